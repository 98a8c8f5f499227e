import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, measure, readTokens } from './tokens';

// Vitest stubs CSS imports (even `?raw`), so the test reads the shipped file itself.
const source = readFileSync(resolve(import.meta.dirname, '../../src/styles/tokens.css'), 'utf8');

describe('design tokens', () => {
  const { light, dark } = readTokens(source);

  it('reads both sets from tokens.css', () => {
    expect(light['--ui-color-bg']).toBe('#ffffff');
    expect(dark['--ui-color-bg']).toBe('#0d1520');
    // The dark set inherits what it does not override.
    expect(dark['--ui-space-4']).toBe(light['--ui-space-4']);
  });

  it('measures contrast as WCAG defines it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('every colour pair of the %s theme meets its WCAG AA minimum', (_theme, tokens) => {
    const failing = measure(tokens)
      .filter((pair) => !pair.passes)
      .map((pair) => `${pair.fg} on ${pair.bg}: ${pair.ratio.toFixed(2)} < ${pair.min}`);
    expect(failing).toEqual([]);
  });

  it('names the typeface the site renders (no font file ships)', () => {
    expect(light['--ui-font-sans']).toMatch(/^system-ui,/);
    expect(light['--ui-font-sans']).not.toMatch(/Inter/);
  });
});
