// Tiny SVG-building helpers. Numbers are rounded so the SVG text (and so the pixels) is stable.

export const n = (value) => String(Math.round(value * 10) / 10);

export function hsl(h, s, l, a) {
  const hh = ((Math.round(h) % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, Math.round(s)));
  const ll = Math.max(0, Math.min(100, Math.round(l)));
  return a === undefined
    ? `hsl(${hh} ${ss}% ${ll}%)`
    : `hsl(${hh} ${ss}% ${ll}% / ${Math.round(a * 100) / 100})`;
}

/** A linear gradient. stops: [[offset 0..1, colour, opacity?], ...]; direction as x1,y1,x2,y2 in 0..1. */
export function linear(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${stopsOf(stops)}</radialGradient>`;
}

function stopsOf(stops) {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

export function blur(id, sd) {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

export function svgDoc(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A path through points as a smooth Catmull-Rom curve. */
export function smoothPath(points, closed = false) {
  if (points.length < 2) return '';
  const p = closed
    ? [points.at(-1), ...points, points[0], points[1]]
    : [points[0], ...points, points.at(-1)];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

export const escapeXml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );
