// A component's sizes include padding and border whatever the host page's reset, and it says so
// by naming each element it styles: `.card, .media, … { box-sizing: border-box }`. The universal
// form (`.card *`), like a `:where(…)` list, is tried against every element of every page and made
// each full style recalculation about a third slower (README, "Box sizing"). Reads the sources.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(src, dir.name))
      .filter((name) => name.endsWith('.module.css'))
      .map((name) => join(dir.name, name)),
  );

/** Every selector of a stylesheet (comments, at-rule preludes and keyframe steps left out). */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)\b/.test(prelude))
    .flatMap((prelude) => splitList(prelude));
}

/** A selector list split at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** The selectors of the module's box-sizing rule (the rule that sets nothing else), or null. */
function boxSizingList(css: string): string[] | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const m = /([^{};]+)\{\s*box-sizing:\s*border-box;\s*\}/.exec(text);
  return m ? splitList(m[1]!.trim()) : null;
}

const promising = modules.filter((file) => boxSizingList(readFileSync(join(src, file), 'utf8')));

describe('box sizing of the components', () => {
  it('is promised by the modules of every component that had it', () => {
    expect(promising.length).toBeGreaterThan(25);
  });

  it.each(modules)('%s uses no universal selector', (file) => {
    const css = readFileSync(join(src, file), 'utf8');
    for (const selector of selectorsOf(css)) expect(selector, file).not.toMatch(/\*/);
  });

  it.each(promising)('%s names its elements in plain selectors, not a :where() list', (file) => {
    for (const selector of boxSizingList(readFileSync(join(src, file), 'utf8')) ?? [])
      expect(selector, file).toMatch(/^\.[\w-]+( [a-z]+)?$/);
  });

  it.each(promising)('%s names each element it styles in its box-sizing rule', (file) => {
    const css = readFileSync(join(src, file), 'utf8');
    const list = boxSizingList(css) ?? [];
    const named = new Set(
      list.flatMap((item) => [...item.matchAll(/\.([\w-]+)/g)].map((m) => m[1])),
    );
    const styled = new Set(
      selectorsOf(css)
        .map((selector) => selector.replace(/:global\([^)]*\)/g, ''))
        .flatMap((selector) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1])),
    );
    expect([...styled].filter((name) => !named.has(name))).toEqual([]);
  });
});
