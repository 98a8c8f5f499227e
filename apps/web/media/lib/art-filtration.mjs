// Filtration: pleated media, fibre webs, rolls, bags, cartridges, machines.
import { H, W, cylinderStops, groundShadow, studioBackdrop, vignette } from './art-common.mjs';
import { hsl, n, smoothPath } from './svg.mjs';

const MEDIA = [
  { h: 45, s: 25, l: 95 }, // white synthetic
  { h: 48, s: 70, l: 84 }, // yellow glass fibre
  { h: 200, s: 45, l: 88 }, // light blue
  { h: 150, s: 30, l: 85 }, // pale green
  { h: 345, s: 45, l: 88 }, // pink (fine grades)
  { h: 30, s: 30, l: 90 }, // cream paper
];
const FRAMES = [
  { h: 210, s: 8, l: 72 }, // galvanised
  { h: 30, s: 35, l: 58 }, // cardboard
  { h: 215, s: 12, l: 28 }, // black plastic
  { h: 210, s: 45, l: 40 }, // blue powder-coat
];

const bgOf = (c) => ({ h: 205 + c.hueShift, s: 28, l: 92 });

/** A pleated panel filter in a frame with depth, centred on (cx, cy). */
function pleatedPanel(doc, { x, y, w, h, pleats, media, frame, depth = 46 }) {
  const b = 20;
  const ix = x + b;
  const iy = y + b;
  const iw = w - 2 * b;
  const ih = h - 2 * b;
  const sw = iw / (pleats * 2);
  const lightFace = doc.linear(
    [
      [0, hsl(media.h, media.s, media.l + 3)],
      [1, hsl(media.h, media.s, media.l - 4)],
    ],
    [0, 0, 1, 0],
  );
  const darkFace = doc.linear(
    [
      [0, hsl(media.h, media.s + 5, media.l - 20)],
      [1, hsl(media.h, media.s, media.l - 10)],
    ],
    [0, 0, 1, 0],
  );
  const frameFill = doc.linear(
    [
      [0, hsl(frame.h, frame.s, frame.l + 12)],
      [1, hsl(frame.h, frame.s, frame.l - 8)],
    ],
    [0, 0, 1, 1],
  );
  const dy = depth * 0.55;
  let out = '';
  // side and top faces give the frame its depth
  out += `<path d="M${n(x + w)} ${n(y)}L${n(x + w + depth)} ${n(y - dy)}V${n(y + h - dy)}L${n(x + w)} ${n(y + h)}Z" fill="${hsl(frame.h, frame.s, frame.l - 16)}"/>`;
  out += `<path d="M${n(x)} ${n(y)}L${n(x + depth)} ${n(y - dy)}H${n(x + w + depth)}L${n(x + w)} ${n(y)}Z" fill="${hsl(frame.h, frame.s, frame.l + 8)}"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${frameFill}"/>`;
  out += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="${hsl(media.h, media.s, media.l - 25)}"/>`;
  for (let i = 0; i < pleats; i++) {
    const px = ix + i * 2 * sw;
    out += `<rect x="${n(px)}" y="${n(iy)}" width="${n(sw + 0.6)}" height="${n(ih)}" fill="${lightFace}"/>`;
    out += `<rect x="${n(px + sw)}" y="${n(iy)}" width="${n(sw + 0.6)}" height="${n(ih)}" fill="${darkFace}"/>`;
  }
  // pleat tips seen along the top face
  let zig = `M${n(x + depth * 0.3)} ${n(y - dy * 0.3)}`;
  for (let i = 0; i <= pleats * 2; i++) {
    const px = x + b + i * sw + depth * (i % 2 ? 0.75 : 0.3);
    const py = y - dy * (i % 2 ? 0.75 : 0.3);
    zig += `L${n(px)} ${n(py)}`;
  }
  out += `<path d="${zig}" fill="none" stroke="${hsl(media.h, media.s, media.l - 12)}" stroke-width="2.5" stroke-linejoin="round"/>`;
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${hsl(frame.h, frame.s, frame.l + 20)}" stroke-opacity="0.5" stroke-width="2"/>`;
  return out;
}

function pleatPanel(doc, r, c) {
  const w = r.range(500, 580);
  const h = r.range(360, 410);
  const x = 470 - w / 2;
  const y = 355 - h / 2;
  const rot = r.range(-9, -4);
  const subject = `<g transform="rotate(${n(rot)} 480 360)">${pleatedPanel(doc, {
    x,
    y,
    w,
    h,
    pleats: r.int(11, 19),
    media: r.pick(MEDIA),
    frame: r.pick(FRAMES),
  })}</g>`;
  return {
    bg: studioBackdrop(doc, bgOf(c)),
    subject: groundShadow(doc, 500, y + h + 50, w * 0.6, 34) + subject,
  };
}

function grades(doc, r, c) {
  const count = 4;
  const frame = r.pick(FRAMES);
  const start = r.int(0, MEDIA.length - 1);
  let subject = groundShadow(doc, 480, 600, 400, 36);
  for (let i = 0; i < count; i++) {
    const w = 250;
    const h = 330;
    const x = 95 + i * 175;
    const y = 190 - i * 10 + (i % 2) * 14;
    subject += `<g transform="rotate(${n(-6 + i * 1.5)} ${n(x + w / 2)} ${n(y + h / 2)})">${pleatedPanel(
      doc,
      {
        x,
        y,
        w,
        h,
        pleats: 6 + i * 3,
        media: MEDIA[(start + i) % MEDIA.length],
        frame,
        depth: 34,
      },
    )}</g>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c)), subject };
}

/** Random fibres crossing the frame. */
function fibreField(
  doc,
  r,
  { count, back, width, colour, particles, particleColour, shadow = null },
) {
  const base = r.range(0, Math.PI);
  let out = '';
  const fibre = (k, crisp) => {
    const a = base + r.range(-0.9, 0.9);
    const len = r.range(700, 1300);
    const cx = r.range(-50, W + 50);
    const cy = r.range(-50, H + 50);
    const pts = [];
    const segs = 4;
    let wob = r.range(-1, 1);
    for (let i = 0; i <= segs; i++) {
      const t = i / segs - 0.5;
      wob += r.range(-0.8, 0.8);
      pts.push([
        cx + Math.cos(a) * len * t - Math.sin(a) * wob * 70,
        cy + Math.sin(a) * len * t + Math.cos(a) * wob * 70,
      ]);
    }
    const col = colour(r, crisp);
    const sw = crisp ? r.range(width[0], width[1]) : r.range(4, 9);
    const d = smoothPath(pts);
    const under =
      crisp && shadow
        ? `<path d="${d}" fill="none" stroke="${shadow}" stroke-width="${n(sw + 1.6)}" stroke-linecap="round" transform="translate(1.5 2)"/>`
        : '';
    return `${under}<path d="${d}" fill="none" stroke="${col}" stroke-width="${n(sw)}" stroke-linecap="round"/>`;
  };
  const soft = doc.blur(5);
  out += `<g filter="${soft}" opacity="0.5">`;
  for (let i = 0; i < back; i++) out += fibre(i, false);
  out += '</g>';
  for (let i = 0; i < count; i++) out += fibre(i, true);
  for (let i = 0; i < particles; i++) {
    const pr = r.range(3, 9);
    const g = doc.radial(
      [
        [0, hsl(particleColour.h, particleColour.s, particleColour.l + 18)],
        [0.6, hsl(particleColour.h, particleColour.s, particleColour.l)],
        [1, hsl(particleColour.h, particleColour.s, particleColour.l - 15)],
      ],
      { cx: 0.35, cy: 0.35, r: 0.7 },
    );
    out += `<circle cx="${n(r.range(40, W - 40))}" cy="${n(r.range(40, H - 40))}" r="${n(pr)}" fill="${g}"/>`;
  }
  return out;
}

function fibreMacro(doc, r, c) {
  const h = 205 + c.hueShift + r.range(-10, 10);
  const bg = doc.linear(
    [
      [0, hsl(h, 45, 20)],
      [1, hsl(h + 15, 40, 10)],
    ],
    [0, 0, 1, 1],
  );
  const field = fibreField(doc, r, {
    count: 32,
    back: 16,
    width: [1.4, 3.6],
    colour: (rr, crisp) =>
      hsl(
        h - 10 + rr.range(-8, 8),
        rr.range(15, 35),
        crisp ? rr.range(70, 92) : rr.range(55, 70),
        crisp ? rr.range(0.45, 0.9) : 0.6,
      ),
    particles: 26,
    particleColour: { h: 32, s: 55, l: 55 },
  });
  return {
    bg: '',
    subject: `<rect width="${W}" height="${H}" fill="${bg}"/>${field}${vignette(doc, 0.4)}`,
    fullBleed: true,
  };
}

function glassFibre(doc, r, c) {
  const h = 45 + c.hueShift * 0.3;
  const bg = doc.radial(
    [
      [0, hsl(h, 70, 90)],
      [1, hsl(h + 5, 55, 72)],
    ],
    { cx: 0.4, cy: 0.4, r: 0.8 },
  );
  const field = fibreField(doc, r, {
    count: 46,
    back: 24,
    width: [1.4, 3],
    colour: (rr, crisp) =>
      hsl(
        h + rr.range(-6, 6),
        rr.range(30, 60),
        crisp ? rr.range(94, 99) : 82,
        crisp ? rr.range(0.75, 1) : 0.7,
      ),
    shadow: hsl(h, 45, 55, 0.35),
    particles: 0,
    particleColour: { h: 25, s: 40, l: 45 },
  });
  return {
    bg: '',
    subject: `<rect width="${W}" height="${H}" fill="${bg}"/>${field}${vignette(doc, 0.25)}`,
    fullBleed: true,
  };
}

/** A horizontal roll of media lying on its side. */
function roll(doc, x, cy, len, R, media) {
  const body = doc.linear(
    [
      [0, hsl(media.h, media.s, media.l + 4)],
      [0.35, hsl(media.h, media.s, media.l + 6)],
      [0.75, hsl(media.h, media.s, media.l - 10)],
      [1, hsl(media.h, media.s + 5, media.l - 26)],
    ],
    [0, 0, 0, 1],
  );
  const rx = R * 0.32;
  let out = `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(R)}" fill="${hsl(media.h, media.s, media.l - 18)}"/>`;
  out += `<rect x="${n(x)}" y="${n(cy - R)}" width="${n(len)}" height="${n(2 * R)}" fill="${body}"/>`;
  out += `<ellipse cx="${n(x + len)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(R)}" fill="${hsl(media.h, media.s, media.l - 3)}"/>`;
  for (let k = 0.9; k > 0.3; k -= 0.09) {
    out += `<ellipse cx="${n(x + len)}" cy="${n(cy)}" rx="${n(rx * k)}" ry="${n(R * k)}" fill="none" stroke="${hsl(media.h, media.s, media.l - 14)}" stroke-opacity="0.45" stroke-width="1.5"/>`;
  }
  out += `<ellipse cx="${n(x + len)}" cy="${n(cy)}" rx="${n(rx * 0.28)}" ry="${n(R * 0.28)}" fill="hsl(30 40% 55%)"/>`;
  out += `<ellipse cx="${n(x + len)}" cy="${n(cy)}" rx="${n(rx * 0.2)}" ry="${n(R * 0.2)}" fill="hsl(30 30% 25%)"/>`;
  return out;
}

function rolls(doc, r, c) {
  const R = r.range(85, 100);
  const len = r.range(360, 420);
  const m = [r.pick(MEDIA), r.pick(MEDIA), r.pick(MEDIA)];
  const x0 = 470 - len / 2 - R * 0.6;
  let subject = groundShadow(doc, 480, 590, 380, 34);
  subject += roll(doc, x0 - 40, 590 - R, len, R, m[0]);
  subject += roll(doc, x0 + 2 * R * 0.62 + 10, 590 - R + 6, len, R, m[1]);
  subject += roll(doc, x0 + R * 0.55, 590 - 2.75 * R, len, R, m[2]);
  return { bg: studioBackdrop(doc, bgOf(c)), subject };
}

function bags(doc, r, c) {
  const k = r.int(4, 5);
  const colour = r.pick([
    { h: 40, s: 25, l: 90 },
    { h: 45, s: 12, l: 84 },
    { h: 210, s: 8, l: 80 },
    { h: 35, s: 40, l: 80 },
  ]);
  const railY = 150;
  const bw = r.range(118, 134);
  const gap = (760 - k * bw) / (k - 1);
  let subject = groundShadow(doc, 480, 630, 380, 26, 0.2);
  const rail = doc.linear(cylinderStops(210, 8, 62), [0, 0, 0, 1]);
  subject += `<rect x="80" y="${railY - 18}" width="800" height="26" rx="6" fill="${rail}"/>`;
  for (let i = 0; i < k; i++) {
    const x = 100 + i * (bw + gap);
    const len = r.range(330, 430);
    const fill = doc.linear(
      cylinderStops(colour.h, colour.s, colour.l - 4, { spread: 14, highlight: 3 }),
      [0, 0, 1, 0],
    );
    const rad = bw / 2;
    subject += `<path d="M${n(x)} ${railY}V${n(railY + len - rad)}A${n(rad)} ${n(rad)} 0 0 0 ${n(x + bw)} ${n(railY + len - rad)}V${railY}Z" fill="${fill}"/>`;
    subject += `<line x1="${n(x + bw * 0.68)}" y1="${railY + 20}" x2="${n(x + bw * 0.68)}" y2="${n(railY + len - 8)}" stroke="${hsl(colour.h, colour.s, colour.l - 24)}" stroke-width="1.6" stroke-dasharray="5 5" opacity="0.7"/>`;
    for (let sy = railY + 90; sy < railY + len - rad - 20; sy += r.range(80, 110)) {
      subject += `<path d="M${n(x + 3)} ${n(sy)}Q${n(x + bw / 2)} ${n(sy + 8)} ${n(x + bw - 3)} ${n(sy)}" fill="none" stroke="${hsl(colour.h, colour.s, colour.l - 20)}" stroke-width="1.4" stroke-dasharray="4 4" opacity="0.6"/>`;
    }
    const collar = doc.linear(cylinderStops(210, 10, 55), [0, 0, 1, 0]);
    subject += `<rect x="${n(x - 6)}" y="${railY - 4}" width="${n(bw + 12)}" height="26" rx="5" fill="${collar}"/>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c)), subject };
}

function layers(doc, r, c) {
  const k = r.int(5, 7);
  const tex = doc.id('pt');
  let pat = `<pattern id="${tex}" width="70" height="70" patternUnits="userSpaceOnUse">`;
  for (let i = 0; i < 12; i++) {
    const x = r.range(0, 70);
    const y = r.range(0, 70);
    const a = r.range(0, Math.PI);
    pat += `<path d="M${n(x)} ${n(y)}q${n(Math.cos(a) * 14)} ${n(Math.sin(a) * 14 + 6)} ${n(Math.cos(a) * 28)} ${n(Math.sin(a) * 28)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.3"/>`;
  }
  pat += '</pattern>';
  doc.def(pat);
  const hue = 200 + c.hueShift + r.range(-20, 30);
  let subject = groundShadow(doc, 480, 600, 400, 30);
  const amp = r.range(10, 24);
  const freq = r.range(1.5, 3);
  const phase = r.range(0, 6);
  for (let i = 0; i < k; i++) {
    const y0 = 520 - i * 46;
    const xs = 120 + i * 22;
    const xe = 860 - (k - i) * 12;
    const top = [];
    for (let j = 0; j <= 10; j++) {
      const x = xs + ((xe - xs) * j) / 10;
      top.push([x, y0 + Math.sin(phase + (j / 10) * freq * Math.PI) * amp]);
    }
    const thick = r.range(26, 40);
    const bottom = top.map(([x, y]) => [x, y + thick]).reverse();
    const l = 88 - i * 4 + r.range(-3, 3);
    const s = 30 + (i % 2) * 20;
    const hh = hue + (i % 3) * 8;
    const fill = doc.linear(
      [
        [0, hsl(hh, s, l)],
        [1, hsl(hh, s, l - 16)],
      ],
      [0, 0, 0, 1],
    );
    const d = `${smoothPath(top)}L${n(bottom[0][0])} ${n(bottom[0][1])}${smoothPath(bottom).replace(/^M[^C]*/, '')}Z`;
    subject += `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${tex})"/>`;
    subject += `<path d="${smoothPath(top)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c)), subject };
}

function machine(doc, r, c) {
  const body = 210 + c.hueShift + r.range(-8, 8);
  const accent = r.pick([
    { h: 28, s: 85, l: 55 },
    { h: 200, s: 70, l: 48 },
    { h: 150, s: 45, l: 45 },
  ]);
  const bodyFill = doc.linear(
    [
      [0, hsl(body, 20, 86)],
      [1, hsl(body, 18, 70)],
    ],
    [0, 0, 0, 1],
  );
  const metal = doc.linear(cylinderStops(210, 8, 66), [0, 0, 0, 1]);
  const media = r.pick(MEDIA);
  let s = groundShadow(doc, 480, 606, 420, 30);
  // legs and base
  s += `<rect x="230" y="470" width="28" height="130" fill="${hsl(body, 15, 35)}"/><rect x="700" y="470" width="28" height="130" fill="${hsl(body, 15, 35)}"/>`;
  s += `<rect x="200" y="300" width="560" height="190" rx="18" fill="${bodyFill}"/>`;
  s += `<rect x="200" y="300" width="560" height="24" rx="10" fill="${hsl(accent.h, accent.s, accent.l)}"/>`;
  // control panel
  s += `<rect x="600" y="350" width="130" height="100" rx="10" fill="${hsl(body, 25, 24)}"/>`;
  s += `<rect x="614" y="364" width="102" height="34" rx="4" fill="${hsl(190, 60, 55)}" opacity="0.85"/>`;
  for (let i = 0; i < 3; i++)
    s += `<circle cx="${632 + i * 34}" cy="425" r="9" fill="${i === 0 ? hsl(140, 60, 50) : i === 1 ? hsl(accent.h, accent.s, accent.l) : hsl(0, 65, 52)}"/>`;
  // supply roll on the left with flat media going in
  s += `<rect x="60" y="262" width="260" height="16" fill="${hsl(media.h, media.s, media.l - 4)}"/>`;
  s += `<circle cx="110" cy="240" r="62" fill="${hsl(media.h, media.s, media.l - 8)}"/>`;
  for (let k = 55; k > 20; k -= 7)
    s += `<circle cx="110" cy="240" r="${k}" fill="none" stroke="${hsl(media.h, media.s, media.l - 20)}" stroke-opacity="0.45"/>`;
  s += `<circle cx="110" cy="240" r="16" fill="hsl(30 30% 30%)"/>`;
  // rollers
  for (const [x, y, rad] of [
    [330, 268, 30],
    [400, 268, 30],
    [470, 262, 24],
  ]) {
    s += `<circle cx="${x}" cy="${y}" r="${rad}" fill="${metal}"/><circle cx="${x}" cy="${y}" r="${rad * 0.3}" fill="${hsl(210, 10, 40)}"/>`;
  }
  // blades
  s += `<path d="M520 200L545 270L570 200Z" fill="${hsl(210, 10, 55)}"/><path d="M545 330L570 270L595 330Z" fill="${hsl(210, 10, 50)}"/>`;
  // pleated output
  const pleats = r.int(9, 13);
  let zig = 'M575 270';
  for (let i = 0; i < pleats; i++) {
    zig += `L${n(590 + i * 26)} ${i % 2 ? 300 : 240}`;
  }
  s += `<path d="${zig}" fill="none" stroke="${hsl(media.h, media.s, media.l - 12)}" stroke-width="9" stroke-linejoin="round"/>`;
  s += `<path d="${zig}" fill="none" stroke="${hsl(media.h, media.s, media.l + 4)}" stroke-width="4" stroke-linejoin="round"/>`;
  return { bg: studioBackdrop(doc, bgOf(c)), subject: s };
}

function cartridge(doc, r, c) {
  const count = r.int(2, 3);
  const media = r.pick(MEDIA);
  const capCol = r.pick([
    { h: 210, s: 8, l: 68 },
    { h: 215, s: 12, l: 26 },
    { h: 205, s: 55, l: 42 },
  ]);
  let s = groundShadow(doc, 480, 612, 360, 30);
  for (let i = 0; i < count; i++) {
    const R = count === 3 ? 92 : 115;
    const cx = count === 3 ? 250 + i * 230 : 330 + i * 290;
    const top = 150 + (i % 2) * 40;
    const bot = 595 - (i % 2) * 6;
    const pleats = 26;
    let strips = '';
    for (let k = 0; k < pleats; k++) {
      const a0 = -Math.PI / 2 + (k / pleats) * Math.PI;
      const a1 = -Math.PI / 2 + ((k + 1) / pleats) * Math.PI;
      const x0 = cx + R * Math.sin(a0);
      const x1 = cx + R * Math.sin(a1);
      const light = media.l - 6 - Math.abs(Math.sin((a0 + a1) / 2)) * 20 + (k % 2 ? 6 : -4);
      strips += `<rect x="${n(x0)}" y="${top}" width="${n(x1 - x0 + 0.6)}" height="${bot - top}" fill="${hsl(media.h, media.s, light)}"/>`;
    }
    const ry = R * 0.22;
    const cap = doc.linear(cylinderStops(capCol.h, capCol.s, capCol.l), [0, 0, 1, 0]);
    s += strips;
    s += `<path d="M${cx - R - 4} ${bot - 24}H${cx + R + 4}V${bot}A${R + 4} ${n(ry)} 0 0 1 ${cx - R - 4} ${bot}Z" fill="${cap}"/>`;
    s += `<rect x="${cx - R - 4}" y="${top - 2}" width="${2 * R + 8}" height="24" fill="${cap}"/>`;
    s += `<ellipse cx="${cx}" cy="${top - 2}" rx="${R + 4}" ry="${n(ry)}" fill="${hsl(capCol.h, capCol.s, capCol.l + 10)}"/>`;
    s += `<ellipse cx="${cx}" cy="${top - 2}" rx="${n(R * 0.5)}" ry="${n(ry * 0.5)}" fill="${hsl(capCol.h, capCol.s + 5, capCol.l - 25)}"/>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c)), subject: s };
}

function mesh(doc, r, c) {
  const h = 200 + c.hueShift + r.range(-20, 20);
  const bg = doc.radial(
    [
      [0, hsl(h, 35, 30)],
      [1, hsl(h, 40, 9)],
    ],
    { cx: 0.5, cy: 0.45, r: 0.8 },
  );
  const gap = r.range(58, 80);
  const tw = gap * 0.38;
  const thread = { h: r.pick([45, 200, 0]), s: r.range(5, 30) };
  const strokeH = doc.linear(cylinderStops(thread.h, thread.s, 72, { spread: 30 }), [0, 0, 0, 1]);
  const strokeV = doc.linear(cylinderStops(thread.h, thread.s, 68, { spread: 30 }), [0, 0, 1, 0]);
  let s = `<rect width="${W}" height="${H}" fill="${bg}"/><g transform="rotate(${n(r.range(12, 28))} 480 360)">`;
  const lo = -700;
  const hi = 1700;
  const rows = [];
  for (let y = lo; y < hi; y += gap) rows.push(y);
  for (const y of rows)
    s += `<rect x="${lo}" y="${n(y - tw / 2)}" width="${hi - lo}" height="${n(tw)}" fill="${strokeH}" rx="${n(tw / 2)}"/>`;
  let i = 0;
  for (let x = lo; x < hi; x += gap, i++) {
    s += `<rect x="${n(x - tw / 2)}" y="${lo}" width="${n(tw)}" height="${hi - lo}" fill="${strokeV}"/>`;
    let j = 0;
    for (const y of rows) {
      if ((i + j) % 2)
        s += `<rect x="${n(x - tw / 2 - 3)}" y="${n(y - tw / 2)}" width="${n(tw + 6)}" height="${n(tw)}" fill="${strokeH}"/>`;
      j++;
    }
  }
  s += `</g>${vignette(doc, 0.55)}`;
  return { bg: '', subject: s, fullBleed: true };
}

function paper(doc, r, c) {
  const cream = { h: 40 + r.range(-6, 6), s: 30, l: 95 };
  let s = groundShadow(doc, 480, 560, 330, 40, 0.22);
  // two flat discs behind
  for (const [cx, cy, rad, rot] of [
    [330, 380, 190, -10],
    [640, 400, 170, 8],
  ]) {
    s += `<ellipse cx="${cx}" cy="${cy}" rx="${rad}" ry="${n(rad * 0.42)}" transform="rotate(${rot} ${cx} ${cy})" fill="${hsl(cream.h, cream.s, cream.l - 6)}" stroke="${hsl(cream.h, 20, 80)}"/>`;
  }
  // a fluted (folded) filter paper cone seen from above
  const cx = 480;
  const cy = 330;
  const R = r.range(190, 215);
  const folds = r.pick([16, 20, 24]);
  for (let i = 0; i < folds; i++) {
    const a0 = (i / folds) * Math.PI * 2;
    const a1 = ((i + 1) / folds) * Math.PI * 2;
    const light = cream.l - 2 - (i % 2 ? 12 : 0) - Math.max(0, Math.cos((a0 + a1) / 2 - 0.8)) * 10;
    const r0 = i % 2 ? R * 0.9 : R;
    const r1 = i % 2 ? R : R * 0.9;
    s += `<path d="M${cx} ${cy}L${n(cx + r0 * Math.cos(a0))} ${n(cy + r0 * Math.sin(a0) * 0.8)}L${n(cx + r1 * Math.cos(a1))} ${n(cy + r1 * Math.sin(a1) * 0.8)}Z" fill="${hsl(cream.h, cream.s, light)}" stroke="${hsl(cream.h, 20, 80)}" stroke-width="0.8"/>`;
  }
  const centre = doc.radial([
    [0, hsl(cream.h, 30, 60), 0.45],
    [1, hsl(cream.h, 30, 60), 0],
  ]);
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${n(R * 0.35)}" ry="${n(R * 0.28)}" fill="${centre}"/>`;
  return { bg: studioBackdrop(doc, { h: 35 + c.hueShift, s: 20, l: 90 }), subject: s };
}

function adhesive(doc, r, c) {
  const amber = { h: r.pick([38, 45, 30]), s: 75, l: 62 };
  let s = groundShadow(doc, 480, 590, 380, 34);
  const sticks = 5;
  for (let i = 0; i < sticks; i++) {
    const R = 30;
    const len = r.range(420, 520);
    const x = 150 + i * 28;
    const y = 300 + i * 52;
    const fill = doc.linear(
      [
        [0, hsl(amber.h, amber.s, amber.l + 20), 0.95],
        [0.3, hsl(amber.h, amber.s, amber.l + 28), 0.9],
        [0.7, hsl(amber.h, amber.s, amber.l - 4), 0.92],
        [1, hsl(amber.h, amber.s, amber.l - 20), 0.95],
      ],
      [0, 0, 0, 1],
    );
    s += `<g transform="rotate(-12 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="12" ry="${R}" fill="${hsl(amber.h, amber.s, amber.l - 10)}"/><rect x="${x}" y="${y - R}" width="${n(len)}" height="${2 * R}" fill="${fill}"/><ellipse cx="${n(x + len)}" cy="${y}" rx="12" ry="${R}" fill="${hsl(amber.h, amber.s, amber.l + 12)}"/></g>`;
  }
  for (let i = 0; i < 18; i++) {
    const x = r.range(560, 880);
    const y = r.range(470, 600);
    const rad = r.range(7, 16);
    const g = doc.radial(
      [
        [0, hsl(amber.h, amber.s, amber.l + 30)],
        [1, hsl(amber.h, amber.s, amber.l - 15)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    );
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rad)}" ry="${n(rad * 0.8)}" fill="${g}"/>`;
  }
  return { bg: studioBackdrop(doc, bgOf(c)), subject: s };
}

/** A roll of tape lying flat. */
export function tapeRoll(doc, cx, cy, R, depth, colour, core = { h: 30, s: 35, l: 62 }) {
  const ry = R * 0.42;
  const side = doc.linear(
    [
      [0, hsl(colour.h, colour.s, colour.l - 18)],
      [0.4, hsl(colour.h, colour.s, colour.l - 2)],
      [1, hsl(colour.h, colour.s, colour.l - 26)],
    ],
    [0, 0, 1, 0],
  );
  let s = `<path d="M${n(cx - R)} ${n(cy)}V${n(cy + depth)}A${n(R)} ${n(ry)} 0 0 0 ${n(cx + R)} ${n(cy + depth)}V${n(cy)}Z" fill="${side}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R)}" ry="${n(ry)}" fill="${hsl(colour.h, colour.s, colour.l + 6)}"/>`;
  for (let k = 0.92; k > 0.55; k -= 0.07) {
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R * k)}" ry="${n(ry * k)}" fill="none" stroke="${hsl(colour.h, colour.s, colour.l - 10)}" stroke-opacity="0.35"/>`;
  }
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R * 0.5)}" ry="${n(ry * 0.5)}" fill="${hsl(core.h, core.s, core.l)}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + 3)}" rx="${n(R * 0.42)}" ry="${n(ry * 0.42)}" fill="${hsl(core.h, core.s, core.l - 30)}"/>`;
  return s;
}

function tape(doc, r, c) {
  const colour = r.pick([
    { h: 205, s: 70, l: 50 },
    { h: 210, s: 10, l: 82 },
    { h: 42, s: 80, l: 58 },
    { h: 0, s: 0, l: 30 },
  ]);
  let s = groundShadow(doc, 480, 560, 390, 50);
  s += tapeRoll(doc, 320, 420, 170, 60, colour);
  s += tapeRoll(doc, 650, 470, 130, 50, { ...colour, l: colour.l + 4 });
  // an unrolled strip
  s += `<path d="M${n(320 + 160)} 440C600 560 760 600 900 560L900 600C760 640 600 610 470 470Z" fill="${hsl(colour.h, colour.s, colour.l - 6)}" opacity="0.85"/>`;
  return { bg: studioBackdrop(doc, bgOf(c)), subject: s };
}

function carbon(doc, r, c) {
  let s = groundShadow(doc, 480, 580, 390, 44);
  // a honeycomb carbon block behind a heap of granules
  const block = doc.linear(
    [
      [0, 'hsl(210 6% 30%)'],
      [1, 'hsl(210 6% 14%)'],
    ],
    [0, 0, 1, 1],
  );
  s += `<path d="M300 430V200L360 160H700V390L640 430Z" fill="hsl(210 6% 22%)"/><rect x="300" y="200" width="340" height="230" fill="${block}"/>`;
  s += `<path d="M300 200L360 160H700L640 200Z" fill="hsl(210 6% 36%)"/>`;
  let cells = '';
  for (let y = 214; y < 420; y += 26)
    for (let x = 314; x < 630; x += 26) cells += `M${x} ${y}h18v18h-18Z`;
  s += `<path d="${cells}" fill="hsl(210 8% 8%)"/>`;
  const grain = [0, 1, 2].map((k) =>
    doc.radial(
      [
        [0, hsl(210, 5, 48 - k * 6)],
        [0.7, hsl(210, 5, 22 - k * 3)],
        [1, hsl(210, 5, 10)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.8 },
    ),
  );
  for (let i = 0; i < 260; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next());
    const x = 480 + Math.cos(a) * d * 330;
    const y = 520 + Math.sin(a) * d * 60 - (1 - d * d) * 70;
    const rad = r.range(6, 12);
    s += `<path d="M${n(x - rad)} ${n(y)}L${n(x - rad * 0.3)} ${n(y - rad * 0.8)}L${n(x + rad)} ${n(y - rad * 0.3)}L${n(x + rad * 0.6)} ${n(y + rad * 0.7)}L${n(x - rad * 0.5)} ${n(y + rad * 0.6)}Z" fill="${grain[i % 3]}"/>`;
  }
  return { bg: studioBackdrop(doc, { h: 200 + c.hueShift, s: 18, l: 92 }), subject: s };
}

function cableTape(doc, r, c) {
  const tapeCol = r.pick([
    { h: 210, s: 15, l: 92 },
    { h: 205, s: 60, l: 62 },
    { h: 48, s: 70, l: 70 },
  ]);
  const jacket = doc.linear(
    cylinderStops(215, 12, 26, { spread: 14, highlight: 14 }),
    [0, 0, 0, 1],
  );
  const tapeFill = doc.linear(
    cylinderStops(tapeCol.h, tapeCol.s, tapeCol.l - 4, { spread: 20, highlight: 6 }),
    [0, 0, 0, 1],
  );
  let s = groundShadow(doc, 480, 560, 400, 34);
  const y = 360;
  const R = 110;
  // outer jacket on the left, then the spiral-wrapped tape layer, then the cable end
  s += `<rect x="60" y="${y - R}" width="330" height="${2 * R}" fill="${jacket}"/>`;
  s += `<rect x="390" y="${y - R + 12}" width="300" height="${2 * R - 24}" fill="${tapeFill}"/>`;
  for (let x = 380; x < 690; x += 46) {
    s += `<path d="M${x} ${y - R + 12}L${x + 34} ${y + R - 12}" stroke="${hsl(tapeCol.h, tapeCol.s, tapeCol.l - 22)}" stroke-width="3" opacity="0.55"/>`;
  }
  s += `<ellipse cx="390" cy="${y}" rx="34" ry="${R}" fill="hsl(215 12% 20%)"/>`;
  s += `<ellipse cx="690" cy="${y}" rx="30" ry="${R - 12}" fill="${hsl(tapeCol.h, tapeCol.s, tapeCol.l + 4)}"/>`;
  // conductors
  for (const [dx, dy] of [
    [0, -48],
    [-16, 0],
    [0, 48],
    [14, -22],
    [14, 24],
  ]) {
    s += `<ellipse cx="${690 + dx * 0.4}" cy="${y + dy}" rx="9" ry="20" fill="hsl(25 65% 52%)" stroke="hsl(25 40% 35%)" stroke-width="2"/>`;
  }
  // loose tape ribbon peeling away
  s += `<path d="M690 ${y - R + 12}C760 180 840 200 880 260L860 280C820 230 760 220 700 ${y - R + 40}Z" fill="${hsl(tapeCol.h, tapeCol.s, tapeCol.l - 6)}"/>`;
  return { bg: studioBackdrop(doc, bgOf(c)), subject: s };
}

export const filtrationMotifs = {
  pleatPanel,
  glassFibre,
  fibreMacro,
  rolls,
  bags,
  layers,
  machine,
  grades,
  cartridge,
  mesh,
  paper,
  adhesive,
  tape,
  carbon,
  cableTape,
};

/** Keywords in a product key that pick a fitting motif. */
export const filtrationKeywords = [
  [/micro|glass/i, 'glassFibre'],
  [/separat/i, 'layers'],
  [/spunbond|polyester|nonwoven|synthetic/i, 'fibreMacro'],
  [/paper/i, 'paper'],
  [/roll/i, 'rolls'],
  [/bag|felt/i, 'bags'],
  [/carbon|charcoal/i, 'carbon'],
  [/water|blocking|cable/i, 'cableTape'],
  [/machine|pleating/i, 'machine'],
  [/adhesive|glue|hotmelt|hot-melt/i, 'adhesive'],
  [/tape/i, 'tape'],
  [/cartridge|cylind/i, 'cartridge'],
  [/mesh|wire|net/i, 'mesh'],
  [/g2|g3|g4|grade|coarse/i, 'grades'],
  [/f6|f7|f8|panel|fine|pocket|hepa/i, 'pleatPanel'],
];
