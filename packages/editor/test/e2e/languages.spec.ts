/* eslint-disable @typescript-eslint/no-explicit-any */
// The editor for a site in three languages, in Chromium (issue 35): `defne-edit` with Turkish,
// English and German on a copy of a small content folder (test/fixtures/three-languages), where
// a German name is edited and saved through Decap's real UI, and an empty one is refused. A
// second editor with Arabic shows that a right-to-left language's inputs are written so.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languageCodes } from '@defne/core';
import { generateCatalogue, languagesFlag } from '@defne/core/schema';
import { startEditor } from '../../src/server.mjs';

test.describe.configure({ mode: 'serial' });

// The ports this suite may use (4551–4559): 4551 is the unit tests' editor.
const EDITOR_PORT = Number(process.env.EDITOR_LANGUAGES_PORT ?? 4552);
const RTL_PORT = EDITOR_PORT + 1;
const FALLBACK_PORT = EDITOR_PORT + 2;
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}`;
const SITE = 'https://defnetekstil.example.com';
const fixture = path.join(import.meta.dirname, '../fixtures/three-languages');
const languages = languagesFlag('tr,en,de');

let dir: string;
let editor: Awaited<ReturnType<typeof startEditor>>;
const outside: string[] = [];

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-three-'));
  await cp(fixture, dir, { recursive: true });
  await mkdir(path.join(dir, 'media/products'), { recursive: true });
  // What `defne-content … --languages tr,en,de` writes: the JSON Schema files the data files name.
  const generated = generateCatalogue({
    dataDir: path.join(dir, 'data'),
    outDir: path.join(dir, 'generated'),
    languages: languageCodes(languages),
  });
  expect(generated.problems).toEqual([]);
  editor = await startEditor({
    contentDir: dir,
    port: EDITOR_PORT,
    siteUrl: SITE,
    languages,
    cataloguePath: { tr: '/urunler', en: '/products', de: '/produkte' },
  });
});

test.afterAll(async () => {
  await editor?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  // The editor trusts no other origin, and its page asks none for anything (D21).
  expect(outside).toEqual([]);
});

async function openEditor(page: Page, origin: string, url: string, hash: string) {
  page.on('request', (request) => {
    const asked = request.url();
    if (!asked.startsWith(origin) && !asked.startsWith('blob:') && !asked.startsWith('data:'))
      outside.push(asked);
  });
  await page.goto(url);
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await page.goto('about:blank');
  await page.goto(`${origin}/admin/#${hash}`);
  await page.getByRole('button', { name: 'Giriş' }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await page.getByText('Şimdi yayımla').click();
}

const productFile = (key: string) => path.join(dir, 'data/products', `${key}.json`);

test('a German name edited in the browser is saved to its file, and nothing else changes', async ({
  page,
}) => {
  const before = await readFile(productFile('reactiveRed'), 'utf8');
  await openEditor(page, EDITOR, editor.url, '/collections/products/entries/reactiveRed');
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  // One input per language, labelled with the language's name in itself, in the list's order.
  await expect(name.locator('label')).toHaveText(['Türkçe', 'English', 'Deutsch']);
  const german = name.getByLabel('Deutsch');
  await expect(german).toHaveValue('Reaktivrot');
  await expect(german).toHaveAttribute('lang', 'de');
  await expect(german).toHaveAttribute('dir', 'ltr');
  const ours = await new AxeBuilder({ page }).include('.defne-localized').analyze();
  expect(ours.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await german.fill('Brillantes Reaktivrot');
  await publish(page);
  await expect(page.getByText('Girdi kaydedildi')).toBeVisible();
  await expect
    .poll(async () => JSON.parse(await readFile(productFile('reactiveRed'), 'utf8')).name.de)
    .toBe('Brillantes Reaktivrot');
  const saved = JSON.parse(await readFile(productFile('reactiveRed'), 'utf8'));
  const old = JSON.parse(before);
  // The German text, and the German address it leaves behind (it will redirect to the new one).
  expect(saved).toEqual({
    ...old,
    name: { ...old.name, de: 'Brillantes Reaktivrot' },
    previousSlugs: { ...old.previousSlugs, de: ['reaktivrot'] },
  });
  expect(Object.keys(saved)).toEqual(Object.keys(old));
  // The other files are as they were.
  for (const file of [
    'products/levellingAgent.json',
    'sectors/textileDyes.json',
    'pages/home.json',
  ])
    expect(await readFile(path.join(dir, 'data', file), 'utf8')).toBe(
      await readFile(path.join(fixture, 'data', file), 'utf8'),
    );

  // The preview links the entry's built pages in every language, the German one at its new address.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('a[data-lang="de"]')).toHaveAttribute(
    'href',
    `${SITE}/produkte/textilfarbstoffe/brillantes-reaktivrot`,
  );
  await expect(preview.locator('a[data-lang="tr"]')).toHaveAttribute(
    'href',
    `${SITE}/urunler/tekstil-boyalari/reaktif-kirmizi`,
  );
  await expect(preview.locator('a[data-lang="en"]')).toHaveAttribute(
    'href',
    `${SITE}/products/textile-dyes/reactive-red`,
  );
  await expect(preview.locator('a[data-lang="de"]')).toHaveText(
    `Deutsch: ${SITE}/produkte/textilfarbstoffe/brillantes-reaktivrot`,
  );
});

test('a save with an empty German name is refused with a message, and the file is unchanged', async ({
  page,
  request,
}) => {
  const before = await readFile(productFile('levellingAgent'), 'utf8');
  await openEditor(page, EDITOR, editor.url, '/collections/products/entries/levellingAgent');
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  await name.getByLabel('Deutsch').fill('');
  await publish(page);
  await expect(page.getByText('Deutsch metni boş').first()).toBeVisible();
  expect(await readFile(productFile('levellingAgent'), 'utf8')).toBe(before);

  // Past the form, the server refuses it too, naming the language in the editor's language.
  const data = JSON.parse(before);
  const answer = await request.post(`${EDITOR}/api/v1`, {
    headers: { authorization: `Bearer ${editor.token}` },
    data: {
      action: 'persistEntry',
      params: {
        dataFiles: [
          {
            path: 'data/products/levellingAgent.json',
            raw: JSON.stringify({ ...data, name: { ...data.name, de: '' } }),
          },
        ],
        assets: [],
      },
    },
  });
  expect(answer.status()).toBe(422);
  const refusal = await answer.json();
  expect(refusal.error).toBe('“Egalize Maddesi” ürünü: Almanca ürün adı boş.');
  expect(refusal.problems[0].en).toBe('The product “Levelling Agent”: the German name is empty.');
  expect(await readFile(productFile('levellingAgent'), 'utf8')).toBe(before);
  expect((await readdir(path.dirname(productFile('x')))).sort()).toEqual([
    'levellingAgent.json',
    'reactiveRed.json',
  ]);
});

test('a language written right to left gets inputs written so, its addresses left to right', async ({
  page,
}) => {
  const rtl = await startEditor({
    contentDir: dir,
    port: RTL_PORT,
    languages: languagesFlag('tr,en,ar'),
  });
  try {
    await openEditor(page, `http://127.0.0.1:${RTL_PORT}`, rtl.url, '/collections/products/new');
    const name = page.getByRole('group', { name: 'Ürün adı · Name' });
    await expect(name.getByLabel('العربية')).toHaveAttribute('dir', 'rtl');
    await expect(name.getByLabel('العربية')).toHaveAttribute('lang', 'ar');
    await expect(name.getByLabel('Türkçe')).toHaveAttribute('dir', 'ltr');
    const address = page.getByRole('group', { name: /Adres \(isteğe bağlı\)/ });
    await expect(address.getByLabel('العربية')).toHaveAttribute('dir', 'ltr');
    // An e-mail address and a phone number are no text of a language: they stay left to right.
    await page.goto(`http://127.0.0.1:${RTL_PORT}/admin/#/collections/company/entries/company`);
    const countryName = page.getByRole('group', { name: /Ülke adı/ });
    await expect(countryName.getByLabel('العربية')).toHaveAttribute('dir', 'rtl');
    for (const label of [/E-posta/, /Telefon/]) {
      const input = page.getByLabel(label).first();
      await expect(input).toBeVisible();
      expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    }
  } finally {
    await rtl.close();
  }
});

test('with a fallback language, a German name left blank on the screen is saved; an English one is not', async ({
  page,
}) => {
  // The site config's `fallbackLanguage` (D27): German and Turkish may wait, English may not.
  const fallback = await startEditor({
    contentDir: dir,
    port: FALLBACK_PORT,
    languages,
    fallback: 'en',
  });
  try {
    const origin = `http://127.0.0.1:${FALLBACK_PORT}`;
    await openEditor(page, origin, fallback.url, '/collections/products/entries/levellingAgent');
    const name = page.getByRole('group', { name: 'Ürün adı · Name' });
    await name.getByLabel('Deutsch').fill('');
    await publish(page);
    await expect(page.getByText('Girdi kaydedildi')).toBeVisible();
    await expect
      .poll(async () => JSON.parse(await readFile(productFile('levellingAgent'), 'utf8')).name)
      .toEqual({ tr: 'Egalize Maddesi', en: 'Levelling Agent', de: '' });

    const before = await readFile(productFile('levellingAgent'), 'utf8');
    await name.getByLabel('English').fill('');
    await publish(page);
    await expect(page.getByText('İngilizcesi boş').first()).toBeVisible();
    expect(await readFile(productFile('levellingAgent'), 'utf8')).toBe(before);

    // Chosen on the screen, German: the form words its checks in German, and the server's
    // refusal of the same save (the cookie the choice sets) is German too.
    await page.getByLabel('Düzenleyicinin dili').selectOption('de');
    await expect(page.getByLabel('Sprache des Editors')).toHaveValue('de');
    expect(
      await page.evaluate(() =>
        (window as any).defneEditor.problemsOf(null, { tr: 'Egalize', en: '', de: 'Egalisier' }),
      ),
    ).toEqual(['Der Text auf Englisch ist leer']);
    const data = JSON.parse(before);
    const refused = await page.evaluate(
      async (raw) => {
        const res = await fetch('/api/v1', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            action: 'persistEntry',
            params: { dataFiles: [{ path: 'data/products/levellingAgent.json', raw }], assets: [] },
          }),
        });
        return res.json();
      },
      JSON.stringify({ ...data, name: { ...data.name, en: '' } }),
    );
    expect(refused.lang).toBe('de');
    // (German, blank here, would read the English: blank too, so it is named as well.)
    expect(refused.error.split('\n')).toContain(
      'Das Produkt „Egalize Maddesi“: Das Feld „Name“ (Englisch) ist leer.',
    );
  } finally {
    await fallback.close();
  }
});
