// The design layer around the components (D28): the introduction Storybook opens on, the usage
// guidance of every component, the release notes made from the changesets, the search by purpose,
// the direction switch and the Controls that follow the toolbar's language.
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { guidance } from '../../../packages/ui/storybook/guidance';
import { readIndex, uiComponents } from '../scripts/docs-coverage.mjs';

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');

test('Storybook opens on the introduction, which leads to the tokens', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/path=\/docs\/introduction--docs/, { timeout: 30_000 });
  const intro = preview(page).locator('.sbdocs-content');
  await expect(intro.locator('h1')).toContainText('Defne', { timeout: 30_000 });
  await expect(intro).toContainText('Reviewing a change');
  await expect(intro).toContainText('pnpm visual:accept');
  await intro.getByRole('link', { name: 'Typography' }).click();
  await expect(page).toHaveURL(/path=\/docs\/foundations-typography--docs/);
  await expect(preview(page).locator('.sbdocs-content h1')).toHaveText('Typography');
});

test('every component has usage guidance with do’s and don’ts', () => {
  const titles = new Map(
    Object.values(readIndex().entries)
      .filter((e) => e.type === 'docs' && e.importPath.includes('/packages/ui/src/'))
      .map((e) => [e.importPath.split('/packages/ui/src/')[1]?.split('/')[0], e.title]),
  );
  const components = uiComponents();
  const without = components.filter((name) => {
    const entry = guidance[titles.get(name) ?? ''];
    return !entry || !entry.use || entry.do.length === 0 || entry.dont.length === 0;
  });
  expect(components.length).toBeGreaterThan(30);
  expect(without, 'components without guidance in packages/ui/storybook/guidance.ts').toEqual([]);
  expect(Object.keys(guidance).filter((title) => ![...titles.values()].includes(title))).toEqual(
    [],
  );
});

test('the release notes list every changeset and every changelog', async ({ page }) => {
  const changesets = readdirSync(new URL('../../../.changeset/', import.meta.url)).filter(
    (f) => f.endsWith('.md') && f !== 'README.md',
  );
  const changelogs = readdirSync(new URL('../../../packages/', import.meta.url)).filter((p) =>
    readdirSync(new URL(`../../../packages/${p}/`, import.meta.url)).includes('CHANGELOG.md'),
  );
  await page.goto('/iframe.html?id=release-notes--docs&viewMode=docs');
  const notes = page.locator('.sbdocs-content');
  await expect(notes.locator('h1')).toHaveText('Release notes', { timeout: 30_000 });
  const shown = await notes
    .locator('[data-changeset]')
    .evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-changeset')))]);
  expect(shown.sort()).toEqual(changesets.map((f) => f.slice(0, -3)).sort());
  await expect(notes.locator('[data-changelog]')).toHaveCount(changelogs.length);
  await expect(notes.locator('[data-changelog="@defne/ui"] h4').first()).toBeVisible();
});

test('the search finds components by what they are for', async ({ page }) => {
  await page.goto('/?path=/docs/introduction--docs');
  const search = page.locator('#storybook-explorer-searchfield');
  const results = page.locator('#storybook-explorer-menu');
  const expected: Record<string, string[]> = {
    dialog: ['ProductModal'],
    lightbox: ['Gallery', 'ProductModal'],
    loading: ['SiteSearch', 'ContactForm'],
    rtl: ['Header', 'Footer', 'ContactDetails'],
  };
  for (const [query, components] of Object.entries(expected)) {
    await search.fill(query);
    for (const name of components) {
      await expect(results, `"${query}" finds ${name}`).toContainText(name, { timeout: 20_000 });
    }
  }
});

test('the direction switch turns the canvas apart from the language', async ({ page }) => {
  const html = page.locator('html');
  await page.goto('/iframe.html?id=catalogue-productcard--default&globals=locale:tr;dir:rtl');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'tr');
  await page.goto('/iframe.html?id=catalogue-productcard--default&globals=locale:ar;dir:ltr');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.goto('/iframe.html?id=catalogue-productcard--default&globals=locale:ar;dir:auto');
  await expect(html).toHaveAttribute('dir', 'rtl');
});

test('Controls show the samples of the toolbar’s language, and keep an edit', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/?path=/story/catalogue-productcard--default');
  const title = page.locator('#control-title');
  const badge = page.locator('#control-badge');
  const canvas = preview(page).locator('#storybook-root');
  await expect(title).toHaveValue('Aljinat Ölçü Maddesi', { timeout: 60_000 });
  await badge.fill('Kendi rozetim');
  await badge.blur();
  await expect(canvas).toContainText('Kendi rozetim', { timeout: 20_000 });
  // What the toolbar's Language menu sends when English is picked.
  await page.evaluate(() =>
    (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, p: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: 'en' } }),
  );
  await expect(page.getByRole('button', { name: /^Language of the sample texts/ })).toHaveText(
    'English',
  );
  await expect(title).toHaveValue('Alginate Impression Material');
  await expect(canvas).toContainText('Alginate Impression Material');
  await expect(badge).toHaveValue('Kendi rozetim');
  await expect(canvas).toContainText('Kendi rozetim');
});

test('the story tests (axe in both themes, play functions) run every story', () => {
  const stories = Object.values(readIndex().entries).filter((e) => e.type === 'story');
  expect(stories.length).toBeGreaterThan(100);
  // tests/stories.spec.ts runs the stories tagged `test` (Storybook's default, removed by `!test`).
  expect(stories.filter((e) => !e.tags?.includes('test')).map((e) => e.id)).toEqual([]);
});
