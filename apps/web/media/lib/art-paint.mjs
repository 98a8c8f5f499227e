// Paint, ink and plastic: marbled ink, swatch fans, pellets, open cans.
import { H, W, groundShadow, studioBackdrop, vignette } from './art-common.mjs';
import { hsl, n, smoothPath } from './svg.mjs';

const PALETTES = [
  [195, 330, 50, 220, 15], // process colours
  [10, 35, 200, 170, 260],
  [280, 320, 200, 45, 160],
  [0, 25, 45, 210, 190],
];

function inkSwirl(doc, r, c) {
  const pal = r.pick(PALETTES).map((h) => h + c.hueShift);
  const base = doc.linear(
    [
      [0, hsl(pal[0], 60, 96)],
      [1, hsl(pal[3], 40, 90)],
    ],
    [0, 0, 1, 1],
  );
  // soft edges, as ink on water has (and far fewer bytes than hard ones)
  let s = `<rect width="${W}" height="${H}" fill="${base}"/><g filter="${doc.blur(2.2)}">`;
  const bands = r.int(8, 11);
  const amp = r.range(50, 110);
  const freq = r.range(0.8, 1.6);
  const twist = r.range(0.4, 1.2);
  for (let i = 0; i < bands; i++) {
    const y0 = -80 + (i / bands) * (H + 160);
    const thick = r.range(18, 70);
    const top = [];
    const bot = [];
    const ph = r.range(0, 6.28);
    for (let j = 0; j <= 12; j++) {
      const x = -60 + (j / 12) * (W + 120);
      const y =
        y0 + Math.sin(ph + (j / 12) * freq * Math.PI * 2) * amp + Math.sin(j * twist + i) * 18;
      top.push([x, y]);
      bot.push([x, y + thick + Math.sin(j * 0.9 + i) * thick * 0.35]);
    }
    const hue = pal[i % pal.length];
    const light = i % 3 === 2 ? 97 : r.range(42, 62);
    const sat = i % 3 === 2 ? 30 : r.range(55, 85);
    const rev = bot.slice().reverse();
    const d = `${smoothPath(top)}L${n(rev[0][0])} ${n(rev[0][1])}${smoothPath(rev).replace(/^M[^C]*/, '')}Z`;
    s += `<path d="${d}" fill="${hsl(hue, sat, light)}" opacity="${n(r.range(0.75, 0.95))}"/>`;
  }
  s += '</g>';
  // a couple of dropped ink rings
  for (let i = 0; i < 2; i++) {
    const cx = r.range(150, 810);
    const cy = r.range(140, 580);
    const hue = pal[r.int(0, pal.length - 1)];
    for (let k = 5; k > 0; k--) {
      s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(k * 18)}" ry="${n(k * 14)}" fill="${k % 2 ? hsl(hue, 70, 50) : hsl(hue, 30, 96)}" transform="rotate(${n(r.range(-30, 30))} ${n(cx)} ${n(cy)})"/>`;
    }
  }
  return { bg: '', subject: s + vignette(doc, 0.2), fullBleed: true };
}

function swatches(doc, r, c) {
  const cards = r.int(7, 9);
  const startHue = r.range(0, 360) + c.hueShift;
  const spread = r.range(180, 300);
  const pivot = [480, 600];
  let s = groundShadow(doc, 480, 610, 340, 30);
  for (let i = 0; i < cards; i++) {
    const t = i / (cards - 1);
    const angle = -62 + t * 124;
    const hue = startHue + t * spread;
    let card = `<rect x="430" y="170" width="100" height="430" rx="10" fill="#fbfbfa" stroke="hsl(0 0% 80%)"/>`;
    for (let k = 0; k < 5; k++) {
      card += `<rect x="438" y="${178 + k * 76}" width="84" height="70" rx="4" fill="${hsl(hue, 60 + k * 4, 82 - k * 12)}"/>`;
    }
    s += `<g transform="rotate(${n(angle)} ${pivot[0]} ${pivot[1] - 40})"><rect x="434" y="176" width="100" height="430" rx="10" fill="#000" opacity="0.08"/>${card}</g>`;
  }
  s += `<circle cx="${pivot[0]}" cy="${pivot[1] - 40}" r="13" fill="hsl(210 8% 62%)" stroke="hsl(210 8% 40%)" stroke-width="3"/>`;
  return { bg: studioBackdrop(doc, { h: 35 + c.hueShift, s: 18, l: 93 }), subject: s };
}

function pellets(doc, r, c) {
  const h0 = r.range(0, 360);
  const hues = [h0, h0 + 120, h0 + 240].map((h) => h + c.hueShift);
  let s = groundShadow(doc, 480, 560, 400, 70, 0.3);
  const fills = hues.map((h) =>
    doc.radial(
      [
        [0, hsl(h, 70, 78)],
        [0.6, hsl(h, 70, 55)],
        [1, hsl(h, 70, 35)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    ),
  );
  const piles = [
    [290, 470, 0],
    [600, 500, 1],
    [450, 390, 2],
  ];
  for (const [px, py, k] of piles) {
    for (let i = 0; i < 110; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next());
      const x = px + Math.cos(a) * d * 150;
      const y = py + Math.sin(a) * d * 55 - (1 - d * d) * 90;
      s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r.range(9, 13))}" ry="${n(r.range(6, 9))}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" fill="${fills[k]}"/>`;
    }
  }
  return { bg: studioBackdrop(doc, { h: 220 + c.hueShift, s: 12, l: 92 }), subject: s };
}

function cans(doc, r, c) {
  const pal = r.pick(PALETTES).map((h) => h + c.hueShift);
  let s = '';
  const rim = doc.linear(
    [
      [0, 'hsl(210 8% 86%)'],
      [1, 'hsl(210 8% 52%)'],
    ],
    [0, 0, 1, 1],
  );
  const spots = [
    [270, 260, 150],
    [640, 230, 170],
    [470, 520, 160],
    [820, 560, 120],
    [120, 560, 110],
  ];
  spots.forEach(([x, y, rad], i) => {
    const hue = pal[i % pal.length];
    s += `<circle cx="${x + 8}" cy="${y + 12}" r="${rad + 8}" fill="#000" opacity="0.18"/>`;
    s += `<circle cx="${x}" cy="${y}" r="${rad + 10}" fill="${rim}"/>`;
    s += `<circle cx="${x}" cy="${y}" r="${rad}" fill="${hsl(hue, 70, 50)}"/>`;
    const swirl = [];
    for (let t = 0; t < 9; t += 0.5)
      swirl.push([x + Math.cos(t + i) * t * rad * 0.09, y + Math.sin(t + i) * t * rad * 0.09]);
    s += `<path d="${smoothPath(swirl)}" fill="none" stroke="${hsl(hue, 60, 72)}" stroke-width="${n(rad * 0.08)}" stroke-linecap="round" opacity="0.8"/>`;
  });
  const table = doc.linear(
    [
      [0, hsl(30 + c.hueShift, 25, 80)],
      [1, hsl(30 + c.hueShift, 25, 66)],
    ],
    [0, 0, 1, 1],
  );
  void r;
  return {
    bg: '',
    subject: `<rect width="${W}" height="${H}" fill="${table}"/>${s}${vignette(doc, 0.3)}`,
    fullBleed: true,
  };
}

export const paintMotifs = { inkSwirl, swatches, pellets, cans };
export const paintKeywords = [
  [/ink|murekkep/i, 'inkSwirl'],
  [/plastic|pellet|masterbatch|granul/i, 'pellets'],
  [/paint|boya|coating/i, 'swatches'],
  [/can|pigment/i, 'cans'],
];
