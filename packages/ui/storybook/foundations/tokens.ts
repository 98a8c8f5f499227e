// Reads the design tokens from tokens.css itself (the file the package ships), so the foundations
// pages and their contrast figures always show the values in force, never a hand-typed copy.
import css from '../../src/styles/tokens.css?raw';

export type Tokens = Record<string, string>;

function block(source: string, selector: RegExp): Tokens {
  const match = selector.exec(source);
  if (!match) throw new Error(`tokens.css: no block for ${selector}`);
  const start = match.index + match[0].length;
  const body = source.slice(start, source.indexOf('\n}', start));
  const tokens: Tokens = {};
  for (const [, name, value] of body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/(--ui-[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens[name!] = value!.trim().replace(/\s+/g, ' ');
  }
  return tokens;
}

/** The light set (`:root`) and the dark set (`:root.dark`, over the light one). */
export function readTokens(source: string = css): { light: Tokens; dark: Tokens } {
  const light = block(source, /^:root \{/m);
  return { light, dark: { ...light, ...block(source, /^:root\.dark \{/m) } };
}

/** The tokens whose names start with `prefix`, in file order. */
export function group(tokens: Tokens, prefix: string): Array<[string, string]> {
  return Object.entries(tokens).filter(([name]) => name.startsWith(prefix));
}

/** sRGB channels 0-255 of a #rgb / #rrggbb colour. */
export function parseHex(value: string): [number, number, number] {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${value}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance. */
export function luminance(value: string): number {
  const [r, g, b] = parseHex(value).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

export interface Pair {
  /** Foreground token. */
  fg: string;
  /** Background token. */
  bg: string;
  /** What the pair is used for. */
  use: string;
  /** Minimum ratio: 4.5 for text, 3 for large text, icons, borders and focus rings. */
  min: 4.5 | 3;
}

/** The pairs the components put together (text on its grounds, UI parts on theirs). */
export const pairs: Pair[] = [
  { fg: '--ui-color-text', bg: '--ui-color-bg', use: 'Body text', min: 4.5 },
  { fg: '--ui-color-text', bg: '--ui-color-surface', use: 'Text on a section', min: 4.5 },
  { fg: '--ui-color-text', bg: '--ui-color-surface-raised', use: 'Text on a card', min: 4.5 },
  { fg: '--ui-color-muted', bg: '--ui-color-bg', use: 'Secondary text', min: 4.5 },
  {
    fg: '--ui-color-muted',
    bg: '--ui-color-surface',
    use: 'Secondary text on a section',
    min: 4.5,
  },
  { fg: '--ui-color-primary', bg: '--ui-color-bg', use: 'Links', min: 4.5 },
  { fg: '--ui-color-primary', bg: '--ui-color-surface', use: 'Links on a section', min: 4.5 },
  { fg: '--ui-color-primary', bg: '--ui-color-primary-soft', use: 'Badges', min: 4.5 },
  { fg: '--ui-color-primary-contrast', bg: '--ui-color-primary', use: 'Primary button', min: 4.5 },
  {
    fg: '--ui-color-primary-contrast',
    bg: '--ui-color-primary-hover',
    use: 'Primary button, hovered',
    min: 4.5,
  },
  { fg: '--ui-color-accent-contrast', bg: '--ui-color-accent', use: 'Accent button', min: 4.5 },
  { fg: '--ui-color-topbar-text', bg: '--ui-color-topbar-bg', use: 'Top bar', min: 4.5 },
  { fg: '--ui-color-inverse-text', bg: '--ui-color-inverse-bg', use: 'Inverse section', min: 4.5 },
  {
    fg: '--ui-color-inverse-muted',
    bg: '--ui-color-inverse-bg',
    use: 'Inverse secondary text',
    min: 4.5,
  },
  { fg: '--ui-color-success', bg: '--ui-color-success-soft', use: 'Success message', min: 4.5 },
  { fg: '--ui-color-danger', bg: '--ui-color-danger-soft', use: 'Error message', min: 4.5 },
  { fg: '--ui-color-danger', bg: '--ui-color-bg', use: 'Field error', min: 4.5 },
  { fg: '--ui-color-logo-text', bg: '--ui-color-logo-bg', use: 'Supplier logo box', min: 4.5 },
  { fg: '--ui-color-border-strong', bg: '--ui-color-bg', use: 'Form field border', min: 3 },
  { fg: '--ui-color-focus', bg: '--ui-color-bg', use: 'Focus ring', min: 3 },
  { fg: '--ui-color-focus', bg: '--ui-color-surface', use: 'Focus ring on a section', min: 3 },
  {
    fg: '--ui-color-focus-inverse',
    bg: '--ui-color-inverse-bg',
    use: 'Focus ring on inverse',
    min: 3,
  },
];

export interface MeasuredPair extends Pair {
  fgValue: string;
  bgValue: string;
  ratio: number;
  passes: boolean;
}

/** Every pair measured in one theme's tokens. */
export function measure(tokens: Tokens): MeasuredPair[] {
  return pairs.map((pair) => {
    const fgValue = tokens[pair.fg];
    const bgValue = tokens[pair.bg];
    if (!fgValue || !bgValue) throw new Error(`tokens.css lacks ${pair.fg} or ${pair.bg}`);
    const ratio = contrast(fgValue, bgValue);
    return { ...pair, fgValue, bgValue, ratio, passes: ratio >= pair.min };
  });
}
