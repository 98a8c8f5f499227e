// `defne-site media:sheet [out.png] [--manifest=…]`: every picture `defne-site media` made on one
// PNG, for a visual check (default out: media-contact-sheet.png in the system's temporary folder).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { siteDir } from '../shared/site-dir.mjs';
import { readManifest } from './media-report.mjs';

const TW = 240;
const TH = 180;
const GAP = 8;
const LABEL = 18;
/** @param {string} s */
const esc = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/**
 * Writes the contact sheet to `out`; resolves with its size.
 * @param {string} out
 * @param {{ manifest?: string }} [options]
 */
export async function mediaSheet(out, options = {}) {
  const publicDir = join(siteDir, 'public');
  const manifest = await readManifest(options.manifest);
  /** @param {string} url */
  const file = (url) => join(publicDir, url.replace(/^\//, ''));

  /** @param {string} url @param {string} label @param {number} [w] @param {number} [h] */
  async function tile(url, label, w = TW, h = TH) {
    const img = await sharp(file(url), { density: 144 })
      .resize(Math.round(w), Math.round(h), { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w)}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="2" y="13" font-family="DejaVu Sans" font-size="11" fill="#333">${esc(label)}</text></svg>`,
    );
    return sharp({
      create: {
        width: Math.round(w),
        height: Math.round(h) + LABEL,
        channels: 3,
        background: '#fff',
      },
    })
      .composite([
        { input: img, left: 0, top: 0 },
        { input: caption, left: 0, top: Math.round(h) },
      ])
      .png()
      .toBuffer();
  }

  const productTiles = [];
  for (const [slot, p] of Object.entries(manifest.products)) {
    productTiles.push(await tile(p.main.src, `${slot} ${p.key}`));
    for (const e of p.extras) productTiles.push(await tile(e.src, `${slot}_${e.n}`));
  }
  const wideRow = [];
  if (manifest.hero)
    wideRow.push(
      await tile(manifest.hero.src, 'hero', 2 * TW + GAP, Math.round(((2 * TW + GAP) * 9) / 16)),
    );
  if (manifest.map) wideRow.push(await tile(manifest.map.src, 'map', 1.5 * TW, TH));
  for (const [lang, og] of Object.entries(manifest.og ?? {}))
    wideRow.push(await tile(og.src, `og-${lang}`, 1.9 * TW, TH));
  wideRow.push(await tile(manifest.placeholder.src, 'placeholder'));
  const logoRow = [];
  for (const [id, l] of Object.entries(manifest.suppliers))
    logoRow.push(await tile(l.src, id, 1.5 * TW, 60));
  if (manifest.icons)
    logoRow.push(
      await tile(manifest.icons.svg, 'favicon.svg', 60, 60),
      await tile(manifest.icons.appleTouch, 'apple 180', 60, 60),
      await tile('/icon-maskable-512.png', 'maskable', 60, 60),
    );

  // lay out: products and their extras flowing in rows of 8, then the wide pictures, logos and icons
  const COLS = 8;
  /** @type {{ input: Buffer, left: number, top: number }[]} */
  const placed = [];
  let y = GAP;
  /** @param {Buffer[]} bufs */
  const placeRow = async (bufs) => {
    let x = GAP;
    let rowH = 0;
    for (const b of bufs) {
      const m = await sharp(b).metadata();
      if (x + m.width > COLS * (TW + GAP) + GAP) {
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
  await placeRow(productTiles);
  await placeRow(wideRow);
  await placeRow(logoRow);
  const width = COLS * (TW + GAP) + GAP;
  const height = Math.round(y);
  await sharp({ create: { width, height, channels: 3, background: '#e9edf1' } })
    .composite(placed)
    .png()
    .toFile(out);
  return { width, height };
}

export async function main(argv = process.argv.slice(3)) {
  const manifest = argv.find((a) => a.startsWith('--manifest='))?.slice('--manifest='.length);
  const out = argv.find((a) => !a.startsWith('--')) ?? join(tmpdir(), 'media-contact-sheet.png');
  const { width, height } = await mediaSheet(out, { manifest });
  console.log(`contact sheet: ${out} (${width} x ${height})`);
}
