// Writes the site's illustrative pictures as small SVG files into public/ (run: pnpm media).
// Deterministic: the same files every run. A real company drops its photos in instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const write = (path, text) => {
  mkdirSync(dirname(join(publicDir, path)), { recursive: true });
  writeFileSync(join(publicDir, path), `${text.trim()}\n`);
};

const kraft = ['#c89b6d', '#b7864f', '#d8b48a', '#a8733f'];
const film = ['#bcd9e6', '#9cc3d6', '#d7eaf2'];
const label = ['#f3efe6', '#e9dcc3', '#fbf8f1'];

function box(i, extra) {
  const c = kraft[(i + extra) % kraft.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="#f6f0e6"/>
<polygon points="${220 - extra * 20},250 400,170 ${580 + extra * 20},250 400,330" fill="${c}" opacity="0.85"/>
<polygon points="${220 - extra * 20},250 400,330 400,${500 - i * 10} ${220 - extra * 20},${420 - i * 10}" fill="${c}"/>
<polygon points="400,330 ${580 + extra * 20},250 ${580 + extra * 20},${420 - i * 10} 400,${500 - i * 10}" fill="#8a5a2b" opacity="0.55"/>
<line x1="310" y1="210" x2="490" y2="290" stroke="#6b4420" stroke-width="10" opacity="0.4"/>
</svg>`;
}

function roll(i, extra) {
  const c = film[(i + extra) % film.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="#eef4f5"/>
<rect x="${200 + extra * 30}" y="${160 + i * 10}" width="400" height="260" rx="30" fill="${c}" opacity="0.8"/>
<ellipse cx="${600 + extra * 30}" cy="${290 + i * 10}" rx="60" ry="130" fill="${c}"/>
<ellipse cx="${600 + extra * 30}" cy="${290 + i * 10}" rx="22" ry="48" fill="#6f8f9c"/>
<path d="M${200 + extra * 30} ${420 + i * 10} Q 400 ${520 - i * 8} 620 ${480 - extra * 20}" stroke="${c}" stroke-width="24" fill="none" opacity="0.7"/>
</svg>`;
}

function tag(i, extra) {
  const c = label[(i + extra) % label.length];
  const bars = Array.from(
    { length: 14 },
    (_, b) =>
      `<rect x="${300 + b * 14}" y="330" width="${(b * 7 + i + extra) % 3 === 0 ? 8 : 4}" height="80" fill="#2b1f14"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="#f1ece3"/>
<rect x="${240 - extra * 20}" y="150" width="${320 + extra * 40}" height="300" rx="18" fill="${c}" stroke="#b9a98f" stroke-width="6"/>
<rect x="290" y="200" width="${220 - i * 20}" height="26" rx="6" fill="#2f6b3a"/>
<rect x="290" y="250" width="160" height="18" rx="6" fill="#9c4a12" opacity="0.7"/>
${bars}
</svg>`;
}

const groups = { koli: [4, box], film: [3, roll], etiket: [3, tag] };
for (const [folder, [count, draw]] of Object.entries(groups)) {
  for (let i = 1; i <= count; i++) {
    write(`media/products/${folder}/${i}.svg`, draw(i, 0));
    write(`media/products/${folder}/${i}-1.svg`, draw(i, 1));
  }
}

write(
  'logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="10" fill="#2f6b3a"/>
<polygon points="14,24 32,15 50,24 32,33" fill="#e3c79f"/>
<polygon points="14,24 32,33 32,52 14,43" fill="#c89b6d"/>
<polygon points="32,33 50,24 50,43 32,52" fill="#a8733f"/>
</svg>`,
);

write(
  'og.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#3b2a1a"/>
<polygon points="420,260 600,170 780,260 600,350" fill="#e3c79f"/>
<polygon points="420,260 600,350 600,520 420,430" fill="#c89b6d"/>
<polygon points="600,350 780,260 780,430 600,520" fill="#a8733f"/>
</svg>`,
);
