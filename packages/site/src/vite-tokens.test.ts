// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defneSite } from './vite';

const CONFIGURED = Symbol.for('defne.site.configured');
const holder = globalThis as { [CONFIGURED]?: unknown };

/** The site plugin's answer for the tokens module, in a site folder holding `files`. */
function resolveTokens(files: string[], tokens?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'defne-tokens-'));
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), ':root{}');
  }
  holder[CONFIGURED] = { site: tokens === undefined ? {} : { tokens }, root };
  const [site] = defneSite();
  (site!.configResolved as (c: { root: string }) => void)({ root });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const id = (site!.resolveId as (this: typeof context, id: string) => string | null).call(
    context,
    'virtual:defne/tokens.css',
  );
  return id!.startsWith(root) ? id!.slice(root.length) : id!;
}

describe("the site's tokens stylesheet", () => {
  afterEach(() => {
    delete holder[CONFIGURED];
  });

  it('is tokens.css beside the config, or none (the kit’s tokens alone)', () => {
    expect(resolveTokens(['tokens.css'])).toBe('/tokens.css');
    expect(resolveTokens([])).toBe('\0defne-no-tokens.css');
  });

  it("is the file the config's `tokens` names, which must exist", () => {
    expect(resolveTokens(['brand/colours.css'], 'brand/colours.css')).toBe('/brand/colours.css');
    expect(() => resolveTokens(['tokens.css'], 'brand/colours.css')).toThrow(
      "The site's tokens stylesheet is missing: no brand/colours.css in",
    );
  });
});
