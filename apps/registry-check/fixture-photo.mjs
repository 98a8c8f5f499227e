// Makes the registry fixture's product photo (fixture-site/content/media/products/singleWall/1.jpg):
// a photo-like JPEG of a corrugated box on a wooden table, 1280 x 960 (wider than the 960 px the
// kit's picture step needs), with textures, a label, a barcode and a camera's grain, so the check
// serves a photo through the kit's AVIF/WebP step.
// The JPEG is committed; run this again only to change it: node fixture-photo.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const width = 1280;
const height = 960;
const out = join(
  import.meta.dirname,
  'fixture-site',
  'content',
  'media',
  'products',
  'singleWall',
  '1.jpg',
);

// A barcode on the label and the corrugation's flutes along the box's top edge: the sharp detail
// a photo of a box has.
const BARCODE = Array.from({ length: 38 }, (_, i) => {
  const w = [1, 2, 3][(i * 7) % 3];
  return `<rect x="${392 + i * 3.9}" y="680" width="${w}" height="55"/>`;
}).join('');
const FLUTES = Array.from({ length: 110 }, (_, i) => {
  const x = 330 + i * 3.9;
  return `<path d="M${x} 400 l2 6"/>`;
}).join('');

// A box in three-quarter view on a table by a window: light from the left, soft shadows.
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#e9e4da"/><stop offset="1" stop-color="#b9b2a6"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8a6a4a"/><stop offset="1" stop-color="#5d4631"/>
    </linearGradient>
    <linearGradient id="front" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d2a46c"/><stop offset="1" stop-color="#b5854f"/>
    </linearGradient>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#a8773f"/><stop offset="1" stop-color="#8c6132"/>
    </linearGradient>
    <linearGradient id="top" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#e0b57e"/><stop offset="1" stop-color="#cfa167"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="wood" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="5" seed="7"/>
      <feColorMatrix values="0 0 0 0 0.33  0 0 0 0 0.24  0 0 0 0 0.16  0 0 0 0.9 0"/>
    </filter>
    <filter id="plaster" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="5" seed="11"/>
      <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.47  0 0 0 0 0.42  0 0 0 0.55 0"/>
    </filter>
    <filter id="fibre" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="4" seed="3"/>
      <feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.38  0 0 0 0 0.2  0 0 0 0.22 0"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect width="${width}" height="610" filter="url(#plaster)" opacity="0.8"/>
  <rect y="610" width="${width}" height="${height - 610}" fill="url(#table)"/>
  <rect y="610" width="${width}" height="${height - 610}" filter="url(#wood)" opacity="0.9"/>
  <ellipse cx="700" cy="800" rx="420" ry="60" fill="url(#shadow)" filter="url(#soft)"/>
  <polygon points="330,400 760,400 760,790 330,790" fill="url(#front)"/>
  <polygon points="760,400 980,300 980,680 760,790" fill="url(#side)"/>
  <polygon points="330,400 550,300 980,300 760,400" fill="url(#top)"/>
  <clipPath id="box"><polygon points="330,400 550,300 980,300 980,680 760,790 330,790"/></clipPath>
  <rect width="${width}" height="${height}" filter="url(#fibre)" clip-path="url(#box)" />
  <path d="M545 400 L545 790" stroke="#9b7040" stroke-width="3" opacity="0.5"/>
  <rect x="520" y="300" width="60" height="100" fill="#c9a778" opacity="0.7" transform="skewX(-30) translate(230 0)"/>
  <rect x="380" y="620" width="170" height="130" fill="#f3efe6" opacity="0.95"/>
  <text x="392" y="648" font-family="DejaVu Sans" font-size="17" font-weight="bold" fill="#3b342d">TEK OLUKLU</text>
  <text x="392" y="668" font-family="DejaVu Sans" font-size="12" fill="#3b342d">400 × 300 × 300 mm</text>
  <g fill="#222">${BARCODE}</g>
  <g stroke="#7a5428" stroke-width="1.5" opacity="0.55">${FLUTES}</g>
  <text x="600" y="560" font-family="DejaVu Sans" font-size="34" fill="#5a3d1c" opacity="0.7">↑↑</text>
  <text x="420" y="470" font-family="DejaVu Sans" font-size="22" fill="#5a3d1c" opacity="0.6">KIRILACAK EŞYA · FRAGILE</text>
</svg>`;

const base = await sharp(Buffer.from(scene)).png().toBuffer();
mkdirSync(join(out, '..'), { recursive: true });
// A camera's fine grain over the whole picture.
const grain = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 18 },
  },
})
  .png()
  .toBuffer();
await sharp(base)
  .composite([{ input: grain, blend: 'soft-light' }])
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(out);
console.log(out);
