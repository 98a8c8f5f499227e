#!/usr/bin/env node
// Composes every generated picture into one PNG for a visual check.
//   node media/contact-sheet.mjs [out.png]     (default /tmp/media-contact-sheet.png)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'public');
const out = process.argv[2] ?? '/tmp/media-contact-sheet.png';
// Node 24 strips the types of the generated .ts on import
const { mediaManifest: manifest } = await import('./manifest.generated.ts');

const TW = 240;
const TH = 180;
const GAP = 8;
const LABEL = 18;
const file = (url) => join(publicDir, url.replace(/^\//, ''));
const esc = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

async function tile(url, label, w = TW, h = TH) {
  const img = await sharp(file(url), { density: 144 })
    .resize(w, h, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="2" y="13" font-family="DejaVu Sans" font-size="11" fill="#333">${esc(label)}</text></svg>`,
  );
  return sharp({ create: { width: w, height: h + LABEL, channels: 3, background: '#fff' } })
    .composite([
      { input: img, left: 0, top: 0 },
      { input: caption, left: 0, top: h },
    ])
    .png()
    .toBuffer();
}

const productTiles = [];
for (const [slot, p] of Object.entries(manifest.products)) {
  productTiles.push(await tile(p.main.src, `${slot} ${p.key}`));
  for (const e of p.extras) productTiles.push(await tile(e.src, `${slot}_${e.n}`));
}
const wideRow = [
  await tile(manifest.hero.src, 'hero', 2 * TW + GAP, Math.round(((2 * TW + GAP) * 9) / 16)),
  await tile(manifest.map.src, 'map', 1.5 * TW, TH),
  await tile(manifest.og.tr.src, 'og-tr', 1.9 * TW, TH),
  await tile(manifest.og.en.src, 'og-en', 1.9 * TW, TH),
  await tile(manifest.placeholder.src, 'placeholder'),
];
const logoRow = [];
for (const [id, l] of Object.entries(manifest.suppliers))
  logoRow.push(await tile(l.src, id, 1.5 * TW, 60));
logoRow.push(
  await tile('/favicon.svg', 'favicon.svg', 60, 60),
  await tile('/apple-touch-icon.png', 'apple 180', 60, 60),
  await tile('/icon-maskable-512.png', 'maskable', 60, 60),
);

// lay out: products and their extras flowing in rows of 8, then the wide pictures, logos and icons
const COLS = 8;
const placed = [];
let y = GAP;
const placeRow = async (bufs, wrap) => {
  let x = GAP;
  let rowH = 0;
  for (const b of bufs) {
    const m = await sharp(b).metadata();
    if (wrap && x + m.width > COLS * (TW + GAP) + GAP) {
      x = GAP;
      y += rowH + GAP;
      rowH = 0;
    }
    placed.push({ input: b, left: Math.round(x), top: Math.round(y) });
    x += m.width + GAP;
    rowH = Math.max(rowH, m.height);
  }
  y += rowH + GAP * 2;
};
await placeRow(productTiles, true);
await placeRow(wideRow, true);
await placeRow(logoRow, true);
const width = COLS * (TW + GAP) + GAP;
await sharp({ create: { width, height: Math.round(y), channels: 3, background: '#e9edf1' } })
  .composite(placed)
  .png()
  .toFile(out);
console.log(`contact sheet: ${out} (${width} x ${Math.round(y)})`);
