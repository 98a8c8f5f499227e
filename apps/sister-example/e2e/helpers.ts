import { expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (the app marks <html> when it has). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export const outboxUrl = `http://127.0.0.1:${process.env.SISTER_OUTBOX_PORT ?? 4184}`;
