/*
 * Axe (WCAG 2.2 A and AA) on the sister's German pages, in both themes: the pages of a third
 * language, worded by the site itself where the kit has no German of its own, are where a missing
 * label, name or `lang` would show first.
 */
import axe from 'axe-core';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '@defne/site/testing';
import { routes } from '../content';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const german = routes.pathEntries.filter((entry) => entry.lang === 'de').map((e) => e.path);

test('the German pages are the 6 pages (its home among them), 3 product groups, the second page of one (D25) and 10 products', () => {
  expect(german).toHaveLength(20);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of german) {
    test(`${path} has no axe violation, ${colorScheme} theme`, async ({ page }) => {
      // The theme follows the system's preference when the visitor has chosen none.
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      // Evaluated rather than added as a script tag, which the page's CSP would refuse.
      await page.evaluate(axe.source);
      const violations = await page.evaluate(async (values) => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values },
          // Only violations are reported: axe skips gathering every node that passes.
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        }));
      }, tags);
      expect(violations).toEqual([]);
    });
  }
}
