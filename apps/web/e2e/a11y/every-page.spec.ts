import { prerenderPaths } from '@defne/content';
import { expect, test } from '@playwright/test';
import { errorScreenOf, watchPageErrors } from '@defne/site/testing';
import { english } from '../helpers';
import { AxeScanner, open, scan, themes, widths, type Violation } from './axe';
import { TargetTally } from './measure';

// Every page, loaded once per theme and checked on that load at both widths:
// - D20: the prerendered page answers 200 (the 404 page 404), hydrates with no page error, no
//   React or console error and no error screen, in both loads (page-errors.spec checks unknown
//   addresses and client navigations);
// - <html lang> (3.1.1) in the prerendered HTML and after hydration, on the light load (with no
//   stored preference, '/' and the 404 page are Turkish); lang.spec checks the rest of 3.1;
// - axe-core's WCAG 2.2 A/AA rules in both themes, at 1280 and 375 px;
// - target size (2.5.8: 24x24 minimum, inline links exempt) in the light theme, at 1280 and 375 px,
//   with motion reduced as for axe: the layout is final at once.
// One load per theme (the head script's choice at load) at the desktop width, then the same page
// narrowed to the phone width: the layout is CSS media queries and container sizes, which follow
// the viewport live. Focus indicators, control boundaries and reflow: visual.spec.

const paths = [...prerenderPaths, '/bu-sayfa-yok'];
const [desktop, phone] = widths;

test.describe('every page: no error, <html lang>, axe (WCAG 2.2 A/AA) and target size (24x24)', () => {
  for (const path of paths) {
    test(`${path}: no error after hydration; <html lang>; axe in both themes and target size in the light theme, at 1280 and 375 px`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      const axe = new AxeScanner(page);
      const violations: Violation[] = [];
      const tally = new TargetTally();
      const lang = english(path) ? 'en' : 'tr';
      const errors = watchPageErrors(page);
      for (const theme of themes) {
        const response = await open(page, path, theme, desktop);
        expect(response?.status(), `${theme}: status`).toBe(path === '/bu-sayfa-yok' ? 404 : 200);
        expect(await errorScreenOf(page), `${theme}: error screen`).toBeNull();
        if (theme === 'light') {
          const html = (await response?.text()) ?? '';
          expect
            .soft(
              html.match(/<html[^>]*\blang="([^"]+)"/)?.[1],
              '<html lang> in the prerendered HTML',
            )
            .toBe(lang);
          await expect
            .soft(page.locator('html'), '<html lang> after hydration')
            .toHaveAttribute('lang', lang);
          await tally.measure(page, `${path} @${desktop}`);
        }
        violations.push(...(await scan(axe, `${theme} ${desktop}`)));
        await page.setViewportSize({ width: phone, height: 900 });
        if (theme === 'light') await tally.measure(page, `${path} @${phone}`);
        violations.push(...(await scan(axe, `${theme} ${phone}`)));
      }
      info.annotations.push({ type: 'measure', description: `${path}: ${tally.summary}` });
      console.log(info.annotations.at(-1)!.description);
      expect.soft(errors, 'page, React and console errors in either load').toEqual([]);
      expect.soft(violations, 'axe: WCAG 2.2 A/AA violations').toEqual([]);
      expect.soft(tally.small, 'target size: targets under 24x24 px').toEqual([]);
    });
  }
});
