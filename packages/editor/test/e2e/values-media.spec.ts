// What staff trip over in the editor (issue 55), in Chromium on a copy of the small content folder
// in Turkish, English and German (test/fixtures/three-languages), in a git repository with a bare
// remote: a property value the same in every language or one per language, saved in the
// schema's shape; a photo of a key with capitals that previews and publishes; the media library
// of every product; a file still in use that cannot be deleted; the editor's language chosen on
// its screen; the page a browser gets without the key; a file over the size limit.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { languageCodes } from '@defne/core';
import { generateCatalogue, languagesFlag } from '@defne/core/schema';
import { startEditor } from '../../src/server.mjs';

test.describe.configure({ mode: 'serial' });

// The ports this suite may use (4551–4559): 4551 is the unit tests', 4552–4553 languages.spec's.
const EDITOR_PORT = Number(process.env.EDITOR_MEDIA_PORT ?? 4554);
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}`;
const fixture = path.join(import.meta.dirname, '../fixtures/three-languages');
const languages = languagesFlag('tr,en,de');

let base: string;
let repo: string;
let remote: string;
let content: string;
let editor: Awaited<ReturnType<typeof startEditor>>;
const outside: string[] = [];

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const productFile = (key: string) => path.join(content, 'data/products', `${key}.json`);
const readProduct = async (key: string) => JSON.parse(await readFile(productFile(key), 'utf8'));
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

test.beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'defne-editor-values-'));
  repo = path.join(base, 'site');
  remote = path.join(base, 'remote.git');
  content = path.join(repo, 'content');
  await cp(fixture, content, { recursive: true });
  // A photo in the folder of a key with capitals (Decap asks for it as `reactivered`).
  await mkdir(path.join(content, 'media/products/reactiveRed'), { recursive: true });
  await writeFile(path.join(content, 'media/products/reactiveRed/1.jpg'), await photo('#b3261e'));
  const red = await readProduct('reactiveRed');
  await writeFile(
    productFile('reactiveRed'),
    `${JSON.stringify({ ...red, photos: ['1.jpg'] }, null, 2)}\n`,
  );
  // A product written by hand, its keys in an order of its own, with three properties: one
  // value the same in every language, one per language, one the same again.
  const levelling = await readProduct('levellingAgent');
  const { $schema, name, ...rest } = levelling;
  await writeFile(
    productFile('levellingAgent'),
    `${JSON.stringify(
      {
        $schema,
        name,
        properties: [
          { label: { tr: 'Sınıf', en: 'Class', de: 'Klasse' }, value: 'F7' },
          {
            label: { tr: 'Görünüm', en: 'Appearance', de: 'Aussehen' },
            value: { tr: 'Sıvı', en: 'Liquid', de: 'Flüssig' },
          },
          { label: { tr: 'Yoğunluk', en: 'Density', de: 'Dichte' }, value: '1,05', unit: 'g/cm³' },
        ],
        ...rest,
      },
      null,
      2,
    )}\n`,
  );
  await mkdir(path.join(content, 'media/products'), { recursive: true });
  const generated = generateCatalogue({
    dataDir: path.join(content, 'data'),
    outDir: path.join(content, 'generated'),
    languages: languageCodes(languages),
  });
  expect(generated.problems).toEqual([]);
  git(base, 'init', '-q', '--bare', remote);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.name', 'Marketing');
  git(repo, 'config', 'user.email', 'marketing@example.invalid');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'start');
  git(repo, 'remote', 'add', 'origin', remote);
  git(repo, 'push', '-q', '-u', 'origin', 'main');
  editor = await startEditor({ contentDir: content, port: EDITOR_PORT, languages });
});

test.afterAll(async () => {
  await editor?.close();
  if (base) await rm(base, { recursive: true, force: true });
  // The editor trusts no other origin, and its page asks none for anything (D21).
  expect(outside).toEqual([]);
});

async function openEditor(page: Page, hash: string, login = 'Giriş') {
  page.on('request', (request) => {
    const asked = request.url();
    if (!asked.startsWith(EDITOR) && !asked.startsWith('blob:') && !asked.startsWith('data:'))
      outside.push(asked);
  });
  await page.goto(editor.url);
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await page.goto('about:blank');
  await page.goto(`${EDITOR}/admin/#${hash}`);
  await page.getByRole('button', { name: login }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await page.getByText('Şimdi yayımla').click();
  await expect(page.getByText('Girdi kaydedildi')).toBeVisible();
}

test('a value the same in every language and one per language are edited and saved as the schema has them', async ({
  page,
}) => {
  const before = await readProduct('levellingAgent');
  await openEditor(page, '/collections/products/entries/levellingAgent');
  const values = page.locator('[data-field="value"]');
  await expect(values).toHaveCount(3);
  const [same, each, again] = [values.nth(0), values.nth(1), values.nth(2)];

  // "F7" reads as one text, with the switch on "same in every language".
  await expect(same.getByLabel('Her dilde aynı')).toBeChecked();
  await expect(same.getByLabel('Her dilde', { exact: true })).toHaveValue('F7');
  await same.getByLabel('Her dilde', { exact: true }).fill('F8');

  // The one per language becomes one text: the first language's text is kept for all.
  await expect(each.getByLabel('Her dil için ayrı')).toBeChecked();
  await expect(each.getByLabel('Deutsch')).toHaveValue('Flüssig');
  await each.getByLabel('Her dilde aynı').check();
  await expect(each.getByLabel('Her dilde', { exact: true })).toHaveValue('Sıvı');
  await each.getByLabel('Her dilde', { exact: true }).fill('800');

  // And a shared one becomes one per language, each starting from the shared text.
  await again.getByLabel('Her dil için ayrı').check();
  await expect(again.getByLabel('Türkçe')).toHaveValue('1,05');
  await again.getByLabel('English').fill('1.05');
  await again.getByLabel('Deutsch').fill('1,05');

  await save(page);
  await expect
    .poll(async () => (await readProduct('levellingAgent')).properties[1].value)
    .toBe('800');
  const saved = await readProduct('levellingAgent');
  expect(saved.properties).toEqual([
    { label: before.properties[0].label, value: 'F8' },
    { label: before.properties[1].label, value: '800' },
    {
      label: before.properties[2].label,
      value: { tr: '1,05', en: '1.05', de: '1,05' },
      unit: 'g/cm³',
    },
  ]);
  // Decap's status line reads as written, not in capitals.
  const status = page.getByText('Değişiklikler kaydedildi', { exact: true });
  await expect(status).toBeVisible();
  expect(await status.innerText()).toBe('Değişiklikler kaydedildi');
  // The file keeps its own key order: only the values changed.
  expect(Object.keys(saved)).toEqual(Object.keys(before));
  expect(git(repo, 'diff', '--stat', '--', 'content/data')).toMatch(
    /levellingAgent\.json \| +\d+ [+-]+\n 1 file changed/,
  );
});

test('a photo added to that product is saved to its own folder and published with it', async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath('olcek.jpg');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await photo('#2f7a5b'));
  await openEditor(page, '/collections/products/entries/levellingAgent');
  await page
    .getByRole('button', { name: /Fotoğraflar · Photos Ekle|fotoğraflar · photos Ekle/ })
    .click();
  await page.getByRole('button', { name: 'Bir resim seçin' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Seçileni kullan' }).click();
  await save(page);
  await expect
    .poll(async () => (await readProduct('levellingAgent')).photos)
    .toEqual(['olcek.jpg']);
  expect(existsSync(path.join(content, 'media/products/levellingAgent/olcek.jpg'))).toBe(true);

  // A data sheet saved earlier, beside the photo of the product whose key has capitals.
  await writeFile(path.join(content, 'media/products/reactiveRed/tds-de.pdf'), '%PDF-1.4\n%%EOF\n');
  const red = await readProduct('reactiveRed');
  await writeFile(
    productFile('reactiveRed'),
    `${JSON.stringify({ ...red, documents: [{ kind: 'technicalDataSheet', lang: 'de', file: 'tds-de.pdf', revised: '2026-01-05' }] }, null, 2)}\n`,
  );

  await page.goto(`${EDITOR}/admin/publish`);
  const list = page.locator('#change-list');
  await expect(list.locator('li[data-kind="photo"]')).toHaveCount(2);
  // The photo is a photo, the PDF a document.
  await expect(list.locator('li', { hasText: 'olcek.jpg' })).toContainText('Fotoğraf');
  await expect(list.locator('li', { hasText: 'tds-de.pdf' })).toContainText('Belge');
  await expect(list.locator('li', { hasText: 'tds-de.pdf' })).not.toContainText('Fotoğraf');
  await page.getByRole('button', { name: /Yayınla/ }).click();
  await expect(page.locator('#result')).toContainText('Yayınlandı');
  const committed = git(repo, 'show', '--name-only', '--format=', 'HEAD').split('\n');
  expect(committed).toEqual(
    expect.arrayContaining([
      'content/data/products/levellingAgent.json',
      'content/media/products/levellingAgent/olcek.jpg',
      'content/media/products/reactiveRed/tds-de.pdf',
    ]),
  );
  expect(git(remote, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'HEAD'));
});

test("a key with capitals: its photo previews, and the product's own library lists it", async ({
  page,
}) => {
  await openEditor(page, '/collections/products/entries/reactiveRed');
  const control = page.locator('[class*="ImageWrapper"] img, [class*="Image"] img').first();
  await expect(control).toBeVisible();
  await expect
    .poll(() => control.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1200);
  await page.getByRole('button', { name: 'Farklı bir resim seçin' }).click();
  const library = page.getByRole('dialog');
  await expect(library.getByText('1.jpg')).toBeVisible();
  await expect(library.getByText('Hiçbir dosya bulunamadı')).toHaveCount(0);
});

test("the top bar's library lists every product's photos and documents; one in use is not deleted", async ({
  page,
}) => {
  page.on('dialog', (dialog) => dialog.accept());
  await openEditor(page, '/collections/products');
  await page.getByRole('button', { name: 'Medya' }).click();
  const library = page.getByRole('dialog');
  // Each named with its product's folder: every product may have a 1.jpg.
  for (const name of ['reactiveRed/1.jpg', 'levellingAgent/olcek.jpg', 'reactiveRed/tds-de.pdf'])
    await expect(library.getByText(name, { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await library.getByText('reactiveRed/1.jpg', { exact: true }).click();
  await library.getByRole('button', { name: 'Seçileni sil' }).click();
  const panel = page.locator('#defne-problems[role="alert"]');
  await expect(panel).toContainText(
    '“1.jpg” silinmedi: “Reaktif Kırmızı” ürünü onu kullanıyor. Önce o kayıttan çıkarıp kaydedin; dosya kayıtla birlikte silinir.',
  );
  expect(existsSync(path.join(content, 'media/products/reactiveRed/1.jpg'))).toBe(true);
  expect((await readProduct('reactiveRed')).photos).toEqual(['1.jpg']);
});

test('a file over the limit is refused at once with its own size', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, '/collections/products');
  await page.getByRole('button', { name: 'Medya' }).click();
  const said = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'buyuk.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(Math.round(16.2 * 1024 * 1024), 1),
    });
  expect(await said).toBe(
    '“buyuk.jpg” çok büyük (16.2 MB): bir fotoğraf en fazla 15.0 MB olabilir. Fotoğrafı küçültüp yeniden ekleyin.',
  );
  expect(existsSync(path.join(content, 'media/buyuk.jpg'))).toBe(false);
});

test("staff choose the editor's language on its screen; it is remembered, and the page without the key speaks it", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, '/collections/products');
  const picker = page.getByLabel('Düzenleyicinin dili');
  // Every language of the site's list, each by its name in itself.
  await expect(picker.locator('option')).toHaveText(['Türkçe', 'English', 'Deutsch']);
  await expect(picker).toHaveValue('tr');
  await picker.selectOption('en');
  await expect(page.getByLabel("Editor's language")).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Media', exact: true })).toBeVisible();

  // Remembered: a new page of this browser opens in English, Decap's words and the editor's.
  const again = await context.newPage();
  await again.goto(`${EDITOR}/admin/#/collections/products/entries/reactiveRed`);
  // Decap keeps its session in this browser too: its login button shows only if it forgot it.
  const login = again.getByRole('button', { name: 'Login' });
  const choose = again.getByRole('button', { name: 'Choose different image' });
  await expect(login.or(choose)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await choose.click();
  again.on('dialog', (dialog) => dialog.accept());
  await again.getByRole('dialog').getByText('1.jpg', { exact: true }).click();
  await again.getByRole('button', { name: 'Delete selected' }).click();
  await expect(again.locator('#defne-problems')).toContainText(
    '“1.jpg” was not deleted: the product “Reactive Red” uses it. Take it out of that entry and save; the file goes with the save.',
  );
  await again.close();

  // Without the key (the session cookie gone), a plain page in the chosen language says how to open it.
  await context.clearCookies({ name: `defne_edit_${EDITOR_PORT}` });
  const answer = await page.goto(`${EDITOR}/admin/`);
  expect(answer?.status()).toBe(403);
  expect(answer?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The editor opens only with its key',
  );
  await expect(page.locator('main')).toContainText(
    `http://127.0.0.1:${EDITOR_PORT}/admin/?token=…`,
  );
  await expect(page.locator('main')).not.toContainText(editor.token);

  // German too; and a browser that never chose reads the language the editor was started with.
  await picker.page().goto(editor.url);
  await page.getByLabel("Editor's language").selectOption('de');
  await expect(page.getByLabel('Sprache des Editors')).toHaveValue('de');
  await expect(page.getByRole('button', { name: 'Medien', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const fresh = await browser.newContext();
  const stranger = await fresh.newPage();
  await stranger.goto(`${EDITOR}/admin/`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
    'Düzenleyici anahtarsız açılmaz',
  );
  // A script asking for JSON still gets the JSON refusal.
  const api = await fresh.request.get(`${EDITOR}/admin/config.json`, {
    headers: { accept: 'application/json' },
  });
  expect(api.status()).toBe(403);
  expect((await api.json()).problems[0].en).toMatch(/did not come from the editor's own page/);
  await fresh.close();
});
