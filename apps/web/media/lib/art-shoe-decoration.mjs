// Shoe soles and machines; decoration (wall textures and wall coverings).
import { H, W, cylinderStops, groundShadow, studioBackdrop, vignette } from './art-common.mjs';
import { hsl, n, smoothPath } from './svg.mjs';

const SOLE_POINTS = [
  [95, 0],
  [150, 15],
  [188, 70],
  [198, 150],
  [184, 232],
  [152, 300],
  [142, 362],
  [158, 432],
  [150, 494],
  [100, 520],
  [52, 500],
  [38, 440],
  [46, 370],
  [40, 300],
  [14, 222],
  [2, 140],
  [20, 60],
  [55, 12],
];
const SOLE = smoothPath(SOLE_POINTS, true);

function tread(kind, colour) {
  let t = '';
  if (kind === 'chevron') {
    for (let y = -10; y < 540; y += 26)
      t += `<path d="M-10 ${y + 18}L100 ${y}L210 ${y + 18}" fill="none" stroke="${colour}" stroke-width="9"/>`;
  } else if (kind === 'lugs') {
    for (let y = 0, row = 0; y < 540; y += 34, row++)
      for (let x = row % 2 ? -12 : 8; x < 210; x += 40)
        t += `<rect x="${x}" y="${y}" width="28" height="22" rx="6" fill="${colour}"/>`;
  } else if (kind === 'hex') {
    const s = 17;
    for (let row = 0; row < 22; row++)
      for (let col = 0; col < 8; col++) {
        const cx = col * s * 1.75 + (row % 2) * s * 0.875;
        const cy = row * s * 1.5;
        let d = '';
        for (let k = 0; k < 6; k++) {
          const a = Math.PI / 6 + (k * Math.PI) / 3;
          d += `${k ? 'L' : 'M'}${n(cx + Math.cos(a) * s * 0.8)} ${n(cy + Math.sin(a) * s * 0.8)}`;
        }
        t += `<path d="${d}Z" fill="${colour}"/>`;
      }
  } else {
    for (let y = 0; y < 540; y += 22) {
      let d = `M-10 ${y}`;
      for (let x = 0; x <= 220; x += 20) d += `Q${x - 10} ${y + (x % 40 ? 10 : -10)} ${x} ${y}`;
      t += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="6"/>`;
    }
  }
  return t;
}

function outsole(doc, rubber, kind) {
  const clip = doc.id('cl');
  doc.def(`<clipPath id="${clip}"><path d="${SOLE}"/></clipPath>`);
  const body = doc.linear(
    [
      [0, hsl(rubber.h, rubber.s, rubber.l + 8)],
      [1, hsl(rubber.h, rubber.s, rubber.l - 8)],
    ],
    [0, 0, 1, 1],
  );
  let s = `<path d="${SOLE}" fill="${hsl(rubber.h, rubber.s, rubber.l - 20)}" transform="translate(6 10)" opacity="0.5"/>`;
  s += `<path d="${SOLE}" fill="${body}"/>`;
  s += `<g clip-path="url(#${clip})"><g transform="scale(0.86) translate(16 40)">${tread(kind, hsl(rubber.h, rubber.s, rubber.l - 14))}</g></g>`;
  s += `<path d="${SOLE}" fill="none" stroke="${hsl(rubber.h, rubber.s, rubber.l + 14)}" stroke-width="10" opacity="0.8"/>`;
  return s;
}

function sole(doc, r, c) {
  const rubber = r.pick([
    { h: 25, s: 10, l: 24 },
    { h: 30, s: 45, l: 52 },
    { h: 210, s: 10, l: 38 },
    { h: 40, s: 25, l: 80 },
  ]);
  const kind = r.pick(['chevron', 'lugs', 'hex', 'waves']);
  let s = groundShadow(doc, 480, 640, 300, 28, 0.2);
  s += `<g transform="translate(235 95) rotate(-9 100 260) scale(1.08)">${outsole(doc, rubber, kind)}</g>`;
  s += `<g transform="translate(720 95) rotate(9 -100 260) scale(-1.08 1.08)">${outsole(doc, rubber, kind)}</g>`;
  return { bg: studioBackdrop(doc, { h: 30 + c.hueShift, s: 22, l: 91 }), subject: s };
}

function soleSide(doc, r, c) {
  const cols = [
    r.pick([
      { h: 25, s: 10, l: 24 },
      { h: 30, s: 45, l: 50 },
    ]),
    { h: 40, s: 30, l: 86 },
    { h: 200 + c.hueShift, s: 50, l: 55 },
  ];
  let s = groundShadow(doc, 480, 560, 380, 30);
  for (let i = 0; i < 3; i++) {
    const y = 470 - i * 110;
    const x = 140 + i * 30;
    const col = cols[i];
    const fill = doc.linear(
      [
        [0, hsl(col.h, col.s, col.l + 8)],
        [1, hsl(col.h, col.s, col.l - 10)],
      ],
      [0, 0, 0, 1],
    );
    s += `<path d="M${x} ${y}H${x + 600}Q${x + 660} ${y} ${x + 660} ${y + 40}L${x + 640} ${y + 80}H${x + 60}Q${x} ${y + 80} ${x} ${y + 40}Z" fill="${fill}"/>`;
    s += `<path d="M${x + 40} ${y + 80}h${560}" stroke="${hsl(col.h, col.s, col.l - 20)}" stroke-width="10" stroke-dasharray="30 12"/>`;
    s += `<path d="M${x + 12} ${y + 14}H${x + 620}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  return { bg: studioBackdrop(doc, { h: 30 + c.hueShift, s: 22, l: 91 }), subject: s };
}

function press(doc, r, c) {
  const paint = r.pick([
    { h: 210, s: 55, l: 42 },
    { h: 28, s: 80, l: 52 },
    { h: 150, s: 35, l: 40 },
    { h: 0, s: 0, l: 30 },
  ]);
  const frame = doc.linear(
    [
      [0, hsl(paint.h, paint.s, paint.l + 10)],
      [1, hsl(paint.h, paint.s, paint.l - 8)],
    ],
    [0, 0, 1, 0],
  );
  const steel = doc.linear(cylinderStops(210, 8, 70), [0, 0, 1, 0]);
  let s = groundShadow(doc, 480, 620, 360, 28);
  s += `<rect x="250" y="560" width="460" height="50" rx="8" fill="${frame}"/>`;
  s += `<rect x="270" y="120" width="50" height="450" fill="${frame}"/><rect x="640" y="120" width="50" height="450" fill="${frame}"/>`;
  s += `<rect x="240" y="90" width="480" height="80" rx="10" fill="${frame}"/>`;
  s += `<rect x="450" y="170" width="60" height="90" fill="${steel}"/>`;
  s += `<rect x="330" y="260" width="300" height="40" rx="4" fill="${hsl(210, 8, 60)}"/>`;
  s += `<rect x="330" y="470" width="300" height="90" rx="4" fill="${hsl(210, 8, 55)}"/>`;
  s += `<rect x="345" y="440" width="270" height="36" rx="4" fill="${hsl(210, 8, 40)}"/>`;
  s += `<g transform="translate(480 458) rotate(90) scale(0.1 0.55) translate(-100 -260)"><path d="${SOLE}" fill="${hsl(25, 20, 30)}"/></g>`;
  // control box
  s += `<rect x="740" y="300" width="110" height="170" rx="10" fill="${hsl(paint.h, 10, 88)}" stroke="${hsl(paint.h, 10, 60)}"/>`;
  s += `<rect x="756" y="318" width="78" height="44" rx="4" fill="hsl(190 55% 50%)"/>`;
  s += `<circle cx="775" cy="400" r="11" fill="hsl(140 55% 45%)"/><circle cx="815" cy="400" r="11" fill="hsl(0 65% 50%)"/>`;
  s += `<rect x="690" y="380" width="50" height="10" fill="${hsl(paint.h, 10, 60)}"/>`;
  return { bg: studioBackdrop(doc, { h: 30 + c.hueShift, s: 18, l: 91 }), subject: s };
}

// ---- decoration

const WALL = [
  { h: 35, s: 30, l: 82 },
  { h: 18, s: 38, l: 68 },
  { h: 150, s: 18, l: 68 },
  { h: 200, s: 22, l: 74 },
  { h: 40, s: 22, l: 88 },
];

function wallPanel(doc, r, c) {
  const base = r.pick(WALL);
  const size = r.range(90, 130);
  const kind = r.pick(['pyramid', 'wave', 'diamond']);
  let s = `<rect width="${W}" height="${H}" fill="${hsl(base.h, base.s, base.l)}"/>`;
  const shades = [base.l + 8, base.l + 2, base.l - 8, base.l - 3];
  const hh = base.h + c.hueShift * 0.4;
  if (kind === 'wave') {
    for (let y = -40, i = 0; y < H + 60; y += size / 2, i++) {
      let d = `M-20 ${n(y)}`;
      for (let x = -20; x < W + 40; x += size) d += `q${n(size / 2)} ${n(-size / 3)} ${n(size)} 0`;
      d += `V${n(y + size)}H-20Z`;
      const g = doc.linear(
        [
          [0, hsl(hh, base.s, base.l + 8)],
          [1, hsl(hh, base.s, base.l - 10)],
        ],
        [0, 0, 0, 1],
      );
      s += `<path d="${d}" fill="${g}"/>`;
      void i;
    }
  } else {
    for (let y = 0, row = 0; y < H + size; y += size, row++)
      for (let x = kind === 'diamond' && row % 2 ? -size / 2 : 0; x < W + size; x += size) {
        const cx = x + size / 2;
        const cy = y + size / 2;
        const tri = [
          [x, y, x + size, y],
          [x + size, y, x + size, y + size],
          [x + size, y + size, x, y + size],
          [x, y + size, x, y],
        ];
        tri.forEach(([x1, y1, x2, y2], k) => {
          s += `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}L${n(cx)} ${n(cy)}Z" fill="${hsl(hh, base.s, shades[k])}"/>`;
        });
      }
  }
  const light = doc.radial(
    [
      [0, '#fff', 0.35],
      [1, '#fff', 0],
    ],
    { cx: 0.25, cy: 0.2, r: 0.7 },
  );
  return {
    bg: '',
    subject: `${s}<rect width="${W}" height="${H}" fill="${light}"/>${vignette(doc, 0.35)}`,
    fullBleed: true,
  };
}

function wallRoll(doc, r, c) {
  const base = r.pick(WALL);
  const accent = hsl(base.h + 180 + c.hueShift, 25, base.l - 25);
  const pat = doc.id('wp');
  const motif = r.pick(['leaf', 'grid', 'dots']);
  let tile = '';
  if (motif === 'leaf')
    tile = `<path d="M30 8C44 22 44 40 30 52C16 40 16 22 30 8Z" fill="${accent}" opacity="0.55"/><path d="M30 12V50" stroke="${accent}" stroke-width="1.5" opacity="0.7"/>`;
  else if (motif === 'grid')
    tile = `<path d="M0 30H60M30 0V60" stroke="${accent}" stroke-width="2" opacity="0.5"/><circle cx="30" cy="30" r="6" fill="${accent}" opacity="0.5"/>`;
  else
    tile = `<circle cx="15" cy="15" r="5" fill="${accent}" opacity="0.5"/><circle cx="45" cy="45" r="5" fill="${accent}" opacity="0.5"/>`;
  doc.def(
    `<pattern id="${pat}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${hsl(base.h, base.s, base.l + 6)}"/>${tile}</pattern>`,
  );
  let s = groundShadow(doc, 480, 610, 420, 30);
  // an unrolled length hanging down the back
  s += `<rect x="120" y="70" width="300" height="520" fill="url(#${pat})"/><rect x="120" y="70" width="300" height="520" fill="#000" opacity="0.04"/>`;
  s += `<rect x="410" y="70" width="10" height="520" fill="#000" opacity="0.08"/>`;
  // standing rolls
  const rolls = 3;
  for (let i = 0; i < rolls; i++) {
    const x = 470 + i * 120;
    const rad = 52;
    const top = 230 + (i % 2) * 50;
    const body = doc.linear(
      [
        [0, hsl(base.h, base.s, base.l - 16)],
        [0.35, hsl(base.h, base.s, base.l + 8)],
        [1, hsl(base.h, base.s, base.l - 22)],
      ],
      [0, 0, 1, 0],
    );
    s += `<rect x="${x - rad}" y="${top}" width="${rad * 2}" height="${600 - top}" fill="${body}"/>`;
    s += `<rect x="${x - rad}" y="${top}" width="${rad * 2}" height="${600 - top}" fill="url(#${pat})" opacity="0.55"/>`;
    s += `<ellipse cx="${x}" cy="${600}" rx="${rad}" ry="14" fill="${hsl(base.h, base.s, base.l - 22)}"/>`;
    s += `<ellipse cx="${x}" cy="${top}" rx="${rad}" ry="14" fill="${hsl(base.h, base.s, base.l + 4)}"/>`;
    for (let k = 0.9; k > 0.4; k -= 0.12)
      s += `<ellipse cx="${x}" cy="${top}" rx="${n(rad * k)}" ry="${n(14 * k)}" fill="none" stroke="${hsl(base.h, base.s, base.l - 12)}" stroke-opacity="0.5"/>`;
    s += `<ellipse cx="${x}" cy="${top}" rx="${n(rad * 0.3)}" ry="${n(14 * 0.3)}" fill="hsl(30 30% 40%)"/>`;
  }
  return { bg: studioBackdrop(doc, { h: base.h + c.hueShift, s: 15, l: 92 }), subject: s };
}

function stucco(doc, r, c) {
  const base = r.pick(WALL);
  const hh = base.h + c.hueShift * 0.5;
  let s = `<rect width="${W}" height="${H}" fill="${hsl(hh, base.s, base.l)}"/>`;
  const soft = doc.blur(22);
  s += `<g filter="${soft}">`;
  for (let i = 0; i < 26; i++) {
    const x = r.range(-80, W + 80);
    const y = r.range(-80, H + 80);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r.range(60, 200))}" ry="${n(r.range(30, 90))}" transform="rotate(${n(r.range(-40, 40))} ${n(x)} ${n(y)})" fill="${hsl(hh + r.range(-8, 8), base.s + r.range(0, 18), base.l + r.range(-18, 12))}" opacity="0.75"/>`;
  }
  s += '</g>';
  // trowel strokes
  for (let i = 0; i < 9; i++) {
    const x = r.range(0, W);
    const y = r.range(0, H);
    s += `<path d="M${n(x)} ${n(y)}q${n(r.range(60, 140))} ${n(r.range(-30, 30))} ${n(r.range(160, 260))} ${n(r.range(-10, 10))}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="${n(r.range(2, 5))}" stroke-linecap="round"/>`;
  }
  return { bg: '', subject: s + vignette(doc, 0.3), fullBleed: true };
}

function weave(doc, r, c) {
  const base = r.pick(WALL);
  const hh = base.h + c.hueShift * 0.5;
  const tw = r.range(110, 150);
  const th = tw / 3;
  let s = `<rect width="${W}" height="${H}" fill="${hsl(hh, base.s, base.l - 25)}"/><g transform="rotate(45 480 360)">`;
  for (let i = -14; i < 14; i++)
    for (let j = -14; j < 14; j++) {
      const x = 480 + i * th * 2 + j * th;
      const y = 360 + j * th * 2 - i * th + (i + j) * 0;
      const l = base.l + r.range(-7, 7);
      s += `<rect x="${n(x)}" y="${n(y)}" width="${n(tw - 4)}" height="${n(th - 4)}" rx="2" fill="${hsl(hh, base.s, l)}"/>`;
      s += `<rect x="${n(x + th * 1)}" y="${n(y + th - tw + th)}" width="${n(th - 4)}" height="${n(tw - 4)}" rx="2" fill="${hsl(hh, base.s, l - 6)}"/>`;
    }
  s += '</g>';
  return { bg: '', subject: s + vignette(doc, 0.35), fullBleed: true };
}

export const shoeMotifs = { sole, press, soleSide };
export const shoeKeywords = [
  [/machine|press|mould|mold/i, 'press'],
  [/sole|taban|outsole/i, 'sole'],
];
export const decorationMotifs = { wallPanel, wallRoll, stucco, weave };
export const decorationKeywords = [
  [/nonwoven|wallpaper|roll|covering/i, 'wallRoll'],
  [/panel|3d/i, 'wallPanel'],
  [/plaster|stucco|paint/i, 'stucco'],
  [/glass|fib(er|re)|weave|tile/i, 'weave'],
];
