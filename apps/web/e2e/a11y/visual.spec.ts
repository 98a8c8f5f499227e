import { prerenderPaths } from '@defne/content';
import { expect, test, type Page } from '@playwright/test';
import { english, gotoHydrated, groupsOf, productCards } from '../helpers';
import { focusRing, overflow, overflowCulprits, type RingSample } from './measure';

// WCAG 2.2 AA in the real browser: 1.4.11 (focus indicators and control boundaries 3:1),
// 1.4.10 (reflow at 320 px and at 200 % zoom). 2.5.8 (targets at least 24x24) is measured on
// every page's axe loads: every-page.spec.

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];
const paths = [...prerenderPaths, '/bu-sayfa-yok'];
// Every page of both languages, in groups of about eleven (one test each, shared by the workers).
const pageGroups = [
  ...groupsOf(
    paths.filter((p) => !english(p)),
    11,
    (p) => p,
  ),
  ...groupsOf(paths.filter(english), 11, (p) => p),
].map((group) => [group.name, group.items] as const);

async function themed(page: Page, theme: Theme, path: string, width = 1280) {
  await page.emulateMedia({ colorScheme: theme });
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
}

/** Tabs through the page (up to `max` stops) and measures each focus indicator. */
async function ringsAlongTab(page: Page, max: number) {
  const samples: RingSample[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const sample = await focusRing(page);
    if (!sample) break;
    const key = `${sample.element}|${sample.ring}|${sample.background}`;
    if (!seen.has(key)) {
      seen.add(key);
      samples.push(sample);
    }
  }
  return samples;
}

/** Where focus indicators are measured: four pages, the product modal and the mobile menu. */
const ringScenes: { name: string; rings: (page: Page, theme: Theme) => Promise<RingSample[]> }[] = [
  ...['/', '/sectors/filtration-systems', '/contact', '/bu-sayfa-yok'].map((path) => ({
    name: path,
    rings: async (page: Page, theme: Theme) => {
      await themed(page, theme, path);
      return ringsAlongTab(page, 90);
    },
  })),
  {
    name: 'the product modal',
    rings: async (page, theme) => {
      await themed(page, theme, '/sectors/dental-supplies');
      await productCards(page).first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      return ringsAlongTab(page, 5);
    },
  },
  {
    name: 'the mobile menu',
    rings: async (page, theme) => {
      await themed(page, theme, '/about', 375);
      await page.getByRole('button', { name: 'Open menu' }).focus();
      await page.keyboard.press('Enter');
      return ringsAlongTab(page, 10);
    },
  },
];

test.describe('focus indicators (3:1 against what is behind them)', () => {
  for (const theme of themes) {
    for (const scene of ringScenes) {
      test(`${theme} theme: ${scene.name}`, async ({ page }, info) => {
        // No transitions: each ring is measured in its final state.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const samples = await scene.rings(page, theme);
        // The browser's own two-tone ring (outline-style auto) is drawn 1 px wide by Chromium.
        const weak = samples.filter(
          (s) => s.ratio < 3 || (s.width < 2 && s.style !== 'auto') || s.obscured,
        );
        expect(samples.length, 'focus indicators measured').toBeGreaterThan(0);
        const min = samples.reduce((a, b) => (b.ratio < a.ratio ? b : a));
        const edge = samples.reduce((a, b) => (b.lowestEdge < a.lowestEdge ? b : a));
        info.annotations.push({
          type: 'measure',
          description: `${theme}, ${scene.name}: ${samples.length} distinct focus indicators, lowest ${min.ratio.toFixed(2)}:1 (${min.element}, ${min.ring} on ${min.background}); lowest single edge ${edge.lowestEdge.toFixed(2)}:1 (${edge.element})`,
        });
        console.log(info.annotations.at(-1)!.description);
        expect(weak).toEqual([]);
      });
    }
  }
});

test.describe('control boundaries (3:1)', () => {
  for (const theme of themes) {
    test(`${theme} theme: form fields, search box and menu button`, async ({ page }, info) => {
      const measure = () =>
        page.evaluate(() => {
          const parse = (c: string) => c.match(/\d+(\.\d+)?/g)!.map(Number);
          const lum = (c: number[]) => {
            const f = (v: number) => {
              const s = v / 255;
              return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            };
            return 0.2126 * f(c[0]!) + 0.7152 * f(c[1]!) + 0.0722 * f(c[2]!);
          };
          const behind = (el: Element | null) => {
            while (el) {
              const c = parse(getComputedStyle(el).backgroundColor);
              if (c.length < 4 || c[3]! >= 0.99) return c;
              el = el.parentElement;
            }
            return [255, 255, 255];
          };
          const controls = document.querySelectorAll<HTMLElement>(
            'input:not([type="hidden"]):not([tabindex="-1"]), textarea, header button[aria-controls]:not([aria-controls*="sub"])',
          );
          return Array.from(controls)
            .filter(
              (el) => el.getBoundingClientRect().width > 0 && !el.closest('[aria-hidden="true"]'),
            )
            .map((el) => {
              const border = parse(getComputedStyle(el).borderTopColor);
              // The boundary must stand out from the page around it (or the field's own fill).
              const outside = behind(el.parentElement);
              const inside = behind(el);
              const [a, b] = [lum(border), lum(outside)].sort((x, y) => y - x);
              const [c, d] = [lum(border), lum(inside)].sort((x, y) => y - x);
              const ratio = Math.max((a! + 0.05) / (b! + 0.05), (c! + 0.05) / (d! + 0.05));
              return {
                element: `${el.tagName.toLowerCase()}#${el.id || el.getAttribute('aria-label')}`,
                ratio,
              };
            });
        });
      const found: { element: string; ratio: number }[] = [];
      for (const [path, width] of [
        ['/', 1280],
        ['/contact', 1280],
        ['/sectors', 1280],
        ['/about', 375],
      ] as const) {
        await themed(page, theme, path, width);
        await page
          .locator('main')
          .evaluate((main) => main.scrollIntoView({ block: 'end', behavior: 'instant' }));
        found.push(...(await measure()));
      }
      const min = found.reduce((a, b) => (b.ratio < a.ratio ? b : a));
      info.annotations.push({
        type: 'measure',
        description: `${theme}: lowest control boundary ${min.ratio.toFixed(2)}:1 (${min.element})`,
      });
      console.log(info.annotations.at(-1)!.description);
      expect(found.length).toBeGreaterThan(6);
      expect(found.filter((f) => f.ratio < 3)).toEqual([]);
    });
  }
});

test.describe('reflow: no horizontal scrolling at 320 px and at 200 % zoom', () => {
  for (const [name, list] of pageGroups) {
    test(`${name}`, async ({ browser }, info) => {
      test.setTimeout(90_000);
      const wide: string[] = [];
      let widest = 0;
      // 320 CSS px (WCAG 1.4.10), and a 1280 px window at 200 % zoom = 640 CSS px at 2 device px each.
      for (const [width, scale] of [
        [320, 1],
        [640, 2],
      ] as const) {
        const context = await browser.newContext({
          viewport: { width, height: 640 },
          deviceScaleFactor: scale,
        });
        const page = await context.newPage();
        for (const path of list) {
          await gotoHydrated(page, path);
          const extra = await overflow(page);
          widest = Math.max(widest, extra);
          if (extra > 0)
            wide.push(
              `${path} @${width}: +${extra}px ${(await overflowCulprits(page)).join(', ')}`,
            );
        }
        await context.close();
      }
      info.annotations.push({
        type: 'measure',
        description: `${name}: widest horizontal overflow ${widest}px`,
      });
      console.log(info.annotations.at(-1)!.description);
      expect(wide).toEqual([]);
    });
  }

  test('with the mobile menu and the product modal open at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/sektorler/filtrasyon-sistemleri');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('button', { name: 'Sektörler alt menüsü' })
      .click();
    expect(await overflow(page), (await overflowCulprits(page)).join(', ')).toBe(0);
    await page.getByRole('button', { name: 'Menüyü kapat' }).click();
    await productCards(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow(page)).toBe(0);
    const dialog = await page.getByRole('dialog').evaluate((d) => ({
      scroll: d.scrollWidth,
      client: d.clientWidth,
      right: d.getBoundingClientRect().right,
    }));
    expect(dialog.scroll).toBeLessThanOrEqual(dialog.client);
    expect(dialog.right).toBeLessThanOrEqual(320);
  });
});
