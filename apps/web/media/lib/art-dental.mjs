// Dental supplies: clean clinical shapes on mint and white.
import { cylinderStops, groundShadow, studioBackdrop } from './art-common.mjs';
import { hsl, n } from './svg.mjs';

const bgOf = (c, r) => ({ h: 175 + c.hueShift + r.range(-8, 8), s: 30, l: 93 });

/** A molar in a 200 x 240 box. */
const MOLAR =
  'M20 60C10 20 50 0 78 12C90 17 110 17 122 12C150 0 190 20 180 60C174 90 168 110 162 150C156 190 150 236 132 238C114 240 112 200 104 176C101 168 99 168 96 176C88 200 86 240 68 238C50 236 44 190 38 150C32 110 26 90 20 60Z';

function tooth(doc, r, c) {
  const scale = r.range(1.45, 1.65);
  const x = 480 - 100 * scale;
  const y = 350 - 130 * scale;
  const enamel = doc.linear(
    [
      [0, 'hsl(190 40% 99%)'],
      [0.55, 'hsl(195 30% 92%)'],
      [1, 'hsl(200 30% 80%)'],
    ],
    [0.2, 0, 0.8, 1],
  );
  let s = '';
  // soft rings behind the tooth
  const ring = hsl(175 + c.hueShift, 45, 70);
  for (let k = 1; k <= 3; k++)
    s += `<circle cx="480" cy="340" r="${150 + k * 55}" fill="none" stroke="${ring}" stroke-opacity="${n(0.5 - k * 0.12)}" stroke-width="${n(10 - k * 2)}"/>`;
  s += groundShadow(doc, 480, 350 + 125 * scale, 120 * scale, 20);
  s += `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale * 100) / 100})"><path d="${MOLAR}" fill="${enamel}" stroke="hsl(200 25% 78%)" stroke-width="1.5"/>`;
  s += `<path d="M45 40C55 25 75 26 80 34" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.9"/></g>`;
  // sparkle
  const sx = 480 + 95 * scale;
  const sy = 350 - 110 * scale;
  s += `<path d="M${n(sx)} ${n(sy - 26)}Q${n(sx + 4)} ${n(sy - 4)} ${n(sx + 26)} ${n(sy)}Q${n(sx + 4)} ${n(sy + 4)} ${n(sx)} ${n(sy + 26)}Q${n(sx - 4)} ${n(sy + 4)} ${n(sx - 26)} ${n(sy)}Q${n(sx - 4)} ${n(sy - 4)} ${n(sx)} ${n(sy - 26)}Z" fill="hsl(${175 + c.hueShift} 60% 55%)"/>`;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function alginate(doc, r, c) {
  const paste = r.pick([
    { h: 160, s: 45, l: 72 },
    { h: 330, s: 45, l: 80 },
    { h: 200, s: 50, l: 78 },
    { h: 270, s: 35, l: 80 },
  ]);
  const bowlCol = r.pick([
    { h: 175, s: 50, l: 50 },
    { h: 205, s: 60, l: 55 },
    { h: 40, s: 10, l: 92 },
  ]);
  const bowl = doc.linear(
    cylinderStops(bowlCol.h, bowlCol.s, bowlCol.l, { spread: 20, highlight: 10 }),
    [0, 0, 1, 0],
  );
  let s = groundShadow(doc, 470, 540, 300, 40);
  s += `<path d="M200 330A270 200 0 0 0 740 330Z" fill="${bowl}"/>`;
  s += `<ellipse cx="470" cy="330" rx="270" ry="70" fill="${hsl(bowlCol.h, bowlCol.s, bowlCol.l + 12)}"/>`;
  s += `<ellipse cx="470" cy="336" rx="244" ry="56" fill="${hsl(paste.h, paste.s, paste.l)}"/>`;
  let d = '';
  for (let t = 0; t < 14; t += 0.35) {
    const x = 470 + Math.cos(t) * t * 15;
    const y = 336 + Math.sin(t) * t * 3.4;
    d += `${d ? 'L' : 'M'}${n(x)} ${n(y)}`;
  }
  s += `<path d="${d}" fill="none" stroke="${hsl(paste.h, paste.s, paste.l + 12)}" stroke-width="6" stroke-linecap="round"/>`;
  // spatula
  s += `<g transform="rotate(${n(r.range(-38, -28))} 600 300)"><rect x="560" y="120" width="26" height="230" rx="10" fill="hsl(210 10% 80%)"/><rect x="556" y="60" width="34" height="90" rx="14" fill="${hsl(bowlCol.h, bowlCol.s, bowlCol.l - 10)}"/><path d="M560 340h26l10 70q-23 20 -46 0Z" fill="hsl(210 10% 72%)"/></g>`;
  // an impression tray beside the bowl
  s += `<path d="M700 520C700 440 860 440 860 520L836 520C836 470 724 470 724 520Z" fill="hsl(210 12% 78%)" stroke="hsl(210 10% 60%)" stroke-width="2"/>`;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function wax(doc, r, c) {
  const wx = r.pick([
    { h: 355, s: 60, l: 62 },
    { h: 10, s: 55, l: 70 },
    { h: 200, s: 45, l: 62 },
    { h: 45, s: 40, l: 82 },
  ]);
  let s = groundShadow(doc, 470, 560, 380, 40);
  // a stack of wax sheets in gentle perspective
  for (let i = 0; i < 6; i++) {
    const y = 470 - i * 18;
    const x = 170 + (i % 2) * 10;
    s += `<path d="M${x} ${y}l90 -90h340l-90 90Z" fill="${hsl(wx.h, wx.s, wx.l + 4)}" stroke="${hsl(wx.h, wx.s, wx.l - 12)}" stroke-width="1.2"/>`;
    s += `<path d="M${x} ${y}h340v12h-340Z" fill="${hsl(wx.h, wx.s, wx.l - 14)}"/><path d="M${x + 340} ${y}l90 -90v12l-90 90Z" fill="${hsl(wx.h, wx.s, wx.l - 20)}"/>`;
  }
  // sticks of wax
  const sticks = [
    { h: 140, s: 40, l: 60 },
    { h: 200, s: 55, l: 58 },
    { h: 45, s: 50, l: 78 },
  ];
  sticks.forEach((col, i) => {
    const fill = doc.linear(cylinderStops(col.h, col.s, col.l, { spread: 18 }), [0, 0, 0, 1]);
    const y = 480 + i * 34;
    s += `<g transform="rotate(-8 640 ${y})"><rect x="560" y="${y}" width="300" height="28" rx="14" fill="${fill}"/></g>`;
  });
  void c;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function unit(doc, r, c) {
  const uph = r.pick([
    { h: 180, s: 55, l: 42 },
    { h: 205, s: 60, l: 45 },
    { h: 260, s: 30, l: 50 },
    { h: 15, s: 55, l: 55 },
  ]);
  const seat = doc.linear(
    [
      [0, hsl(uph.h, uph.s, uph.l + 10)],
      [1, hsl(uph.h, uph.s, uph.l - 8)],
    ],
    [0, 0, 0, 1],
  );
  const white = doc.linear(
    [
      [0, 'hsl(200 20% 99%)'],
      [1, 'hsl(200 15% 84%)'],
    ],
    [0, 0, 0, 1],
  );
  let s = groundShadow(doc, 460, 610, 330, 30);
  // base and column
  s += `<ellipse cx="430" cy="600" rx="160" ry="22" fill="${white}" stroke="hsl(200 10% 75%)"/><rect x="400" y="470" width="60" height="130" fill="${white}"/>`;
  // seat, back and legrest
  s += `<path d="M250 470H620Q650 470 660 440L720 330" fill="none" stroke="${seat}" stroke-width="58" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M250 470L170 540" stroke="${seat}" stroke-width="52" stroke-linecap="round"/>`;
  s += `<rect x="704" y="250" width="76" height="54" rx="24" fill="${seat}" transform="rotate(-30 742 277)"/>`;
  // lamp arm and lamp
  s += `<path d="M560 470V150H420" fill="none" stroke="hsl(200 10% 72%)" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<ellipse cx="390" cy="160" rx="70" ry="34" fill="${white}" stroke="hsl(200 10% 70%)" stroke-width="2"/><ellipse cx="390" cy="170" rx="48" ry="16" fill="hsl(50 90% 80%)"/>`;
  // instrument tray
  s += `<path d="M250 470V330H330" fill="none" stroke="hsl(200 10% 72%)" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><rect x="300" y="306" width="160" height="24" rx="8" fill="${white}" stroke="hsl(200 10% 70%)"/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${318 + i * 34}" y="290" width="8" height="20" rx="3" fill="hsl(200 10% 60%)"/>`;
  return { bg: studioBackdrop(doc, bgOf(c, r)), subject: s };
}

function instruments(doc, r, c) {
  const steel = doc.linear(cylinderStops(205, 10, 72, { spread: 26 }), [0, 0, 1, 0]);
  const cloth = hsl(175 + c.hueShift + r.range(-10, 10), 45, 62);
  let s = `<rect x="150" y="140" width="660" height="440" rx="24" fill="${cloth}" transform="rotate(-4 480 360)"/>`;
  const tools = r.int(4, 6);
  for (let i = 0; i < tools; i++) {
    const x = 250 + i * (460 / (tools - 1));
    s += `<g transform="rotate(${n(-4 + r.range(-3, 3))} ${n(x)} 360)"><rect x="${n(x - 9)}" y="200" width="18" height="300" rx="9" fill="${steel}"/>`;
    const kind = i % 3;
    if (kind === 0)
      s += `<circle cx="${n(x)}" cy="182" r="28" fill="hsl(200 30% 88%)" stroke="hsl(205 10% 55%)" stroke-width="6"/>`;
    else if (kind === 1)
      s += `<path d="M${n(x)} 200q0 -40 22 -50" fill="none" stroke="hsl(205 10% 55%)" stroke-width="5" stroke-linecap="round"/>`;
    else s += `<path d="M${n(x - 8)} 200l8 -44l8 44Z" fill="hsl(205 10% 60%)"/>`;
    s += `</g>`;
  }
  return {
    bg: studioBackdrop(doc, bgOf(c, r)),
    subject: groundShadow(doc, 480, 590, 360, 24, 0.2) + s,
  };
}

export const dentalMotifs = { tooth, alginate, wax, unit, instruments };
export const dentalKeywords = [
  [/alginate|impression/i, 'alginate'],
  [/wax|mum/i, 'wax'],
  [/unit|chair|unite/i, 'unit'],
  [/instrument|tool|mirror/i, 'instruments'],
];
