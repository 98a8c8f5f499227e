// Wire, staples and nails: metal coils and silhouettes.
import { H, W, cylinderStops, groundShadow, studioBackdrop, vignette } from './art-common.mjs';
import { hsl, n, smoothPath } from './svg.mjs';

const METALS = [
  { h: 210, s: 8, l: 66 }, // galvanised steel
  { h: 25, s: 60, l: 52 }, // copper
  { h: 40, s: 45, l: 58 }, // brass
  { h: 215, s: 10, l: 42 }, // black annealed
];
const bgOf = (c, r) => ({ h: 215 + c.hueShift + r.range(-10, 10), s: 14, l: 91 });

function spool(doc, r, c) {
  const metal = r.pick(METALS);
  const flange = r.pick([
    { h: 210, s: 45, l: 40 },
    { h: 0, s: 0, l: 22 },
    { h: 25, s: 70, l: 48 },
  ]);
  const wire = doc.linear(
    cylinderStops(metal.h, metal.s, metal.l, { spread: 22, highlight: 14 }),
    [0, 0, 1, 0],
  );
  let s = groundShadow(doc, 480, 600, 300, 34);
  const fl = doc.linear(
    [
      [0, hsl(flange.h, flange.s, flange.l + 12)],
      [1, hsl(flange.h, flange.s, flange.l - 10)],
    ],
    [0, 0, 1, 1],
  );
  // a spool standing on one flange: bottom flange, wound body, top flange
  s += `<ellipse cx="480" cy="560" rx="230" ry="70" fill="${hsl(flange.h, flange.s, flange.l - 14)}"/><ellipse cx="480" cy="548" rx="230" ry="70" fill="${fl}"/>`;
  s += `<rect x="310" y="240" width="340" height="300" fill="${wire}"/>`;
  for (let y = 246; y < 540; y += 6)
    s += `<path d="M310 ${y}Q480 ${y + 14} 650 ${y}" fill="none" stroke="${hsl(metal.h, metal.s, metal.l - 20)}" stroke-opacity="0.35" stroke-width="1.4"/>`;
  s += `<ellipse cx="480" cy="240" rx="230" ry="70" fill="${hsl(flange.h, flange.s, flange.l - 12)}"/><ellipse cx="480" cy="228" rx="230" ry="70" fill="${fl}"/>`;
  s += `<ellipse cx="480" cy="228" rx="60" ry="18" fill="${hsl(flange.h, flange.s, flange.l - 26)}"/>`;
  for (let k = 0; k < 3; k++)
    s += `<circle cx="${n(480 + Math.cos(k * 2.1) * 150)}" cy="${n(228 + Math.sin(k * 2.1) * 44)}" r="14" fill="${hsl(flange.h, flange.s, flange.l - 20)}"/>`;
  s += `<path d="M650 420C720 430 760 470 820 460" fill="none" stroke="${wire}" stroke-width="5" stroke-linecap="round"/>`;
  void c;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function wireCoil(doc, r, c, key = '') {
  const metal = /galvan/i.test(key) ? METALS[0] : r.pick(METALS);
  const cx = 480;
  const rx = r.range(230, 270);
  const ry = rx * r.range(0.36, 0.44);
  const turns = r.int(28, 40);
  const top = 250;
  const step = 8;
  let s = groundShadow(doc, cx, top + turns * step + ry * 0.8, rx * 1.25, 40);
  const stroke = doc.linear(
    cylinderStops(metal.h, metal.s, metal.l, { spread: 26, highlight: 18 }),
    [0, 0, 1, 0],
  );
  const inner = doc.linear(
    cylinderStops(metal.h, metal.s, metal.l - 18, { spread: 18, highlight: 6 }),
    [1, 0, 0, 0],
  );
  // the far half of every turn first (inside of the coil), then the near half
  for (let i = 0; i < turns; i++) {
    const y = top + i * step;
    s += `<path d="M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(y)}" fill="none" stroke="${inner}" stroke-width="6"/>`;
  }
  s += `<ellipse cx="${cx}" cy="${n(top + turns * step * 0.5)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.62)}" fill="${hsl(metal.h, metal.s, metal.l - 36)}" opacity="0.35"/>`;
  for (let i = 0; i < turns; i++) {
    const y = top + i * step;
    const arc = `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}`;
    s += `<path d="${arc}" fill="none" stroke="${hsl(metal.h, metal.s, metal.l - 34)}" stroke-width="7.5"/><path d="${arc}" fill="none" stroke="${stroke}" stroke-width="4.6"/>`;
  }
  // a loose end
  const endY = top + (turns - 1) * step;
  s += `<path d="${smoothPath([
    [cx + rx, endY],
    [cx + rx + 60, endY - 40],
    [cx + rx + 80, endY - 150],
    [cx + rx + 20, endY - 230],
  ])}" fill="none" stroke="${stroke}" stroke-width="6.5" stroke-linecap="round"/>`;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function staples(doc, r, c) {
  const metal = r.pick([METALS[0], METALS[0], METALS[2], METALS[3]]);
  const pat = doc.id('st');
  doc.def(
    `<pattern id="${pat}" width="5" height="10" patternUnits="userSpaceOnUse"><rect width="5" height="10" fill="none"/><line x1="4.5" y1="0" x2="4.5" y2="10" stroke="${hsl(metal.h, metal.s, metal.l - 25)}" stroke-opacity="0.55" stroke-width="1"/></pattern>`,
  );
  const crown = doc.linear(
    [
      [0, hsl(metal.h, metal.s, metal.l + 22)],
      [1, hsl(metal.h, metal.s, metal.l + 2)],
    ],
    [0, 0, 0, 1],
  );
  const legs = doc.linear(
    [
      [0, hsl(metal.h, metal.s, metal.l - 2)],
      [1, hsl(metal.h, metal.s, metal.l - 24)],
    ],
    [0, 0, 0, 1],
  );
  const strips = r.int(4, 6);
  const legLen = r.range(50, 80);
  const crownW = r.range(24, 34);
  let s = groundShadow(doc, 480, 585, 400, 40);
  for (let i = 0; i < strips; i++) {
    const len = r.range(340, 460);
    const x = 140 + i * 38 + r.range(-10, 10);
    const y = 250 + i * 58;
    const g = `<g transform="rotate(${n(-14 + r.range(-2, 2))} ${n(x)} ${n(y)})">`;
    s += `${g}<path d="M${n(x)} ${n(y)}l${n(crownW * 0.8)} ${n(-crownW * 0.6)}h${n(len)}l${n(-crownW * 0.8)} ${n(crownW * 0.6)}Z" fill="${crown}"/>`;
    s += `<path d="M${n(x)} ${n(y)}l${n(crownW * 0.8)} ${n(-crownW * 0.6)}h${n(len)}l${n(-crownW * 0.8)} ${n(crownW * 0.6)}Z" fill="url(#${pat})"/>`;
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(legLen)}" fill="${legs}"/><rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(legLen)}" fill="url(#${pat})"/>`;
    s += `<path d="M${n(x)} ${n(y + legLen)}h${n(len)}" stroke="${hsl(metal.h, metal.s, metal.l - 35)}" stroke-width="2"/></g>`;
  }
  // a few loose staples
  for (let i = 0; i < 5; i++) {
    const x = r.range(660, 860);
    const y = r.range(470, 600);
    const a = r.range(-60, 60);
    s += `<path d="M${n(x)} ${n(y)}v-30h${n(crownW * 1.4)}v30" transform="rotate(${n(a)} ${n(x)} ${n(y)})" fill="none" stroke="${hsl(metal.h, metal.s, metal.l - 10)}" stroke-width="3.2" stroke-linejoin="round"/>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function nail(doc, x, y, len, angle, metal, ring) {
  const shank = doc.linear(
    cylinderStops(metal.h, metal.s, metal.l, { spread: 24, highlight: 16 }),
    [0, 0, 1, 0],
  );
  const head = doc.linear(
    [
      [0, hsl(metal.h, metal.s, metal.l + 20)],
      [1, hsl(metal.h, metal.s, metal.l - 20)],
    ],
    [0, 0, 1, 1],
  );
  const w = 17;
  let s = `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">`;
  s += `<path d="M${n(x - w / 2)} ${n(y)}V${n(y + len)}L${n(x)} ${n(y + len + 26)}L${n(x + w / 2)} ${n(y + len)}V${n(y)}Z" fill="${shank}"/>`;
  if (ring) {
    for (let k = y + len * 0.45; k < y + len - 6; k += 7)
      s += `<path d="M${n(x - w / 2)} ${n(k)}l${n(w)} 3" stroke="${hsl(metal.h, metal.s, metal.l - 28)}" stroke-width="1.4"/>`;
  }
  s += `<rect x="${n(x - 24)}" y="${n(y - 11)}" width="48" height="11" rx="3" fill="${head}"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y - 11)}" rx="24" ry="6" fill="${hsl(metal.h, metal.s, metal.l + 14)}"/></g>`;
  return s;
}

function nails(doc, r, c) {
  const metal = r.pick(METALS);
  const count = r.int(6, 8);
  const ring = r.chance(0.5);
  let s = groundShadow(doc, 480, 600, 390, 34);
  const fan = r.chance(0.5);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const len = r.range(260, 330);
    if (fan)
      s += nail(
        doc,
        480 + (t - 0.5) * 120,
        140 + r.range(-10, 10),
        len + 40,
        (t - 0.5) * 80,
        metal,
        ring,
      );
    else
      s += nail(
        doc,
        170 + t * 600 + r.range(-12, 12),
        150 + r.range(-15, 25),
        len,
        -22 + r.range(-4, 4),
        metal,
        ring,
      );
  }
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function coilNails(doc, r, c) {
  const metal = r.pick(METALS);
  const h = 210 + c.hueShift;
  const bg = doc.radial(
    [
      [0, hsl(h, 18, 34)],
      [1, hsl(h, 25, 12)],
    ],
    { cx: 0.5, cy: 0.45, r: 0.8 },
  );
  const head = doc.radial(
    [
      [0, hsl(metal.h, metal.s, metal.l + 26)],
      [0.7, hsl(metal.h, metal.s, metal.l)],
      [1, hsl(metal.h, metal.s, metal.l - 24)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.7 },
  );
  let s = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  const cx = 480;
  const cy = 360;
  let wire1 = [];
  let wire2 = [];
  const heads = [];
  for (let t = 0.9; t < 6 * Math.PI; t += 0.17) {
    const rad = 30 + t * 19;
    const x = cx + rad * Math.cos(t);
    const y = cy + rad * Math.sin(t) * 0.92;
    heads.push([x, y]);
    wire1.push([cx + (rad - 10) * Math.cos(t), cy + (rad - 10) * Math.sin(t) * 0.92]);
    wire2.push([cx + (rad + 10) * Math.cos(t), cy + (rad + 10) * Math.sin(t) * 0.92]);
  }
  s += `<path d="${smoothPath(wire1)}" fill="none" stroke="${hsl(metal.h, 30, 70)}" stroke-width="2.2" opacity="0.8"/>`;
  for (const [x, y] of heads)
    s += `<circle cx="${n(x + 3)}" cy="${n(y + 4)}" r="13" fill="#000" opacity="0.35"/><circle cx="${n(x)}" cy="${n(y)}" r="12.5" fill="${head}"/>`;
  s += `<path d="${smoothPath(wire2)}" fill="none" stroke="${hsl(metal.h, 30, 75)}" stroke-width="2.2" opacity="0.7"/>`;
  void r;
  return { bg: '', subject: s + vignette(doc, 0.4), fullBleed: true };
}

function weldedMesh(doc, r, c) {
  const metal = r.pick(METALS);
  const gap = r.range(64, 90);
  let s = groundShadow(doc, 480, 610, 420, 30, 0.22);
  const rows = 6;
  const cols = 9;
  // a sheet of welded mesh leaning back (simple perspective)
  const proj = (u, v) => {
    const depth = 1 - v * 0.045;
    return [480 + (u - cols / 2) * gap * depth, 590 - v * gap * 0.62];
  };
  const wire = hsl(metal.h, metal.s, metal.l - 4);
  const light = hsl(metal.h, metal.s, metal.l + 18);
  for (let v = 0; v <= rows; v++) {
    const [x0, y0] = proj(-0.3, v);
    const [x1, y1] = proj(cols + 0.3, v);
    s += `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke="${wire}" stroke-width="6" stroke-linecap="round"/><line x1="${n(x0)}" y1="${n(y0 - 2)}" x2="${n(x1)}" y2="${n(y1 - 2)}" stroke="${light}" stroke-width="1.6"/>`;
  }
  for (let u = 0; u <= cols; u++) {
    const [x0, y0] = proj(u, -0.3);
    const [x1, y1] = proj(u, rows + 0.3);
    s += `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke="${wire}" stroke-width="6" stroke-linecap="round"/><line x1="${n(x0 - 1.5)}" y1="${n(y0)}" x2="${n(x1 - 1.5)}" y2="${n(y1)}" stroke="${light}" stroke-width="1.4"/>`;
  }
  for (let v = 0; v <= rows; v++)
    for (let u = 0; u <= cols; u++) {
      const [x, y] = proj(u, v);
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${hsl(metal.h, metal.s, metal.l - 18)}"/>`;
    }
  return {
    bg: studioBackdrop(doc, bgOf(c, r)),
    subject: `<g transform="rotate(${n(r.range(-6, 6))} 480 400)">${s}</g>`,
  };
}

export const stapleMotifs = { spool, wireCoil, staples, nails, coilNails, weldedMesh };
export const stapleKeywords = [
  [/staplewire|spool/i, 'spool'],
  [/coil.*nail|nail.*coil|collated/i, 'coilNails'],
  [/staple|zimba/i, 'staples'],
  [/nail|civi/i, 'nails'],
  [/mesh|welded/i, 'weldedMesh'],
  [/wire|tel/i, 'wireCoil'],
];
