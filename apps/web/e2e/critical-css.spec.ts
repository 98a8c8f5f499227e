import { pathEntries } from '@defne/content';
import { expect, test, type Page } from '@playwright/test';
import { groupsOf } from './helpers';

// A page paints before its stylesheet arrives, with the critical CSS inlined in its <head>
// (@defne/serve, build-steps/critical-css.mjs). That copy leaves out hover-only rules and
// everything from the first element marked `data-below-fold` on, to keep the first response
// within the first round trip (docs/performance.md). What a visitor sees on the first screen
// must not change when the stylesheet lands: no unstyled flash, no shift.
//
// Each kind of page in each language (every page of the site's own, the sector pages with the
// most and the fewest products, a product page, the 404), before hydration (its scripts held
// back, as on a slow phone), at five screen sizes from a small phone to a large desktop and in
// both themes: each element on the first screen has the same box and the same look with the
// inlined rules alone (the stylesheet refused) as with the whole stylesheet.

const screens = [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1350, height: 940 },
  { width: 1920, height: 1080 },
] as const;
const themes = ['light', 'dark'] as const;
const productsIn = (category: string) =>
  pathEntries.filter((e) => e.match.kind === 'product' && e.match.category === category).length;
const sectorsByProducts = pathEntries
  .filter((e) => e.match.kind === 'sector')
  .sort((a, b) => {
    const count = (e: typeof a) => (e.match.kind === 'sector' ? productsIn(e.match.category) : 0);
    return count(b) - count(a);
  });
const languages = [...new Set(pathEntries.flatMap((e) => (e.lang ? [e.lang] : [])))];
const paths = [
  ...pathEntries.filter((e) => e.match.kind === 'page').map((e) => e.path),
  ...languages.flatMap((lang) => {
    const sectors = sectorsByProducts.filter((e) => e.lang === lang);
    const product = pathEntries.find((e) => e.match.kind === 'product' && e.lang === lang);
    return [sectors[0]!.path, sectors.at(-1)!.path, product!.path];
  }),
  '/bu-sayfa-yok',
];

/** Each element on the first screen, by its place in the document: its box and its look. */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const seen: Record<string, string> = {};
    const all = document.body.querySelectorAll('*');
    all.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
        return;
      const style = getComputedStyle(element);
      const round = (n: number) => Math.round(n * 2) / 2;
      // The part of the box on the screen: how far a block reaches below it is not seen.
      seen[`${index} ${element.tagName.toLowerCase()}.${element.className}`] = [
        round(Math.max(box.left, 0)),
        round(Math.max(box.top, 0)),
        round(Math.min(box.right, innerWidth)),
        round(Math.min(box.bottom, innerHeight)),
        style.color,
        style.backgroundColor,
        style.backgroundImage.slice(0, 60),
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderTopColor,
        style.visibility,
        style.opacity,
      ].join(' ');
    });
    return seen;
  });
}

/** The page as it first paints: its scripts held back; with or without its stylesheets. */
async function load(page: Page, path: string, stylesheets: boolean) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  if (!stylesheets) await page.route(/\.css$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
}

test.describe('the first screen is laid out by the inlined critical CSS as by the stylesheet', () => {
  for (const group of groupsOf([...new Set(paths)], 6, (p) => p)) {
    test(group.name, async ({ browser }) => {
      test.setTimeout(120_000);
      const differences: string[] = [];
      for (const path of group.items) {
        // shots[with the stylesheet or not][theme][screen]
        const shots = [];
        for (const stylesheets of [true, false]) {
          const context = await browser.newContext({
            viewport: screens[0],
            colorScheme: 'light',
            reducedMotion: 'reduce',
          });
          const page = await context.newPage();
          await load(page, path, stylesheets);
          // Every picture loaded, whichever CSS the page has and whenever a lazy one would come
          // on screen: a picture's box before it has loaded is not what is compared here.
          await page.evaluate(() =>
            document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')),
          );
          await page.waitForFunction(() => [...document.images].every((image) => image.complete));
          const byTheme = [];
          for (const theme of themes) {
            if (theme === 'dark') {
              // What the head script does before the first paint when the system prefers dark.
              await page.emulateMedia({ colorScheme: 'dark' });
              await page.evaluate(() => document.documentElement.classList.add('dark'));
            }
            const sizes = [];
            for (const screen of screens) {
              await page.setViewportSize(screen);
              sizes.push(await firstScreen(page));
            }
            byTheme.push(sizes);
          }
          shots.push(byTheme);
          await context.close();
        }
        const [whole, inlined] = shots;
        themes.forEach((theme, t) =>
          screens.forEach((screen, i) => {
            const a = whole![t]![i]!;
            const b = inlined![t]![i]!;
            expect(Object.keys(a).length, `${path} ${theme}`).toBeGreaterThan(5);
            for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
              if (a[key] !== b[key])
                differences.push(
                  `${path} ${theme} ${screen.width}x${screen.height} ${key}: ${a[key]} | ${b[key]}`,
                );
            }
          }),
        );
      }
      expect(differences.slice(0, 20)).toEqual([]);
    });
  }
});
