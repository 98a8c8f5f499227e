// `pnpm --filter @defne/editor screenshots:editor`: the editor's screens for the README, made on a
// throwaway copy of the content folder (the real one is never written), into docs/.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startEditor } from '../src/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(process.env.DEFNE_CONTENT ?? path.join(here, '../../content'));
const out = path.join(here, '../docs');
const port = Number(process.env.EDITOR_PORT ?? 4534);

const scratch = await mkdtemp(path.join(tmpdir(), 'defne-editor-shots-'));
await cp(path.join(source, 'data'), path.join(scratch, 'data'), { recursive: true });
await cp(path.join(source, 'media'), path.join(scratch, 'media'), { recursive: true });
// A git repository of its own, so the publish page has a last version to compare with.
const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd: scratch });
git('init', '-q', '-b', 'main');
git('config', 'user.name', 'Pazarlama');
git('config', 'user.email', 'pazarlama@example.invalid');
git('add', '-A', '--', 'data', 'media');
git('commit', '-q', '-m', 'start');
const photo = path.join(scratch, 'antistatik-kece.jpg');
await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f7a5b' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#f2c14e"/></svg>',
      ),
    },
  ])
  .jpeg()
  .toFile(photo);

const editor = await startEditor({
  contentDir: scratch,
  port,
  cataloguePath: { tr: '/sektorler', en: '/sectors' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
await mkdir(out, { recursive: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const shot = async (/** @type {string} */ name) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`[screenshots] docs/${name}.png`);
};

try {
  await page.goto(`${editor.url}#/collections/products`);
  await page.getByRole('button', { name: 'Giriş' }).click();
  await page.getByText('Mikroglass', { exact: false }).first().waitFor();
  await shot('1-products');

  await page.goto(`${editor.url}#/collections/products/new`);
  await page.getByLabel('Sektör · Sector').click();
  await page.getByRole('option', { name: /Filtration Systems/ }).click();
  await page.getByLabel('Sektördeki sırası · Position in its sector').fill('14');
  const name = page.getByRole('group', { name: 'Ürün adı · Name' });
  await name.getByLabel('Türkçe').fill('Antistatik Filtre Keçesi');
  await name.getByLabel('English').fill('Antistatic Filter Felt');
  const description = page.getByRole('group', { name: 'Açıklama · Description' });
  await description
    .getByLabel('Türkçe')
    .fill('Toz patlaması riski olan tesisler için iletken liflerle güçlendirilmiş iğneli keçe.');
  await description
    .getByLabel('English')
    .fill(
      'Needle felt reinforced with conductive fibres for plants where dust explosions are a risk.',
    );
  await shot('2-new-product');

  await page.getByRole('button', { name: /fotoğraflar · photos Ekle/i }).click();
  await page.getByRole('button', { name: 'Bir resim seçin' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await shot('3-photo');
  await page.getByRole('button', { name: 'Seçileni kullan' }).click();

  await name.getByLabel('English').fill('');
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await page.getByText('Şimdi yayımla').click();
  await page.getByText('İngilizcesi boş').first().waitFor();
  await page.getByText('İngilizcesi boş').first().scrollIntoViewIfNeeded();
  await shot('4-refused');

  await name.getByLabel('English').fill('Antistatic Filter Felt');
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  await page.getByText('Şimdi yayımla').click();
  await page.waitForTimeout(1500);
  await page.goto(`${editor.url}#/collections/products/entries/antistatic-filter-felt`);
  await page.frameLocator('iframe').first().locator('a[data-lang="en"]').waitFor();
  await shot('5-saved-with-links');

  await page.getByRole('link', { name: /Değişiklikleri yayınla/ }).click();
  await page.locator('#change-list li').first().waitFor();
  await shot('6-changes');
  await page.getByRole('button', { name: /Yayınla · Publish/ }).click();
  await page.getByRole('status').getByText('Yayınlandı', { exact: false }).waitFor();
  await shot('7-published');

  // Two people, one field: another computer publishes the same product's English name first.
  const origin = `${scratch}-origin.git`;
  const other = `${scratch}-other`;
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
  git('remote', 'add', 'origin', origin);
  git('push', '-q', '-u', 'origin', 'main');
  execFileSync('git', ['clone', '-q', '-b', 'main', origin, other]);
  const rename = async (/** @type {string} */ dir, /** @type {string} */ en) => {
    const file = path.join(dir, 'data/products/needleFelt.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    data.name.en = en;
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  };
  await rename(other, 'Needle Felt for Bag Filters');
  const satis = ['-c', 'user.name=Satış', '-c', 'user.email=satis@example.invalid'];
  execFileSync('git', [...satis, 'commit', '-q', '-am', 'content: update product'], {
    cwd: other,
  });
  execFileSync('git', ['push', '-q', 'origin', 'main'], { cwd: other });
  await rename(scratch, 'Needle-Punched Felt');
  await page.goto(`${editor.origin}/admin/publish`);
  await page.locator('#change-list li').first().waitFor();
  await page.getByRole('button', { name: /Yayınla · Publish/ }).click();
  await page.getByRole('heading', { name: 'Aynı alanı iki kişi değiştirdi' }).waitFor();
  await page.getByRole('radio', { name: 'Düzenle' }).check();
  await page
    .getByRole('heading', { name: 'Aynı alanı iki kişi değiştirdi' })
    .scrollIntoViewIfNeeded();
  await shot('8-two-people');
} finally {
  await browser.close();
  await editor.close();
  for (const dir of [scratch, `${scratch}-origin.git`, `${scratch}-other`])
    await rm(dir, { recursive: true, force: true });
}
