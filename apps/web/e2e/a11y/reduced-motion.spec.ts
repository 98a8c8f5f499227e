import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../helpers';

// prefers-reduced-motion: reduce (design D8). Each check also runs without the preference where
// that shows the motion exists, so the test would notice if the reduction stopped working.

/** Records every text the counters show, from before hydration on. */
async function recordCounters(page: Page) {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __counters: string[][] }).__counters = seen;
    const snap = () => {
      const values = Array.from(document.querySelectorAll('[data-testid="stat-value"]')).map(
        (el) => el.textContent ?? '',
      );
      if (values.length && values.join('|') !== seen.at(-1)?.join('|')) seen.push(values);
    };
    new MutationObserver(snap).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

async function countersOnAbout(page: Page) {
  await recordCounters(page);
  await gotoHydrated(page, '/about');
  const stats = page.getByTestId('stat-value').first();
  await stats.scrollIntoViewIfNeeded();
  // The final values, as screen readers get them (a visually hidden copy beside each counter).
  const finals = await page
    .getByTestId('stat-value')
    .evaluateAll((els) => els.map((el) => el.nextElementSibling?.textContent ?? ''));
  await expect.poll(() => page.getByTestId('stat-value').allTextContents()).toEqual(finals);
  const seen = await page.evaluate(
    () => (window as unknown as { __counters: string[][] }).__counters,
  );
  return { finals, seen };
}

test('counters show their final values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { finals, seen } = await countersOnAbout(page);
  // Only the final values, from the prerendered HTML on: no zeros, nothing in between.
  const intermediate = seen.filter(
    (values) => values.join('|') !== finals.join('|') && values.some((v) => /[1-9]/.test(v)),
  );
  expect(intermediate).toEqual([]);
  expect(seen.some((values) => values.every((v) => /^0\D*$/.test(v)))).toBe(false);
});

test('without the preference the counters do count up (control)', async ({ page }) => {
  const { finals, seen } = await countersOnAbout(page);
  expect(seen.filter((values) => values.join('|') !== finals.join('|')).length).toBeGreaterThan(2);
});

test('the 404 graphic goes home without its animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/bu-sayfa-yok');
  const graphic = page.getByRole('button', { name: /Ana sayfaya dön/ });
  await page.evaluate(() => {
    const w = window as unknown as { __played: boolean };
    w.__played = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-playing]')) w.__played = true;
    }).observe(document.body, { subtree: true, attributes: true });
  });
  expect(
    await graphic
      .locator('span')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration),
  ).toBe('0s');
  await graphic.focus();
  const started = Date.now();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // The animation lasts 600 ms; without it the navigation is immediate.
  expect(Date.now() - started).toBeLessThan(600);
  expect(await page.evaluate(() => (window as unknown as { __played: boolean }).__played)).toBe(
    false,
  );
});

test('the zoom has no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/sectors/filtration-systems');
  await page.getByRole('link', { name: /Microglass/ }).focus();
  await page.keyboard.press('Enter');
  const stage = page.getByRole('dialog').getByRole('button', { name: /Zoom/ });
  const image = stage.locator('img');
  expect(await image.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await stage.focus();
  // Read the transform in the same task as the key press's effects: no intermediate frame.
  await page.keyboard.press('Enter');
  await expect(stage).toHaveAttribute('aria-pressed', 'true');
  expect(await image.evaluate((el) => getComputedStyle(el).transform)).toBe(
    'matrix(2, 0, 0, 2, 0, 0)',
  );
});

test('no smooth scrolling: CSS and the scroll-to-top of the current page link', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/about', '/sectors']) {
    await gotoHydrated(page, path);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      path,
    ).toBe('auto');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/about');
  const about = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'About Us' });
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Corporate submenu' })
    .focus();
  await page.keyboard.press('Enter');
  await about.focus();
  // The current page's own link scrolls to the top: at once under reduced motion.
  const [before, after] = await page.evaluate(() => {
    window.scrollTo({ top: 2000, behavior: 'instant' });
    const before = window.scrollY;
    (document.activeElement as HTMLElement).click();
    return [before, window.scrollY];
  });
  expect(before).toBeGreaterThan(0);
  expect(after).toBe(0);
});
