import { expect, type Locator } from '@playwright/test';

/** Where one character is drawn. */
export interface Glyph {
  char: string;
  left: number;
  right: number;
  top: number;
}

/**
 * Where each character of `text` inside `locator` is drawn, in reading (logical) order, spaces
 * left out: the text may run over several text nodes (a value and its unit).
 */
export function drawnGlyphs(locator: Locator, text: string): Promise<Glyph[]> {
  return locator.evaluate((root, text) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const chars = nodes.flatMap((node) => [...node.data].map((_, offset) => ({ node, offset })));
    const start = nodes
      .map((node) => node.data)
      .join('')
      .indexOf(text);
    if (start < 0) throw new Error(`"${text}" is not shown in ${root.outerHTML.slice(0, 200)}`);
    return chars
      .slice(start, start + text.length)
      .filter(({ node, offset }) => node.data[offset]!.trim() !== '')
      .map(({ node, offset }) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const r = range.getBoundingClientRect();
        return { char: node.data[offset]!, left: r.left, right: r.right, top: r.top };
      });
  }, text);
}

/**
 * Expects `text` drawn left to right: each character right of the one before it, or on a lower
 * line. A phone number, an e-mail address, a code or a value with its unit in a right-to-left page
 * that is not isolated is drawn in pieces from right to left ("+49 40 555 12 34" as
 * "34 12 555 40 49+"), and fails here.
 */
export async function expectLeftToRight(locator: Locator, text: string): Promise<void> {
  const drawn = await drawnGlyphs(locator, text);
  expect(drawn.length, text).toBeGreaterThan(1);
  const order = drawn.map((g) => g.char).join('');
  for (let i = 1; i < drawn.length; i++) {
    const [before, after] = [drawn[i - 1]!, drawn[i]!];
    if (Math.abs(after.top - before.top) > 4) {
      expect(after.top, `"${text}" goes on downwards`).toBeGreaterThan(before.top);
      continue;
    }
    expect(
      after.left - before.left,
      `"${text}": ${after.char} after ${before.char} (${order})`,
    ).toBeGreaterThan(0);
  }
}
