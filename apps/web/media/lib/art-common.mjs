// Shared pieces of the product illustrations: the studio backdrop, ids, shading helpers.
import { blur, hsl, linear, n, radial } from './svg.mjs';

export const W = 960;
export const H = 720;

/** Collects <defs> and hands out unique ids within one SVG document. */
export function createDoc() {
  let count = 0;
  const defs = [];
  return {
    id: (prefix = 'd') => `${prefix}${++count}`,
    def: (markup) => {
      defs.push(markup);
    },
    linear(stops, dir) {
      const id = this.id('lg');
      defs.push(linear(id, stops, dir));
      return `url(#${id})`;
    },
    radial(stops, opts) {
      const id = this.id('rg');
      defs.push(radial(id, stops, opts));
      return `url(#${id})`;
    },
    blur(sd) {
      const id = this.id('bl');
      defs.push(blur(id, sd));
      return `url(#${id})`;
    },
    defs: () => defs.join(''),
  };
}

/** Horizontal cylinder-like shading across a colour (dark edge, highlight, dark edge). */
export function cylinderStops(h, s, l, { spread = 22, highlight = 12 } = {}) {
  return [
    [0, hsl(h, s, l - spread)],
    [0.28, hsl(h, s, l + highlight)],
    [0.42, hsl(h, s * 0.8, l + highlight + 6)],
    [0.7, hsl(h, s, l - 4)],
    [1, hsl(h, s, l - spread - 6)],
  ];
}

/** Light studio backdrop: a soft radial wash with a floor line. Returns markup. */
export function studioBackdrop(doc, { h, s = 25, l = 93 }) {
  const wash = doc.radial(
    [
      [0, hsl(h, s, l + 4)],
      [0.6, hsl(h, s, l - 2)],
      [1, hsl(h, s + 4, l - 12)],
    ],
    { cx: 0.45, cy: 0.35, r: 0.85 },
  );
  const floor = doc.linear(
    [
      [0, hsl(h, s, l - 6), 0],
      [1, hsl(h, s + 6, l - 14), 0.55],
    ],
    [0, 0, 0, 1],
  );
  return `<rect width="${W}" height="${H}" fill="${wash}"/><rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${floor}"/>`;
}

/** Soft elliptical contact shadow. */
export function groundShadow(doc, cx, cy, rx, ry, opacity = 0.28) {
  const fill = doc.radial([
    [0, 'hsl(215 30% 15%)', opacity],
    [1, 'hsl(215 30% 15%)', 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** A vignette over full-bleed textures, so they sit in the same light as the studio shots. */
export function vignette(doc, strength = 0.35) {
  const fill = doc.radial(
    [
      [0, '#000', 0],
      [0.65, '#000', 0],
      [1, '#000', strength],
    ],
    { cx: 0.5, cy: 0.45, r: 0.75 },
  );
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}

export function sheen(doc, opacity = 0.18) {
  const fill = doc.linear(
    [
      [0, '#fff', opacity],
      [0.5, '#fff', 0],
    ],
    [0, 0, 1, 1],
  );
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}
