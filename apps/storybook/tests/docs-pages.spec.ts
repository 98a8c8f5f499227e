// Every Docs page of the built Storybook renders in Chromium without a console error; a
// component's page shows its description, its stories and a props table fed by the JSDoc, with
// each required prop's sample in its Controls column, and its usage guidance.
import { expect, test } from '@playwright/test';
import { readIndex } from '../scripts/docs-coverage.mjs';

const docs = Object.values(readIndex().entries).filter((entry) => entry.type === 'docs');

for (const entry of docs) {
  test(`${entry.title} docs page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=docs`);
    const content = page.locator('.sbdocs-content');
    await expect(content.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    if (!entry.importPath.endsWith('.mdx')) {
      // The props table, with descriptions from the JSDoc.
      const table = content.locator('.docblock-argstable').first();
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(
        table.locator('tbody .docblock-argstable-body-description, tbody td:nth-child(2)').first(),
      ).not.toBeEmpty();
      await expect(content.locator('.docs-story').first()).toBeVisible();
      // Its usage guidance (packages/ui/storybook/guidance.ts), unless it is an internal helper.
      if (!entry.importPath.includes('/src/internal/')) {
        await expect(content.locator('[data-usage-do] li').first()).toBeVisible();
        await expect(content.locator('[data-usage-dont] li').first()).toBeVisible();
      }
      // Each required prop shows its sample in the Controls column, not an empty "Set object".
      const unset = await table.locator('tbody tr').evaluateAll((rows) =>
        rows
          .filter((row) => row.querySelector('td:first-child [title="Required"]'))
          .filter((row) =>
            [...row.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Set ')),
          )
          .map((row) => row.querySelector('td:first-child span')?.textContent),
      );
      expect(unset, 'required props without a sample in args').toEqual([]);
    } else {
      await expect(content).toContainText(/\w/);
    }
    expect(errors).toEqual([]);
  });
}
