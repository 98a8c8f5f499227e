import { expect, type Page } from '@playwright/test';

/**
 * Collects what a visitor's page reports as broken: uncaught page errors, and console errors
 * (React's hydration errors #418/#423/#425 among them), except the browser's note that the
 * document itself answered 404, which a not-found page does on purpose. Call before `goto`.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const documentStatus =
      /the server responded with a status of 404/.test(text) &&
      message.location().url === page.url();
    if (!documentStatus) errors.push(`console error: ${text}`);
  });
  return errors;
}

/** Text that only React Router's default error screen shows. */
export const ROUTER_ERROR_SCREEN =
  /Application Error|Unexpected Application Error|No result found for routeId[^\n]*/;

/** What the page shows that only an error screen shows: React Router's default one, or ours. */
export async function errorScreenOf(page: Page): Promise<string | null> {
  const body = (await page.locator('body').textContent()) ?? '';
  const match = body.match(ROUTER_ERROR_SCREEN);
  return match ? match[0] : null;
}

/**
 * Opens an unknown address and checks what a visitor gets: status 404, the branded 404 page
 * (`title` as its heading) in `lang`, hydrated with no page error, React error or error screen.
 * Clears the stored language preference afterwards, so the next address starts from none.
 */
export async function expectNotFoundPage(
  page: Page,
  path: string,
  { lang, title }: { lang: string; title: string },
) {
  const errors = watchPageErrors(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
  expect(await errorScreenOf(page), path).toBeNull();
  expect(errors, path).toEqual([]);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  await page.evaluate(() => localStorage.clear());
}
