// The editor end to end, in Chromium: the real Decap UI served by `defne-edit` on a throwaway
// copy of the repository adds, renames and deletes products and is refused an invalid one; then
// the copy's site is built ONCE and served by `pnpm start`'s server and by nginx, and the
// addresses are checked there. The real working tree is never written.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startEditor } from '../../src/server.mjs';
import { effectiveSlug } from '../../src/store.mjs';
import {
  assertRealModulesUntouched,
  copyWorkspace,
  run,
  startServer,
  toolEnv,
  type Workspace,
} from '../workspace';

test.describe.configure({ mode: 'serial' });

const EDITOR_PORT = Number(process.env.EDITOR_PORT ?? 4530);
const NODE_PORT = Number(process.env.SERVING_NODE_PORT ?? 4531);
const NGINX_PORT = Number(process.env.SERVING_NGINX_PORT ?? 4532);
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}`;

const NEW = {
  key: 'antistatic-filter-felt',
  sector: 'Filtration Systems',
  name: { tr: 'Antistatik Filtre Keçesi', en: 'Antistatic Filter Felt' },
  description: {
    tr: 'Toz patlaması riski olan tesisler için iletken liflerle güçlendirilmiş iğneli keçe.',
    // EDITOR_E2E_TAG varies the edit, so a re-run measures an uncached build (as CI's first run).
    en: `Needle felt reinforced with conductive fibres for plants where dust explosions are a risk.${process.env.EDITOR_E2E_TAG ?? ''}`,
  },
  tr: '/sektorler/filtrasyon-sistemleri/antistatik-filtre-kecesi',
  en: '/sectors/filtration-systems/antistatic-filter-felt',
};
const RENAMED = {
  key: 'modelingWax',
  newName: 'Dental Modeling Wax',
  from: '/sectors/dental-supplies/modeling-wax',
  to: '/sectors/dental-supplies/dental-modeling-wax',
};
const DELETED = {
  key: 'printingInks',
  sectorTr: '/sektorler/boya-murekkep-plastik',
  sectorEn: '/sectors/paint-ink-plastic',
};

let ws: Workspace;
let editor: Awaited<ReturnType<typeof startEditor>>;
let editorStarted = 0;
const outside: string[] = [];
const figures: Record<string, number | string> = {};

test.beforeAll(async () => {
  const t0 = Date.now();
  ws = await copyWorkspace();
  figures.copySeconds = (Date.now() - t0) / 1000;
  editorStarted = Date.now();
  editor = await startEditor({
    contentDir: ws.contentDir,
    port: EDITOR_PORT,
    siteUrl: `http://127.0.0.1:${NODE_PORT}`,
    cataloguePath: { tr: '/sektorler', en: '/sectors' },
  });
});

test.afterAll(async () => {
  await editor?.close();
  // A folder of its own: scripts/test-summary.mjs reads every test-results/*.json as a report.
  const out = path.join(import.meta.dirname, '../../test-results/figures');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'editor-e2e.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('[editor e2e]', JSON.stringify(figures));
  if (ws) await assertRealModulesUntouched(ws);
  if (!process.env.KEEP_EDITOR_WORKSPACE) await ws?.remove();
});

function watchOutside(page: Page) {
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(EDITOR) && !url.startsWith('blob:') && !url.startsWith('data:')) {
      outside.push(url);
    }
  });
}

async function openEditor(page: Page, hash: string) {
  watchOutside(page);
  // The address the editor prints: its token becomes the session's cookie, then leaves the URL.
  await page.goto(editor.url);
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  expect(page.url()).not.toContain('token');
  // A fresh load at the entry (a hash change alone would not reload Decap's routes).
  await page.goto('about:blank');
  await page.goto(`${EDITOR}/admin/#${hash}`);
  await page.getByRole('button', { name: 'Giriş' }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await page.getByText('Şimdi yayımla').click();
}

const productFile = (key: string) => path.join(ws.contentDir, 'data/products', `${key}.json`);
// The editor replaces a file whole (a new file renamed over it): a read never finds it cut short.
const readProduct = async (key: string) => JSON.parse(await readFile(productFile(key), 'utf8'));

test('Add: a product with its sector, both languages and a photo is written to its data file', async ({
  page,
}, testInfo) => {
  const photo = testInfo.outputPath('antistatik-kece.jpg');
  await mkdir(path.dirname(photo), { recursive: true });
  // A photo wide enough for the largest rendition (the schema's PHOTO_MIN_WIDTH, 960 px).
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f7a5b' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#f2c14e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(photo);

  await openEditor(page, '/collections/products/new');
  await page.getByLabel('Sektör · Sector').click();
  await page.getByRole('option', { name: new RegExp(NEW.sector) }).click();
  await page.getByLabel('Sektördeki sırası · Position in its sector').fill('14');
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  await name.getByLabel('Türkçe').fill(NEW.name.tr);
  await name.getByLabel('English').fill(NEW.name.en);
  const description = page.getByRole('group', { name: 'Açıklama · Description' });
  await description.getByLabel('Türkçe').fill(NEW.description.tr);
  await description.getByLabel('English').fill(NEW.description.en);
  // Side by side: the English input sits to the right of the Turkish one, on the same row.
  const trBox = (await name.getByLabel('Türkçe').boundingBox())!;
  const enBox = (await name.getByLabel('English').boundingBox())!;
  expect(enBox.x).toBeGreaterThan(trBox.x + trBox.width - 1);
  expect(Math.abs(enBox.y - trBox.y)).toBeLessThan(2);

  await page
    .getByRole('button', { name: /Fotoğraflar · Photos Ekle|fotoğraflar · photos Ekle/ })
    .click();
  await page.getByRole('button', { name: 'Bir resim seçin' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Seçileni kullan' }).click();
  await publish(page);
  await expect(page.getByText('Girdi kaydedildi')).toBeVisible();

  await expect.poll(() => existsSync(productFile(NEW.key))).toBe(true);
  const saved = await readProduct(NEW.key);
  // Made in the browser, it names the JSON Schema its folder's other files name, first.
  const { $schema } = (await readProduct('adhesives')) as { $schema: string };
  expect(Object.keys(saved)[0]).toBe('$schema');
  expect(saved).toEqual({
    $schema,
    sector: 'filtration',
    order: 14,
    name: NEW.name,
    description: NEW.description,
    photos: ['antistatik-kece.jpg'],
    previousSlugs: { tr: [], en: [] },
  });
  const stored = await readFile(
    path.join(ws.contentDir, 'media/products', NEW.key, 'antistatik-kece.jpg'),
  );
  expect(stored.equals(await readFile(photo))).toBe(true);

  // The entry links to its built pages in both languages.
  await page.goto(`${EDITOR}/admin/#/collections/products/entries/${NEW.key}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('a[data-lang="tr"]')).toHaveAttribute(
    'href',
    `http://127.0.0.1:${NODE_PORT}${NEW.tr}`,
  );
  await expect(preview.locator('a[data-lang="en"]')).toHaveAttribute(
    'href',
    `http://127.0.0.1:${NODE_PORT}${NEW.en}`,
  );
});

test('Reject: an empty English name cannot be saved, in the UI nor past the server', async ({
  page,
  request,
}) => {
  await openEditor(page, '/collections/products/new');
  await page.getByLabel('Sektör · Sector').click();
  await page.getByRole('option', { name: /Dental Supplies/ }).click();
  await page.getByLabel('Sektördeki sırası · Position in its sector').fill('9');
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  await name.getByLabel('Türkçe').fill('Geçici Dolgu Macunu');
  const description = page.getByRole('group', { name: 'Açıklama · Description' });
  await description.getByLabel('Türkçe').fill('Kısa süreli kullanım için geçici dolgu macunu.');
  await description.getByLabel('English').fill('Temporary filling paste for short-term use.');
  await publish(page);
  await expect(page.getByText('İngilizcesi boş').first()).toBeVisible();
  const files = await import('node:fs/promises').then((fs) =>
    fs.readdir(path.dirname(productFile('x'))),
  );
  expect(files.filter((file) => file.startsWith('gecici') || file === '.json')).toEqual([]);

  // The server checks every save against the schema too: a request that skips the UI is refused.
  const raw = JSON.stringify({
    sector: 'dentalSupplies',
    order: 9,
    name: { tr: 'Geçici Dolgu Macunu', en: '' },
    description: { tr: 'Geçici dolgu macunu.', en: 'Temporary filling paste.' },
    photos: [],
    previousSlugs: { tr: [], en: [] },
  });
  const answer = await request.post(`${EDITOR}/api/v1`, {
    headers: { authorization: `Bearer ${editor.token}` },
    data: {
      action: 'persistEntry',
      params: { dataFiles: [{ path: 'data/products/temporary-filling.json', raw }], assets: [] },
    },
  });
  expect(answer.status()).toBe(422);
  // In the editor's language (Turkish), by the product's name, without a path.
  const refusal = await answer.json();
  expect(refusal.error).toBe('“Geçici Dolgu Macunu” ürünü: İngilizce ürün adı boş.');
  expect(refusal.problems[0].en).toBe(
    'The product “Geçici Dolgu Macunu”: the English name is empty.',
  );
  expect(existsSync(productFile('temporary-filling'))).toBe(false);
});

test('Rename: changing the English name keeps the old English slug in previousSlugs', async ({
  page,
}) => {
  await openEditor(page, `/collections/products/entries/${RENAMED.key}`);
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  await expect(name.getByLabel('English')).toHaveValue('Modeling Wax');
  await name.getByLabel('English').fill(RENAMED.newName);
  await publish(page);
  await expect.poll(async () => (await readProduct(RENAMED.key)).name.en).toBe(RENAMED.newName);
  const saved = await readProduct(RENAMED.key);
  expect(saved.previousSlugs).toEqual({ tr: [], en: ['modeling-wax'] });
  expect(saved.name.tr).toBe('Modelaj Mumu');
  // The path of its JSON Schema (for VS Code), no field of the form, stays first in the file.
  expect(Object.keys(saved)[0]).toBe('$schema');
  expect(saved.$schema).toBe('../../node_modules/@defne/core/schema/product.schema.json');
  await expect(page.getByText('$schema')).toHaveCount(0);
  // The preview shows the new address at once, without a reload.
  await expect(page.frameLocator('iframe').first().locator('a[data-lang="en"]')).toHaveAttribute(
    'href',
    `http://127.0.0.1:${NODE_PORT}${RENAMED.to}`,
  );
});

test('Mistakes: a clash with another product is refused before the save, in Turkish, naming it', async ({
  page,
}) => {
  // Giving a product the English address another product of its sector has: refused, although
  // the clash is reported against the other file, and nothing is written.
  const before = await readFile(productFile('needleFelt'), 'utf8');
  const victim = await readProduct('filterPaper');
  const taken = effectiveSlug(victim, 'en');
  await openEditor(page, `/collections/products/entries/needleFelt`);
  const slug = page.getByRole('group', { name: /Adres/ });
  // Both languages or neither: the Turkish address stays the product's own.
  await slug.getByLabel('Türkçe').fill(effectiveSlug(JSON.parse(before), 'tr'));
  await slug.getByLabel('English').fill(taken);
  await publish(page);
  const panel = page.locator('#defne-problems[role="alert"]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`“${victim.name.tr}” ürününün adresi`);
  await expect(panel).not.toContainText('API_ERROR');
  await expect(panel).not.toContainText('.json');
  // Normal case: no "İS EMPTY" capitals anywhere in what is shown.
  // innerText is the text as rendered (after text-transform): the same letters as the source.
  const shown = (await panel.innerText()).replace(/\s+/g, '');
  expect(shown).toBe((await panel.evaluate((el) => el.textContent ?? '')).replace(/\s+/g, ''));
  const toast = page.locator('.Toastify__toast-body');
  await expect(toast).toContainText('Kaydedilmedi. Nedeni aşağıdaki kutuda.');
  await expect(toast).not.toContainText('API_ERROR');
  const panelAxe = await new AxeBuilder({ page }).include('#defne-problems').analyze();
  expect(panelAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Closed by keyboard: Kapat is a real button.
  await panel.getByRole('button', { name: 'Kapat' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.getByText(/API_ERROR/)).toHaveCount(0);
  expect(await readFile(productFile('needleFelt'), 'utf8')).toBe(before);
  // A position another product of the sector holds is pointed out.
  const position = page.getByLabel('Sektördeki sırası · Position in its sector');
  await position.fill(String(victim.order));
  await expect(page.getByText(/Bu sırada zaten şu var: /)).toContainText(victim.name.tr);
});

test('The new-entry button shows its plus sign as a plain "+"', async ({ page }) => {
  await openEditor(page, '/collections/products');
  const button = page.getByRole('link', { name: /türünde girdi oluştur/ }).first();
  await expect(button).toHaveText('+ Ürün · Product');
});

test('Delete: a deleted product leaves its last addresses in removed.json', async ({ page }) => {
  const before = await readProduct(DELETED.key);
  page.on('dialog', (dialog) => dialog.accept());
  await openEditor(page, `/collections/products/entries/${DELETED.key}`);
  await page.getByRole('button', { name: 'Girdiyi sil' }).click();
  await expect.poll(() => existsSync(productFile(DELETED.key))).toBe(false);
  // The delete is announced: a status line, in Turkish.
  await expect(page.getByRole('status').filter({ hasText: 'Silindi' })).toBeVisible();
  const removed = JSON.parse(await readFile(path.join(ws.contentDir, 'data/removed.json'), 'utf8'));
  expect(removed).toEqual([
    {
      key: DELETED.key,
      sector: before.sector,
      slug: {
        tr: expect.stringMatching(/^[a-z0-9-]+$/),
        en: expect.stringMatching(/^[a-z0-9-]+$/),
      },
      removedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    },
  ]);
  figures.deletedSlugEn = removed[0].slug.en;
});

test('axe: every page of the editor, Decap’s included, has no violations', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, `/collections/products/entries/${NEW.key}`);
  await expect(page.getByRole('group', { name: 'Ürün adı · Name' })).toBeVisible();
  const ours = await new AxeBuilder({ page }).include('.defne-localized').analyze();
  expect(ours.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  const found: string[] = [];
  const scan = async (where: string) => {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations)
      found.push(`${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  await scan('product entry');
  for (const hash of [
    '/collections/products',
    '/collections/products/new',
    '/collections/company/entries/company',
    '/collections/pages/entries/home',
    '/collections/suppliers',
  ]) {
    await page.goto('about:blank');
    await page.goto(`${EDITOR}/admin/#${hash}`);
    await expect(page.locator('#nc-root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    // Scanned once Decap has drawn the view, not while its loading screen shows.
    await expect(page.locator('[class*="Loader"]')).toHaveCount(0);
    await expect(
      page.locator('h1, [class*="ControlContainer"], [class*="EntryCard"]').first(),
    ).toBeVisible();
    await scan(hash);
  }
  await page.getByRole('button', { name: 'Medya' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Scanned once its opening transition has ended: half-faded text is not the text staff read.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await scan('media library');
  expect(found).toEqual([]);
});

test('no request left this machine while the editor ran', () => {
  expect(outside).toEqual([]);
});

test('Reject: a hand-edited invalid file stops the build with a plain message', async () => {
  const file = productFile('tapes');
  const good = await readFile(file, 'utf8');
  const broken = JSON.parse(good);
  broken.name.en = '';
  await writeFile(file, `${JSON.stringify(broken, null, 2)}\n`);
  const result = await run(
    process.execPath,
    ['../core/src/schema/cli.ts', 'data', 'src/generated'],
    {
      cwd: ws.contentDir,
      env: toolEnv(ws),
    },
  );
  await writeFile(file, good);
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/products\/tapes\.json: the English name is empty/);
  expect(result.output).not.toMatch(/\n\s+at .*\.(ts|js|mjs):\d+/);
});

test.describe('after one build of the edited copy', () => {
  let node: Awaited<ReturnType<typeof startServer>>;
  let nginx: Awaited<ReturnType<typeof startServer>> | undefined;
  const bases: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const t0 = Date.now();
    const build = await run(
      'turbo',
      ['run', 'build', '--filter=@defne/web', '--output-logs=errors-only'],
      {
        cwd: ws.dir,
        env: toolEnv(ws),
      },
    );
    figures.buildSeconds = (Date.now() - t0) / 1000;
    figures.editorStartToPageBuiltSeconds = (Date.now() - editorStarted) / 1000;
    if (build.code !== 0) throw new Error(`the build failed:\n${build.output.slice(-4000)}`);
    // No form is sent here: no outbox (the built forms post to the build's own outbox address,
    // which the site's enquiry suite may hold, and `defne-site start` refuses another one).
    const env = toolEnv(ws, { OUTBOX: 'off' });
    node = await startServer('defne-site', ['start'], {
      cwd: ws.webDir,
      env: { ...env, PORT: String(NODE_PORT) },
      url: `http://127.0.0.1:${NODE_PORT}/`,
    });
    bases.push(`http://127.0.0.1:${NODE_PORT}`);
    // nginx is part of the toolchain (scripts/toolchain.mjs installs it): never skipped.
    nginx = await startServer('defne-site', ['serve:nginx'], {
      cwd: ws.webDir,
      env: { ...env, PORT: String(NGINX_PORT) },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
    });
    bases.push(`http://127.0.0.1:${NGINX_PORT}`);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await node?.stop();
  });

  const get = (url: string) => fetch(url, { redirect: 'manual' });

  // One test with soft assertions, so every check reports from the one build even when one fails
  // (a failed test in a serial file would skip the rest). Which branch each needs is noted.
  test('Add, Rename and Delete as the built site answers them (pnpm start and nginx)', async ({
    page,
  }) => {
    await test.step('the new product answers 200 at its slug in both languages and is in the sitemap', async () => {
      for (const base of bases) {
        for (const address of [NEW.tr, NEW.en]) {
          const res = await get(base + address);
          expect.soft(res.status, `${base}${address}`).toBe(200);
          const html = await res.text();
          expect.soft(html).toContain(address.startsWith('/sectors') ? NEW.name.en : NEW.name.tr);
        }
        const sitemap = await (await get(`${base}/sitemap.xml`)).text();
        expect.soft(sitemap).toContain(NEW.tr);
        expect.soft(sitemap).toContain(NEW.en);
        expect
          .soft(sitemap, 'the sitemap lists current addresses only')
          .not.toContain(`${RENAMED.from}<`);
      }
    });

    await test.step("its sector's count went up by one", async () => {
      await page.goto(`${bases[0]}/sectors`);
      const tile = page.getByRole('button', { name: /Filtration Systems/ });
      await expect.soft(tile).toContainText('14 products');
    });

    // Needs the media branch: pictures made by the build from packages/content/media/products/{key}/.
    await test.step("the new product's picture is served as AVIF and WebP", async () => {
      const html = await (await get(bases[0] + NEW.en)).text();
      const urls = [...html.matchAll(/(?:srcset|src|href)="([^"]+)"/g)]
        .flatMap((m) => m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!))
        .filter((url) => /\.(avif|webp)$/.test(url) && url.includes(NEW.key));
      const avif = urls.find((url) => url.endsWith('.avif'));
      const webp = urls.find((url) => url.endsWith('.webp'));
      expect.soft(avif, `an AVIF of the new photo on ${NEW.en}`).toBeTruthy();
      expect.soft(webp, `a WebP of the new photo on ${NEW.en}`).toBeTruthy();
      for (const base of bases) {
        for (const [url, type] of [
          [avif, 'image/avif'],
          [webp, 'image/webp'],
        ] as const) {
          if (!url) continue;
          const res = await get(new URL(url, base).href);
          expect.soft(res.status, url).toBe(200);
          expect.soft(res.headers.get('content-type'), url).toContain(type);
        }
      }
    });

    await test.step("the copy's route map turns the editor's history into slugRedirects", async () => {
      const built = await import(path.join(ws.contentDir, 'dist/index.js'));
      const redirects = built.slugRedirects as { from: string; to: string }[];
      expect.soft(redirects).toContainEqual({ from: RENAMED.from, to: RENAMED.to });
      expect.soft(redirects).toContainEqual({
        from: `${DELETED.sectorEn}/${figures.deletedSlugEn}`,
        to: DELETED.sectorEn,
      });
    });

    // Needs the lead's serving rule set (slugRedirects → nginx, pnpm start, _redirects).
    await test.step('Rename: the old English address answers 301 to the new one', async () => {
      for (const base of bases) {
        expect.soft((await get(base + RENAMED.to)).status, `${base}${RENAMED.to}`).toBe(200);
        const res = await get(base + RENAMED.from);
        expect.soft(res.status, `${base}${RENAMED.from}`).toBe(301);
        expect
          .soft(
            new URL(res.headers.get('location') ?? '/', base).pathname,
            `${base}${RENAMED.from}`,
          )
          .toBe(RENAMED.to);
      }
    });

    await test.step("the static hosts' _redirects hold the rename and the deletion", async () => {
      const rules = readFileSync(path.join(ws.webDir, 'build/static-host/_redirects'), 'utf8');
      expect.soft(rules).toContain(`\n${RENAMED.from} ${RENAMED.to} 301\n`);
      expect
        .soft(rules)
        .toContain(`\n${DELETED.sectorEn}/${figures.deletedSlugEn} ${DELETED.sectorEn} 301\n`);
    });

    // A removed product's address → 301 to its sector.
    await test.step("Delete: the removed product's address answers 301 to its sector", async () => {
      for (const base of bases) {
        const address = `${DELETED.sectorEn}/${figures.deletedSlugEn}`;
        const res = await get(base + address);
        expect.soft(res.status, `${base}${address}`).toBe(301);
        expect
          .soft(new URL(res.headers.get('location') ?? '/', base).pathname, `${base}${address}`)
          .toBe(DELETED.sectorEn);
      }
    });
  });
});
