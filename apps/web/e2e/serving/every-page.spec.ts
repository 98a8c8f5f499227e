import { prerenderPaths } from '@defne/content';
import { expect, test } from '@playwright/test';
import { errorScreenOf, watchPageErrors } from '@defne/site/testing';
import { AxeScanner, open, scan, themes, widths, type Violation } from '../a11y/axe';
import { TargetTally } from '../a11y/measure';
import { english } from '../helpers';
import { hashesInDocument, watchPage } from './browser';
import { builtPages, notFoundHtml } from './site';

// Every page, in Chromium, under nginx (the production server) and its per-page policy: one load
// per theme, each checked at both widths. playwright.serving.config.ts runs this file in the nginx
// project only; `defne-site start` sends each page the same policy, which headers.spec.ts compares
// hash for hash on both servers, and the static hosts' copy is checked by static-host.spec.ts.
// - D20: the prerendered page answers 200 (the 404 page 404, with the build's 404.html as its
//   body), hydrates with no page error, no React or console error and no error screen, in both
//   loads (page-errors.spec checks unknown addresses and client navigations);
// - D10: no CSP violation in either load; the browser's own hashes of the inline scripts it parsed
//   are all in the policy it was sent; every icon shown draws its symbol from the sprite file;
// - <html lang> (3.1.1) in the prerendered HTML and after hydration, on the light load (with no
//   stored preference, '/' and the 404 page are Turkish); lang.spec checks the rest of 3.1;
// - axe-core's WCAG 2.2 A/AA rules in both themes, at 1280 and 375 px;
// - target size (2.5.8: 24x24 minimum, inline links exempt) in the light theme, at 1280 and 375 px,
//   with motion reduced as for axe: the layout is final at once.
// One load per theme (the head script's choice at load) at the desktop width, then the same page
// narrowed to the phone width: the layout is CSS media queries and container sizes, which follow
// the viewport live. Focus indicators, control boundaries and reflow: visual.spec.

const NOT_FOUND = '/bu-sayfa-yok';
const paths = [...prerenderPaths, NOT_FOUND];
const [desktop, phone] = widths;

test('the pages checked are every page the build wrote', () => {
  expect(
    builtPages()
      .map((page) => page.path)
      .sort(),
  ).toEqual([...prerenderPaths].sort());
});

test.describe('every page: no error or CSP violation, <html lang>, axe (WCAG 2.2 A/AA) and target size (24x24)', () => {
  for (const path of paths) {
    test(`${path}: no error or CSP violation after hydration; <html lang>; axe in both themes and target size in the light theme, at 1280 and 375 px`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      const axe = new AxeScanner(page);
      const violations: Violation[] = [];
      const tally = new TargetTally();
      const lang = english(path) ? 'en' : 'tr';
      const errors = watchPageErrors(page);
      const watch = await watchPage(page);
      for (const theme of themes) {
        const response = await open(page, path, theme, desktop);
        expect(response?.status(), `${theme}: status`).toBe(path === NOT_FOUND ? 404 : 200);
        expect(await errorScreenOf(page), `${theme}: error screen`).toBeNull();
        if (theme === 'light') {
          const html = (await response?.text()) ?? '';
          if (path === NOT_FOUND) {
            // The 404 page may move on (to the home page after its animation): what was served.
            expect(html, 'the 404 page is the build’s 404.html').toBe(notFoundHtml());
          }
          expect
            .soft(
              html.match(/<html[^>]*\blang="([^"]+)"/)?.[1],
              '<html lang> in the prerendered HTML',
            )
            .toBe(lang);
          await expect
            .soft(page.locator('html'), '<html lang> after hydration')
            .toHaveAttribute('lang', lang);
          await page.waitForLoadState('networkidle');
          const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
          expect(csp, `${path}: policy`).toContain('script-src');
          for (const hash of await hashesInDocument(page)) expect(csp, path).toContain(hash);
          if (path !== NOT_FOUND) {
            // Every icon shown draws its symbol from the sprite file, which the policy lets load.
            const icons = await page.evaluate(() =>
              [...document.querySelectorAll<SVGUseElement>('svg > use')]
                .filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0)
                .map((use) => ({ href: use.getAttribute('href'), drawn: use.getBBox().width > 0 })),
            );
            expect(icons.length, `${path}: icons shown`).toBeGreaterThan(0);
            expect(
              icons.filter((icon) => !icon.drawn),
              `${path}: icons not drawn`,
            ).toEqual([]);
          }
          await tally.measure(page, `${path} @${desktop}`);
        }
        violations.push(...(await scan(axe, `${theme} ${desktop}`)));
        await page.setViewportSize({ width: phone, height: 900 });
        if (theme === 'light') await tally.measure(page, `${path} @${phone}`);
        violations.push(...(await scan(axe, `${theme} ${phone}`)));
        // Read from this load's document, before the next load replaces it.
        expect.soft(await watch.violations(), `${theme}: CSP violations`).toEqual([]);
      }
      info.annotations.push({ type: 'measure', description: `${path}: ${tally.summary}` });
      console.log(info.annotations.at(-1)!.description);
      expect.soft(errors, 'page, React and console errors in either load').toEqual([]);
      expect.soft(watch.consoleErrors, 'console errors and policy warnings').toEqual([]);
      expect.soft(violations, 'axe: WCAG 2.2 A/AA violations').toEqual([]);
      expect.soft(tally.small, 'target size: targets under 24x24 px').toEqual([]);
    });
  }
});
