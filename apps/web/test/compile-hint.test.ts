// @vitest-environment node
// Reads the real build: the framework file (React, React Router, i18next), whose functions
// hydration calls almost all of, opens with V8's explicit compile hint, so Chromium compiles them
// while the file streams in rather than one by one inside hydration's long tasks; no other file
// carries it (a page's own code runs in part, and eager compiling of unused code costs memory).
// docs/performance.md, "Hydration's tasks", has the measurements.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = resolve(__dirname, '../build/client/assets');
const HINT = '//# allFunctionsCalledOnLoad';
const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));

describe('the compile hint', () => {
  it('opens the framework file, its first line', () => {
    const framework = scripts.filter((f) => /^framework-.+\.js$/.test(f));
    expect(framework).toHaveLength(1);
    const code = readFileSync(join(assets, framework[0]!), 'utf8');
    expect(code.split('\n')[0]).toBe(HINT);
  });

  it('is in no other file', () => {
    const others = scripts
      .filter((f) => !f.startsWith('framework-'))
      .filter((f) => readFileSync(join(assets, f), 'utf8').includes(HINT));
    expect(others).toEqual([]);
  });
});
