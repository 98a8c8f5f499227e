import type { Page } from '@playwright/test';
import sharp from 'sharp';

// Measurements done in the page (real layout, real computed colours).

export interface RingSample {
  element: string;
  ring: string;
  background: string;
  /** Contrast along most of the ring: the worst of its edges but one. */
  ratio: number;
  /** The lowest single edge (where the ring touches a neighbour, say). */
  lowestEdge: number;
  width: number;
  style: string;
  /** Entirely hidden behind something else (WCAG 2.4.11). */
  obscured: boolean;
}

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb) {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

export function contrast(a: Rgb, b: Rgb) {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/**
 * The focused element's indicator, measured in pixels: its outline (or, when the element draws
 * none, the outline of the nearest ancestor styled by :focus-within) is read from a screenshot,
 * at the middle of each edge, against the pixels just outside the ring and in the gap between ring
 * and element, so images, gradients and fixed overlays behind it count as they look.
 */
export async function focusRing(page: Page): Promise<RingSample | null> {
  const geo = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    let host: HTMLElement | null = el;
    while (host && getComputedStyle(host).outlineStyle === 'none') host = host.parentElement;
    const label = `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}"`;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    const obscured = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !hit || !(el.contains(hit) || hit.contains(el));
    });
    if (!host || host === document.body) return { label, none: true as const, obscured };
    const style = getComputedStyle(host);
    const w = parseFloat(style.outlineWidth);
    const o = parseFloat(style.outlineOffset);
    const b = host.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    // Each edge: a line across the ring at its middle, from outside to inside.
    const edges = [
      { axis: 'x', outer: b.left - o - w, inner: b.left - o, dir: -1, at: b.top + b.height / 2 },
      { axis: 'y', outer: b.top - o - w, inner: b.top - o, dir: -1, at: b.left + b.width / 2 },
      { axis: 'x', outer: b.right + o + w, inner: b.right + o, dir: 1, at: b.top + b.height / 2 },
      { axis: 'y', outer: b.bottom + o + w, inner: b.bottom + o, dir: 1, at: b.left + b.width / 2 },
    ].filter((e) => {
      const far = e.outer + e.dir * 4;
      const limit = e.axis === 'x' ? vw : vh;
      const across = e.axis === 'x' ? vh : vw;
      return far >= 0 && far < limit && e.at > 1 && e.at < across - 1;
    });
    return {
      label,
      none: false as const,
      obscured,
      w,
      o,
      style: style.outlineStyle,
      edges,
      vw,
      vh,
    };
  });
  if (!geo) return null;
  if (geo.none || geo.edges.length === 0) {
    return {
      element: geo.label,
      ring: 'none',
      background: '',
      ratio: 0,
      lowestEdge: 0,
      width: 0,
      style: 'none',
      obscured: geo.obscured,
    };
  }
  const { edges, w, o } = geo;
  const png = await page.screenshot({ scale: 'css', animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number): Rgb => {
    const px = Math.min(Math.max(0, Math.floor(x)), info.width - 1);
    const py = Math.min(Math.max(0, Math.floor(y)), info.height - 1);
    const i = (py * info.width + px) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const measured = edges.map((e) => {
    const at = (pos: number) => (e.axis === 'x' ? pixel(pos, e.at) : pixel(e.at, pos));
    const ring = at((e.outer + e.inner) / 2);
    const around = [at(e.outer + e.dir * 1.5), ...(o >= 2 ? [at(e.inner - e.dir * (o / 2))] : [])];
    const ratios = around.map((c) => contrast(ring, c));
    const worst = ratios.indexOf(Math.min(...ratios));
    return { ring, behind: around[worst]!, ratio: ratios[worst]! };
  });
  const sorted = [...measured].sort((a, b) => b.ratio - a.ratio);
  // One edge may touch a neighbour (the other half of a toggle, a bar's edge): it is set aside.
  const typical = sorted[Math.max(0, sorted.length - 2)]!;
  return {
    element: geo.label,
    ring: `rgb(${typical.ring.join(', ')})`,
    background: `rgb(${typical.behind.join(', ')})`,
    ratio: typical.ratio,
    lowestEdge: sorted.at(-1)!.ratio,
    width: w,
    style: geo.style,
    obscured: geo.obscured,
  };
}

export interface TargetSample {
  element: string;
  width: number;
  height: number;
}

/**
 * Sizes of every visible link, button and form control, except inline links inside a sentence
 * (WCAG 2.5.8's inline exception) and visually hidden ones (the skip link before it has focus).
 */
export function targets(page: Page): Promise<TargetSample[]> {
  return page.evaluate(() => {
    const out: { element: string; width: number; height: number }[] = [];
    const all = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of all) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      // Off the page: before its start, past its end, or above its top; for a fixed element (the
      // skip link moved up out of sight) the viewport's top, however far the page is scrolled.
      let fixed = false;
      for (let e: HTMLElement | null = el; e && !fixed; e = e.parentElement)
        fixed = getComputedStyle(e).position === 'fixed';
      if (
        rect.right <= 0 ||
        rect.bottom <= (fixed ? 0 : -window.scrollY) ||
        rect.left >= document.documentElement.scrollWidth
      )
        continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        // Inline in a sentence: the block around it has text of its own.
        const block = el.parentElement;
        const own = block ? (block.textContent ?? '').replace(el.textContent ?? '', '').trim() : '';
        if (own.length > 0) continue;
      }
      out.push({
        element: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      });
    }
    return out;
  });
}

/**
 * WCAG 2.5.8 over several pages and widths: every target is counted, the smallest is kept for the
 * report, and those under 24x24 are listed (each once, however many times it was measured).
 */
export class TargetTally {
  counted = 0;
  smallest = { element: '', size: Infinity };
  private readonly found = new Set<string>();

  /** Measures the page as it is now; `where` names it in the report (its path and width). */
  async measure(page: Page, where: string) {
    const found = await targets(page);
    this.counted += found.length;
    for (const t of found) {
      const size = Math.min(t.width, t.height);
      if (size < this.smallest.size)
        this.smallest = { element: `${t.element} ${t.width}x${t.height} on ${where}`, size };
      if (t.width < 24 || t.height < 24)
        this.found.add(`${where}: ${t.element} ${t.width}x${t.height}`);
    }
  }

  /** The targets smaller than 24x24 px. */
  get small() {
    return [...this.found];
  }

  get summary() {
    return `${this.counted} targets, smallest side ${this.smallest.size}px (${this.smallest.element})`;
  }
}

/** Horizontal overflow of the page in CSS px (0 when it does not scroll sideways). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });
}

/** The elements that stick out past the right edge, to name the cause when overflow is found. */
export function overflowCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter(
        (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 0.5,
      )
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
}
