// Picks a motif per product and renders product pictures and their gallery extras.
import { H, W, createDoc } from './art-common.mjs';
import { dentalKeywords, dentalMotifs } from './art-dental.mjs';
import { filtrationKeywords, filtrationMotifs } from './art-filtration.mjs';
import { paintKeywords, paintMotifs } from './art-paint.mjs';
import {
  decorationKeywords,
  decorationMotifs,
  shoeKeywords,
  shoeMotifs,
} from './art-shoe-decoration.mjs';
import { stapleKeywords, stapleMotifs } from './art-staple.mjs';
import { createRng, hash32 } from './prng.mjs';
import { n, svgDoc } from './svg.mjs';

export const PRODUCT_SIZE = { width: W, height: H };

const BY_FOLDER = {
  filtration: [filtrationMotifs, filtrationKeywords],
  staple: [stapleMotifs, stapleKeywords],
  paint: [paintMotifs, paintKeywords],
  dental: [dentalMotifs, dentalKeywords],
  shoe: [shoeMotifs, shoeKeywords],
  decoration: [decorationMotifs, decorationKeywords],
};

/**
 * Motif per product of one folder: a keyword in the product key wins if its motif is still free,
 * the rest take the free motifs in order, so the products of a sector all look different. Keys are
 * taken in name order, not in the products' order: reordering products never changes a drawing.
 */
export function assignMotifs(folder, unorderedKeys) {
  const keys = [...unorderedKeys].sort();
  const [motifs, keywords] = BY_FOLDER[folder];
  const names = Object.keys(motifs);
  const used = new Set();
  const result = new Map();
  const pending = [];
  for (const key of keys) {
    const hit = keywords.find(([re, motif]) => re.test(key) && !used.has(motif));
    if (hit) {
      used.add(hit[1]);
      result.set(key, hit[1]);
    } else pending.push(key);
  }
  for (const key of pending) {
    const free = names.filter((m) => !used.has(m));
    const motif = free.length ? free[0] : names[hash32(key) % names.length];
    used.add(motif);
    result.set(key, motif);
  }
  return result;
}

/**
 * Gallery extras per product: a fixed spread of counts (one product shows the maximum of 10,
 * 13 of the 28 have some, the rest none) dealt to products in an order drawn from their keys.
 */
/** Chosen so the full gallery of 10 lands on a product whose pictures vary well (printing inks). */
const SALT = 'x7';

export function assignExtraCounts(keys, max = 10) {
  const spread = [max, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1];
  const order = [...keys].sort(
    (a, b) => hash32(`${SALT}${a}`) - hash32(`${SALT}${b}`) || (a < b ? -1 : 1),
  );
  const counts = new Map(keys.map((k) => [k, 0]));
  order.forEach((key, i) => {
    if (i < spread.length) counts.set(key, Math.min(max, spread[i]));
  });
  return counts;
}

/**
 * SVG of a product picture. extra 0 is the main picture; extras show the same object from a
 * closer or turned "camera" (odd) or another colour/finish of it (even).
 */
export function productSvg(folder, motif, key, extra = 0) {
  const [motifs] = BY_FOLDER[folder];
  const draw = motifs[motif];
  const camera = createRng(`${key}#camera${extra}`);
  const variant = extra > 0 && extra % 2 === 0;
  const r = createRng(variant ? `${key}#variant${extra}` : key);
  const c = { hueShift: extra ? camera.range(-14, 14) : 0, extra };
  const doc = createDoc();
  const { bg, subject, fullBleed } = draw(doc, r, c, key);
  let transform = '';
  if (extra > 0) {
    const zoom = fullBleed ? camera.range(1.35, 1.9) : camera.range(1.05, 1.5);
    const rot = camera.range(-7, 7);
    const reach = fullBleed ? (W / 2) * (1 - 1.3 / zoom) : 160 * (zoom - 0.9);
    const fx = 480 + camera.range(-1, 1) * Math.max(0, reach);
    const fy = 360 + camera.range(-1, 1) * Math.max(0, reach) * 0.6;
    transform = ` transform="translate(480 360) scale(${n(zoom * 100) / 100}) rotate(${n(rot)}) translate(${n(-fx)} ${n(-fy)})"`;
  }
  return svgDoc(W, H, doc.defs(), `${bg}<g${transform}>${subject}</g>`);
}
