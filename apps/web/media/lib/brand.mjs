// Hero, map, Open Graph pictures, logo mark (favicons), supplier wordmarks and the placeholder.
import { createDoc } from './art-common.mjs';
import { createRng, hash32 } from './prng.mjs';
import { escapeXml, hsl, n, smoothPath, svgDoc } from './svg.mjs';

export const BRAND = {
  primary: '#0b5cad',
  primaryDark: '#083f78',
  ink: '#14202b',
  night: '#0c1a2a',
  accent: '#3fb6c9',
  paper: '#f4f6f8',
};

/** Text rendering uses the machine's fonts (rsvg + fontconfig); DejaVu/Liberation are the expected ones. */
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

// ---------------------------------------------------------------- logo mark (favicons)

/** The "K + hexagon" mark on a blue tile, in a 512 x 512 box. padding = safe-zone inset (maskable). */
export function markSvg({ size = 512, rounded = true, detail = true, inset = 0 } = {}) {
  const doc = createDoc();
  const bg = doc.linear(
    [
      [0, '#1172d1'],
      [1, BRAND.primaryDark],
    ],
    [0, 0, 1, 1],
  );
  const s = (512 - 2 * inset) / 512;
  let body = rounded
    ? `<rect width="512" height="512" rx="112" fill="${bg}"/>`
    : `<rect width="512" height="512" fill="${bg}"/>`;
  let g = '';
  if (detail) {
    const hex = Array.from({ length: 6 }, (_, k) => {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      return `${k ? 'L' : 'M'}${n(256 + Math.cos(a) * 190)} ${n(256 + Math.sin(a) * 190)}`;
    }).join('');
    g += `<path d="${hex}Z" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="18" stroke-linejoin="round"/>`;
  }
  // K: a stem and two arms
  g += `<path d="M168 120h62v272h-62Z" fill="#fff"/>`;
  g += `<path d="M230 262L322 120h74l-104 150Z" fill="#fff"/>`;
  g += `<path d="M262 240l54 0 92 152h-74Z" fill="#fff"/>`;
  if (detail) g += `<circle cx="372" cy="136" r="30" fill="${BRAND.accent}"/>`;
  body += `<g transform="translate(${inset} ${inset}) scale(${n(s * 1000) / 1000})">${g}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><defs>${doc.defs()}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------- hero

function skyline(width, base, scale, fill) {
  // an Istanbul-like silhouette: a mosque with minarets, a tower, houses and a suspension bridge
  const s = scale;
  let d = '';
  const rect = (x, y, w, h) => {
    d += `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  };
  const dome = (cx, r, top) => {
    d += `M${n(cx - r)} ${n(top)}A${n(r)} ${n(r * 0.95)} 0 0 1 ${n(cx + r)} ${n(top)}Z`;
  };
  const minaret = (x, h) => {
    rect(x - 5 * s, base - h, 10 * s, h);
    d += `M${n(x - 7 * s)} ${n(base - h)}L${n(x)} ${n(base - h - 38 * s)}L${n(x + 7 * s)} ${n(base - h)}Z`;
    rect(x - 9 * s, base - h * 0.72, 18 * s, 5 * s);
  };
  const mx = width * 0.62;
  rect(mx - 170 * s, base - 70 * s, 340 * s, 70 * s);
  dome(mx, 95 * s, base - 70 * s);
  rect(mx - 6 * s, base - 70 * s - 95 * s - 22 * s, 12 * s, 22 * s);
  dome(mx - 120 * s, 50 * s, base - 60 * s);
  dome(mx + 120 * s, 50 * s, base - 60 * s);
  minaret(mx - 200 * s, 230 * s);
  minaret(mx + 200 * s, 230 * s);
  minaret(mx - 250 * s, 190 * s);
  minaret(mx + 250 * s, 190 * s);
  // tower
  const tx = width * 0.84;
  rect(tx - 22 * s, base - 210 * s, 44 * s, 210 * s);
  rect(tx - 28 * s, base - 228 * s, 56 * s, 20 * s);
  d += `M${n(tx - 28 * s)} ${n(base - 228 * s)}L${n(tx)} ${n(base - 290 * s)}L${n(tx + 28 * s)} ${n(base - 228 * s)}Z`;
  // houses
  const r = createRng('skyline');
  for (let x = width * 0.4; x < width; x += r.range(40, 80) * s) {
    const h = r.range(30, 80) * s;
    rect(x, base - h, r.range(34, 70) * s, h);
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

function bridge(width, deckY, fill) {
  const t1 = width * 0.08;
  const t2 = width * 0.36;
  let s = `<path d="M${n(-20)} ${n(deckY)}H${n(width * 0.46)}v8H-20Z" fill="${fill}"/>`;
  for (const x of [t1, t2])
    s += `<path d="M${n(x - 7)} ${n(deckY + 60)}V${n(deckY - 170)}h14V${n(deckY + 60)}Z" fill="${fill}"/>`;
  const mid = (t1 + t2) / 2;
  s += `<path d="M-20 ${n(deckY - 60)}Q${n(t1 * 0.5)} ${n(deckY - 110)} ${n(t1)} ${n(deckY - 165)}Q${n(mid)} ${n(deckY + 30)} ${n(t2)} ${n(deckY - 165)}Q${n(t2 + 90)} ${n(deckY - 70)} ${n(width * 0.46)} ${n(deckY - 5)}" fill="none" stroke="${fill}" stroke-width="4"/>`;
  for (let x = t1 + 24; x < t2 - 10; x += 26) {
    const tt = (x - t1) / (t2 - t1);
    const y = deckY - 165 + 4 * tt * (1 - tt) * 0 + (1 - Math.pow(2 * tt - 1, 2)) * 90;
    s += `<path d="M${n(x)} ${n(y)}V${n(deckY)}" stroke="${fill}" stroke-width="1.6"/>`;
  }
  return s;
}

/** The home hero: a deep-blue field with molecule lattice, flowing fibres and the Istanbul skyline. */
export function heroSvg(width = 1920, height = 1080) {
  const doc = createDoc();
  const r = createRng('hero');
  const sky = doc.linear(
    [
      [0, '#0a2340'],
      [0.55, '#0d3b6e'],
      [1, '#155d9c'],
    ],
    [0, 0, 0.3, 1],
  );
  const glow = doc.radial(
    [
      [0, '#3fb6c9', 0.55],
      [1, '#3fb6c9', 0],
    ],
    { cx: 0.72, cy: 0.55, r: 0.5 },
  );
  let s = `<rect width="${width}" height="${height}" fill="${sky}"/><rect width="${width}" height="${height}" fill="${glow}"/>`;
  // hexagon lattice (a nod to chemistry), fading to the left where the headline sits
  const fade = doc.linear(
    [
      [0, '#fff', 0],
      [0.45, '#fff', 0.05],
      [1, '#fff', 0.16],
    ],
    [0, 0, 1, 0],
  );
  const R = 64;
  let lattice = '';
  for (let row = -1; row < height / (R * 1.5) + 1; row++)
    for (let col = -1; col < width / (R * 1.732) + 1; col++) {
      const cx = col * R * 1.732 + (row % 2 ? R * 0.866 : 0);
      const cy = row * R * 1.5;
      let d = '';
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + (k * Math.PI) / 3;
        d += `${k ? 'L' : 'M'}${n(cx + Math.cos(a) * R)} ${n(cy + Math.sin(a) * R)}`;
      }
      lattice += `${d}Z`;
    }
  s += `<path d="${lattice}" fill="none" stroke="${fade}" stroke-width="2"/>`;
  // a few highlighted "atoms"
  for (let i = 0; i < 14; i++) {
    const x = r.range(width * 0.5, width);
    const y = r.range(height * 0.1, height * 0.7);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(3, 7))}" fill="#8fe3f0" opacity="${n(r.range(0.4, 0.9))}"/>`;
  }
  // flowing fibres
  const soft = doc.blur(3);
  for (let i = 0; i < 9; i++) {
    const y0 = height * (0.35 + i * 0.05);
    const pts = [];
    for (let k = 0; k <= 6; k++)
      pts.push([
        -50 + (k * (width + 100)) / 6,
        y0 + Math.sin(k * 0.9 + i * 0.6) * 70 + r.range(-20, 20),
      ]);
    s += `<path d="${smoothPath(pts)}" fill="none" stroke="${hsl(190 + i * 4, 70, 70)}" stroke-opacity="${n(0.12 + (i % 3) * 0.06)}" stroke-width="${n(2 + (i % 3))}" ${i % 2 ? `filter="${soft}"` : ''}/>`;
  }
  // water and skyline
  const base = height * 0.83;
  s += bridge(width, base - 40, '#0a2747');
  s += skyline(width, base, height / 1080, '#081d36');
  const water = doc.linear(
    [
      [0, '#0b2d52'],
      [1, '#061628'],
    ],
    [0, 0, 0, 1],
  );
  s += `<rect y="${n(base)}" width="${width}" height="${n(height - base)}" fill="${water}"/>`;
  for (let i = 0; i < 26; i++) {
    const y = base + 10 + r.range(0, height - base - 20);
    const x = r.range(0, width);
    s += `<path d="M${n(x)} ${n(y)}h${n(r.range(40, 160))}" stroke="#8fc8f0" stroke-opacity="${n(r.range(0.08, 0.22))}" stroke-width="2" stroke-linecap="round"/>`;
  }
  // legibility scrim on the left
  const scrim = doc.linear(
    [
      [0, '#061628', 0.55],
      [0.55, '#061628', 0],
    ],
    [0, 0, 1, 0],
  );
  s += `<rect width="${width}" height="${height}" fill="${scrim}"/>`;
  return svgDoc(width, height, doc.defs(), s);
}

// ---------------------------------------------------------------- map

/** A stylised street map around the office: land, water, parks, roads and a pin. No real tiles. */
export function mapSvg(width = 1200, height = 800) {
  const doc = createDoc();
  const r = createRng('map');
  let s = `<rect width="${width}" height="${height}" fill="#eef0ea"/>`;
  // blocks tint
  for (let i = 0; i < 40; i++) {
    s += `<rect x="${n(r.range(0, width))}" y="${n(r.range(0, height))}" width="${n(r.range(60, 160))}" height="${n(r.range(40, 120))}" fill="#e4e6df" transform="rotate(-12 600 400)"/>`;
  }
  // parks
  for (const [x, y, w, h] of [
    [140, 120, 220, 150],
    [820, 520, 200, 130],
    [560, 80, 120, 90],
  ]) {
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#cfe6c4" transform="rotate(-12 600 400)"/>`;
  }
  // the strait
  const water = smoothPath([
    [width * 0.78, -40],
    [width * 0.86, height * 0.25],
    [width * 0.8, height * 0.55],
    [width * 0.9, height * 0.8],
    [width * 0.88, height + 40],
  ]);
  s += `<path d="${water}" fill="none" stroke="#b7d6ea" stroke-width="190" stroke-linecap="round"/>`;
  s += `<path d="${water}" fill="none" stroke="#aacde3" stroke-width="120" stroke-linecap="round"/>`;
  // streets: a skewed grid with a few avenues
  let minor = '';
  for (let x = -400; x < width + 400; x += 92) minor += `M${x} -200L${x + 60} ${height + 200}`;
  for (let y = -300; y < height + 300; y += 80) minor += `M-200 ${y}L${width + 200} ${y + 40}`;
  s += `<g transform="rotate(-12 600 400)"><path d="${minor}" stroke="#d7d9d2" stroke-width="12"/><path d="${minor}" stroke="#ffffff" stroke-width="8"/></g>`;
  const avenues = [
    smoothPath([
      [-40, height * 0.7],
      [width * 0.3, height * 0.58],
      [width * 0.55, height * 0.5],
      [width * 0.72, height * 0.3],
      [width * 0.76, -40],
    ]),
    smoothPath([
      [width * 0.2, height + 40],
      [width * 0.35, height * 0.62],
      [width * 0.42, height * 0.3],
      [width * 0.38, -40],
    ]),
  ];
  for (const d of avenues)
    s += `<path d="${d}" fill="none" stroke="#e2c98a" stroke-width="26" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fbe7a8" stroke-width="18" stroke-linecap="round"/>`;
  // pin at the office
  const px = width * 0.5;
  const py = height * 0.52;
  const pulse = doc.radial([
    [0, BRAND.primary, 0.3],
    [1, BRAND.primary, 0],
  ]);
  s += `<circle cx="${n(px)}" cy="${n(py)}" r="90" fill="${pulse}"/><circle cx="${n(px)}" cy="${n(py)}" r="46" fill="none" stroke="${BRAND.primary}" stroke-opacity="0.35" stroke-width="3"/>`;
  s += `<ellipse cx="${n(px)}" cy="${n(py + 2)}" rx="18" ry="6" fill="#000" opacity="0.25"/>`;
  s += `<path d="M${n(px)} ${n(py)}C${n(px - 10)} ${n(py - 22)} ${n(px - 34)} ${n(py - 40)} ${n(px - 34)} ${n(py - 66)}A34 34 0 1 1 ${n(px + 34)} ${n(py - 66)}C${n(px + 34)} ${n(py - 40)} ${n(px + 10)} ${n(py - 22)} ${n(px)} ${n(py)}Z" fill="${BRAND.primary}" stroke="#fff" stroke-width="4"/>`;
  s += `<circle cx="${n(px)}" cy="${n(py - 66)}" r="13" fill="#fff"/>`;
  return svgDoc(width, height, doc.defs(), s);
}

// ---------------------------------------------------------------- Open Graph

/** 1200 x 630 share image: the hero art with the company name and a tagline. */
export function ogSvg({ name, tagline, subline }) {
  const width = 1200;
  const height = 630;
  const hero = heroSvg(width, height)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const doc = createDoc();
  const scrim = doc.linear(
    [
      [0, '#061628', 0.75],
      [0.6, '#061628', 0.1],
    ],
    [0, 0, 1, 0],
  );
  const mark = markSvg({ size: 120 })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const text = `<g font-family="${SANS}" fill="#ffffff">
<text x="80" y="330" font-size="76" font-weight="700" letter-spacing="-1">${escapeXml(name)}</text>
<rect x="82" y="360" width="90" height="6" rx="3" fill="${BRAND.accent}"/>
<text x="80" y="428" font-size="34" font-weight="400" fill-opacity="0.92">${escapeXml(tagline)}</text>
<text x="80" y="478" font-size="26" font-weight="400" fill-opacity="0.7">${escapeXml(subline)}</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${hero}<defs>${doc.defs()}</defs><rect width="${width}" height="${height}" fill="${scrim}"/><svg x="80" y="110" width="110" height="110" viewBox="0 0 512 512">${mark}</svg>${text}</svg>`;
}

// ---------------------------------------------------------------- supplier wordmarks

const TREATMENTS = [
  {
    family: "Georgia, 'Times New Roman', serif",
    weight: 700,
    style: 'normal',
    caps: false,
    spacing: 0,
    emblem: 'circle',
  },
  {
    family: "'Helvetica Neue', Arial, sans-serif",
    weight: 800,
    style: 'normal',
    caps: true,
    spacing: 3,
    emblem: 'bars',
  },
  {
    family: "'Arial Narrow', 'Roboto Condensed', Arial, sans-serif",
    weight: 700,
    style: 'normal',
    caps: true,
    spacing: 1,
    emblem: 'hexagon',
  },
  {
    family: "'Trebuchet MS', 'Segoe UI', sans-serif",
    weight: 600,
    style: 'italic',
    caps: false,
    spacing: 0,
    emblem: 'swoosh',
  },
  {
    family: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
    weight: 400,
    style: 'normal',
    caps: true,
    spacing: 5,
    emblem: 'diamond',
  },
  {
    family: "Verdana, 'DejaVu Sans', sans-serif",
    weight: 700,
    style: 'normal',
    caps: false,
    spacing: -1,
    emblem: 'leaf',
  },
  {
    family: "'Courier New', 'DejaVu Sans Mono', monospace",
    weight: 700,
    style: 'normal',
    caps: true,
    spacing: 1,
    emblem: 'square',
  },
  {
    family: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif",
    weight: 500,
    style: 'normal',
    caps: false,
    spacing: 1,
    emblem: 'globe',
  },
];
const INKS = [
  '#0b5cad',
  '#1d6b48',
  '#8a2c1f',
  '#2b2f6b',
  '#7a4e0f',
  '#0f6f7a',
  '#5b2a6e',
  '#2a3b4c',
];

function emblem(kind, colour, accent) {
  switch (kind) {
    case 'circle':
      return `<circle cx="40" cy="60" r="26" fill="${colour}"/><circle cx="40" cy="60" r="12" fill="none" stroke="#fff" stroke-width="5"/>`;
    case 'bars':
      return `<rect x="16" y="38" width="10" height="44" fill="${colour}"/><rect x="32" y="46" width="10" height="36" fill="${accent}"/><rect x="48" y="30" width="10" height="52" fill="${colour}"/>`;
    case 'hexagon': {
      const d = Array.from({ length: 6 }, (_, k) => {
        const a = Math.PI / 6 + (k * Math.PI) / 3;
        return `${k ? 'L' : 'M'}${n(40 + Math.cos(a) * 26)} ${n(60 + Math.sin(a) * 26)}`;
      }).join('');
      return `<path d="${d}Z" fill="none" stroke="${colour}" stroke-width="7" stroke-linejoin="round"/><circle cx="40" cy="60" r="7" fill="${accent}"/>`;
    }
    case 'swoosh':
      return `<path d="M12 76C30 40 54 34 70 40C50 44 34 56 26 82Z" fill="${colour}"/><path d="M22 84C40 66 58 62 72 66" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    case 'diamond':
      return `<path d="M40 32L66 60L40 88L14 60Z" fill="none" stroke="${colour}" stroke-width="4"/><path d="M40 44L54 60L40 76L26 60Z" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M18 84C18 50 40 34 68 34C68 66 50 84 18 84Z" fill="${colour}"/><path d="M22 80L56 46" stroke="#fff" stroke-width="3"/>`;
    case 'square':
      return `<rect x="16" y="36" width="48" height="48" rx="4" fill="${colour}"/><rect x="28" y="48" width="24" height="24" fill="${accent}"/>`;
    default:
      return `<circle cx="40" cy="60" r="26" fill="none" stroke="${colour}" stroke-width="5"/><ellipse cx="40" cy="60" rx="11" ry="26" fill="none" stroke="${colour}" stroke-width="3"/><path d="M14 60H66" stroke="${accent}" stroke-width="3"/>`;
  }
}

/**
 * An SVG wordmark on a light logo plate: the first word of the name large, the rest as a small
 * letter-spaced descriptor under it. The name is live text in the SVG (no raster).
 */
export function supplierLogoSvg(id, name, position) {
  const t = TREATMENTS[position % TREATMENTS.length];
  const ink = INKS[(position + (hash32(id) % 3)) % INKS.length];
  const accent = '#3fb6c9';
  const [first, ...rest] = name.split(/\s+/);
  const brand = t.caps ? first.toLocaleUpperCase('tr') : first;
  const descriptor = rest.join(' ').toLocaleUpperCase('tr');
  const width = 360;
  const height = 120;
  const x = 84;
  const avail = width - x - 18;
  // rough advance per character for these families; long words get a smaller size
  const perChar = (t.caps ? 0.72 : 0.6) + Math.max(0, t.spacing) * 0.03;
  const size = Math.max(18, Math.min(40, avail / (brand.length * perChar)));
  const dSize = descriptor ? Math.max(9, Math.min(14, avail / (descriptor.length * 0.78))) : 0;
  const fit = (text, fs, per) =>
    text.length * fs * per > avail ? ` textLength="${avail}" lengthAdjust="spacingAndGlyphs"` : '';
  const baseY = descriptor ? 60 + size * 0.22 : 60 + size * 0.35;
  let text = `<text x="${x}" y="${n(baseY)}" font-family="${escapeXml(t.family)}" font-size="${n(size)}" font-weight="${t.weight}" font-style="${t.style}" letter-spacing="${t.spacing}" fill="${ink}"${fit(brand, size, perChar + 0.05)}>${escapeXml(brand)}</text>`;
  if (descriptor) {
    text += `<text x="${x + 1}" y="${n(baseY + dSize + 10)}" font-family="${SANS}" font-size="${n(dSize)}" font-weight="600" letter-spacing="2" fill="${ink}" fill-opacity="0.75"${fit(descriptor, dSize, 0.85)}>${escapeXml(descriptor)}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="14" fill="#ffffff" stroke="#dde3e8" stroke-width="2"/>${emblem(t.emblem, ink, accent)}${text}</svg>`;
}

// ---------------------------------------------------------------- placeholder

/** Neutral picture for a missing product image: a soft panel with a picture glyph, no text. */
export function placeholderSvg(width = 960, height = 720) {
  const doc = createDoc();
  const bg = doc.linear(
    [
      [0, '#eef2f6'],
      [1, '#dbe3ea'],
    ],
    [0, 0, 1, 1],
  );
  const cx = width / 2;
  const cy = height / 2;
  const g = `<g transform="translate(${cx - 120} ${cy - 90})" fill="none" stroke="#9fb0bf" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"><rect x="0" y="0" width="240" height="180" rx="20"/><circle cx="70" cy="60" r="20"/><path d="M20 160L95 90L145 135L175 108L222 160"/></g>`;
  return svgDoc(
    width,
    height,
    doc.defs(),
    `<rect width="${width}" height="${height}" fill="${bg}"/>${g}`,
  );
}
