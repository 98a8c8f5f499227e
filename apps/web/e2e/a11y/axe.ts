import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { hydrated } from '../helpers';

/** WCAG 2.2 A and AA, as axe-core tags its rules. */
export const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
/** The desktop width every page is loaded at, and the phone width it is then narrowed to. */
export const widths = [1280, 375] as const;

/** What a violation is reported as: where it was found, the rule, and each node with its cause. */
export type Violation = { id: string; impact?: string | null; nodes: string[] };

type WithAxe = { axe: typeof axe };

/**
 * axe-core run as @axe-core/playwright's AxeBuilder runs it in its legacy mode (the same source,
 * configuration, context and options, and `axe.run` in the page), injected once per document
 * rather than once per scan: again only after a navigation or reload has dropped it. Scanning a
 * page again, after narrowing it, costs the scan alone.
 *
 * AxeBuilder's default mode (`axe.runPartial` in each frame, `axe.finishRun` in a blank page it
 * opens and injects for every scan) exists to reach inside frames; no page of the site has any,
 * and a page with one is refused rather than scanned in part.
 */
export class AxeScanner {
  private readonly options: axe.RunOptions = {
    runOnly: { type: 'tag', values: tags },
    // Only violations are reported: axe skips gathering every node that passes (about a tenth
    // of each scan's time on a product page).
    resultTypes: ['violations'],
  };

  constructor(private readonly page: Page) {}

  async analyze(): Promise<axe.AxeResults> {
    const { page, options } = this;
    if (page.frames().length > 1)
      throw new Error(`${page.url()} has frames: AxeScanner does not scan inside them`);
    const present = await page.evaluate(
      () => typeof (window as unknown as Partial<WithAxe>).axe?.run === 'function',
    );
    if (!present) {
      await page.evaluate(axe.source);
      await page.evaluate(
        `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
      );
    }
    // AxeBuilder's context when nothing is included or excluded: the whole document.
    const context = { include: [], exclude: [] };
    return page.evaluate(
      ({ context, options }) => (window as unknown as WithAxe).axe.run(context, options),
      { context, options },
    );
  }
}

/** Scans the page as it is now; its violations, each labelled with `label` (theme, width…). */
export async function scan(scanner: AxeScanner, label: string): Promise<Violation[]> {
  const results = await scanner.analyze();
  return results.violations.map((v) => ({
    id: `${label}: ${v.id}`,
    impact: v.impact,
    nodes: v.nodes.map(
      (n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`,
    ),
  }));
}

/**
 * Themes by the system preference with nothing stored (the inline head script follows it). Motion
 * is reduced, so entrance effects and transitions take no time and colours are final at once
 * (the same final colours as with motion: reduced-motion.spec checks that mode's own behaviour).
 * An enquiry form's slot is never checked empty: when React drops the form's server HTML during
 * hydration, the form's code renders it again a moment later (see the kit's lib/when-needed.ts).
 * Returns the page's response: the prerendered HTML as the browser received it.
 */
export async function open(page: Page, path: string, theme: Theme, width: number) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
  await expect(page.locator('[data-enquiry]:empty')).toHaveCount(0);
  return response;
}
