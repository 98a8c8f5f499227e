// Publishing in the real UI: the editor served on a small git repository of its own (the kit's
// content folder copied in), Chromium follows the editor's "Değişiklikleri yayınla" link, reads the
// change list, presses Publish, and the commit is checked in that repository and its bare remote.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEditor } from '../../src/server.mjs';
import { prepareTarget } from '../attacks/attacks';

const PORT = Number(process.env.EDITOR_PUBLISH_PORT ?? 4531);
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

let dir: string;
let repo: string;
let remote: string;
let editor: Awaited<ReturnType<typeof startEditor>>;

test.beforeAll(async () => {
  // The site's repository and its remote, as the attack tests make them (without their traps).
  const target = prepareTarget(path.join(import.meta.dirname, '../../../content/data'), {
    traps: false,
  });
  dir = target.dir;
  repo = target.repo;
  remote = target.remote;
  const content = target.contentDir;
  // What the marketing person did in the editor: a typo fixed in a product's English name.
  const file = path.join(content, 'data/products/needleFelt.json');
  const data = JSON.parse(await readFile(file, 'utf8'));
  data.name.en = 'Needle Punched Felt';
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  editor = await startEditor({ contentDir: content, port: PORT });
});

test.afterAll(async () => {
  await editor?.close();
  await rm(dir, { recursive: true, force: true });
});

test('Publish: from the editor to a pushed commit of the content folder, announced in the editor’s language', async ({
  page,
}) => {
  await page.goto(editor.url);
  await page.getByRole('link', { name: /Değişiklikleri yayınla/ }).click();
  await expect(page).toHaveURL(/\/admin\/publish$/);
  const item = page.locator('#change-list li');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Değişti');
  await expect(item).toContainText('Ürün');
  // The entry's name in the editor's language (Turkish here), not every language's.
  await expect(item).toContainText('İğneli Keçe');
  await expect(item).not.toContainText('Needle Punched Felt');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // By keyboard alone: Tab from the top of the page reaches the Publish button, Enter presses it.
  await page.keyboard.press('Tab');
  let focused = '';
  for (let i = 0; i < 10 && !/^Yayınla$/.test(focused); i++) {
    focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (!/^Yayınla$/.test(focused)) await page.keyboard.press('Tab');
  }
  expect(focused).toMatch(/^Yayınla$/);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status');
  await expect(status).toContainText('Yayınlandı');
  // One language, the editor's: no English line beside the Turkish.
  await expect(status).not.toContainText('Published');
  await expect(status).toContainText('origin/main');
  const commit = await status.getAttribute('data-commit');
  expect(commit).toBe(git(repo, 'rev-parse', '--short', 'HEAD'));
  expect(git(remote, 'rev-parse', '--short', 'main')).toBe(commit);
  expect(git(repo, 'log', '-1', '--format=%s')).toBe(
    'content: update product "Needle Punched Felt"',
  );
  expect(git(repo, 'show', '--name-only', '--format=', 'HEAD')).toBe(
    'content/data/products/needleFelt.json',
  );
  await expect(page.locator('#changes')).toContainText('Yayınlanmamış değişiklik yok');
  await expect(page.getByRole('button', { name: /^Yayınla$/ })).toBeDisabled();
  const after = await new AxeBuilder({ page }).analyze();
  expect(after.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

// Two staff members changed the same field (issue 55): A's publish page shows both texts side by
// side in the editor's language, A settles it by keyboard alone, the choice reaches the origin.
/* eslint-disable @typescript-eslint/no-explicit-any -- a product's JSON, edited as a person would */
test.describe('two staff members, one field', () => {
  let two: ReturnType<typeof prepareTarget>;
  let a: Awaited<ReturnType<typeof startEditor>>;
  let b: Awaited<ReturnType<typeof startEditor>>;
  let bRepo: string;

  async function edit(contentDir: string, change: (p: Record<string, any>) => void) {
    const file = path.join(contentDir, 'data/products/needleFelt.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    change(data);
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  }

  test.beforeAll(async () => {
    two = prepareTarget(path.join(import.meta.dirname, '../../../content/data'), { traps: false });
    bRepo = path.join(two.dir, 'burak');
    git(two.dir, 'clone', '-q', '-b', 'main', two.remote, bRepo);
    git(bRepo, 'config', 'user.name', 'Burak');
    git(bRepo, 'config', 'user.email', 'burak@example.invalid');
    b = await startEditor({ contentDir: path.join(bRepo, 'content'), port: 0 });
    await edit(path.join(bRepo, 'content'), (p) => (p.name.en = 'Needle Felt for Bag Filters'));
    const sent = await fetch(`${b.origin}/api/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sent.status).toBe(200);
    await edit(two.contentDir, (p) => {
      p.name.en = 'Needle-Punched Felt';
      p.applications.en = 'Pulse-jet bag filters in cement and steel plants.';
    });
    a = await startEditor({ contentDir: two.contentDir, port: PORT + 1 });
  });

  test.afterAll(async () => {
    await a?.close();
    await b?.close();
    await rm(two.dir, { recursive: true, force: true });
  });

  test('the conflict screen: both texts side by side, announced, settled by keyboard, the choice published', async ({
    page,
  }) => {
    await page.goto(a.url);
    await page.goto(`${a.origin}/admin/publish`);
    await expect(page.locator('#change-list li')).toHaveCount(1);
    await page.getByRole('button', { name: /^Yayınla$/ }).click();

    // Announced: the alert says what happened in the editor's language, without git's words.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Henüz yayınlanmadı: siz ve bir başkası aynı alanı');
    await expect(page.locator('body')).not.toContainText(/rejected|hint:|fetch first|git/);
    const screen = page.getByRole('region', { name: 'Aynı alanı iki kişi değiştirdi' });
    await expect(screen).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Aynı alanı iki kişi değiştirdi' }),
    ).toBeFocused();
    const field = screen.getByRole('group', { name: /“İğneli Keçe” ürünü: Ürün adı › İngilizce/ });
    const mine = field.locator('[data-side="mine"]');
    const theirs = field.locator('[data-side="theirs"]');
    await expect(mine).toHaveText('Needle-Punched Felt');
    await expect(theirs).toHaveText('Needle Felt for Bag Filters');
    await expect(mine).toHaveAttribute('lang', 'en');
    await expect(field).toContainText('Burak yayınladı');
    // Side by side at 1280 px: the same row, mine first.
    const [left, right] = [
      await field.locator('.conflict__side--mine').boundingBox(),
      await field.locator('.conflict__side--theirs').boundingBox(),
    ];
    expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);
    // One place to act: the waiting version is this question's, the plain Publish waits too.
    await expect(page.locator('#waiting')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Yayınla$/ })).toBeDisabled();
    // Nothing sent yet, nothing lost.
    expect(git(two.remote, 'show', 'main:content/data/products/needleFelt.json')).toContain(
      'Needle Felt for Bag Filters',
    );
    const axe = await new AxeBuilder({ page }).include('#conflicts').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Keyboard alone: Tab into the choice, arrows to “Düzenle”, Tab to the text, type, submit.
    const text = field.getByRole('textbox', { name: 'Kalacak metin' });
    await expect(text).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(field.getByRole('radio', { name: 'Benimkini tut' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(field.getByRole('radio', { name: 'Yayınlanmış olanı al' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(field.getByRole('radio', { name: 'Düzenle' })).toBeChecked();
    await expect(text).toBeVisible();
    await expect(text).toHaveValue('Needle-Punched Felt');
    await page.keyboard.press('Tab');
    await expect(text).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Needle-Punched Felt for Bag Filters');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Seçimlerle yayınla' })).toBeFocused();
    await page.keyboard.press('Enter');

    const status = page.getByRole('status');
    await expect(status).toContainText('Yayınlandı');
    await expect(screen).toBeHidden();
    await expect(status).not.toContainText('önceki sürümünüz');
    const published = JSON.parse(
      git(two.remote, 'show', 'main:content/data/products/needleFelt.json'),
    );
    expect(published.name.en).toBe('Needle-Punched Felt for Bag Filters');
    expect(published.applications.en).toBe('Pulse-jet bag filters in cement and steel plants.');
    expect(git(two.remote, 'log', '-2', '--format=%an', 'main').split('\n')).toEqual([
      'Marketing',
      'Burak',
    ]);
    const after = await new AxeBuilder({ page }).analyze();
    expect(after.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

// A version left behind because the shared repository was out of reach (issue 55): the page says
// so plainly, lists it as waiting, and the next Publish sends it, with nothing new to publish.
test.describe('a version left behind', () => {
  let target: ReturnType<typeof prepareTarget>;
  let a: Awaited<ReturnType<typeof startEditor>>;

  test.beforeAll(async () => {
    target = prepareTarget(path.join(import.meta.dirname, '../../../content/data'), {
      traps: false,
    });
    const file = path.join(target.contentDir, 'data/products/tapes.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    data.name.en = 'Industrial Tapes';
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
    a = await startEditor({ contentDir: target.contentDir, port: PORT + 2 });
  });

  test.afterAll(async () => {
    await a?.close();
    await rm(target.dir, { recursive: true, force: true });
  });

  test('out of reach, then sent by the next Publish', async ({ page }) => {
    git(target.repo, 'remote', 'set-url', 'origin', path.join(target.dir, 'nowhere.git'));
    await page.goto(a.url);
    await page.goto(`${a.origin}/admin/publish`);
    await page.getByRole('button', { name: /^Yayınla$/ }).click();
    await expect(page.getByRole('alert')).toContainText('Paylaşılan depoya ulaşılamadı');
    await expect(page.locator('body')).not.toContainText(/fatal|does not appear|git/);
    const waiting = page.getByRole('list').filter({ has: page.locator('[data-commit]') });
    await expect(
      page.getByRole('heading', { name: 'Gönderilmeyi bekleyen sürümler' }),
    ).toBeVisible();
    await expect(waiting).toContainText('“Alüminyum ve Sızdırmazlık Bantları” ürünü');
    await expect(page.locator('#changes')).toContainText('Yayınlanmamış değişiklik yok');
    // In the language chosen on the editor's screen (admin/editor.js keeps it in this browser).
    await page.evaluate(() => localStorage.setItem('defne-editor-locale', 'de'));
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Versionen, die auf das Senden warten' }),
    ).toBeVisible();
    await page.evaluate(() => localStorage.setItem('defne-editor-locale', 'tr'));
    await page.reload();
    const publish = page.getByRole('button', { name: /^Yayınla$/ });
    await expect(publish).toBeEnabled();
    expect(git(target.remote, 'rev-list', '--count', 'main')).toBe('1');

    git(target.repo, 'remote', 'set-url', 'origin', target.remote);
    await publish.click();
    await expect(page.getByRole('status')).toContainText('Yayınlandı');
    await expect(
      page.getByRole('heading', { name: 'Gönderilmeyi bekleyen sürümler' }),
    ).toBeHidden();
    expect(git(target.remote, 'log', '-1', '--format=%s', 'main')).toBe(
      'content: update product "Industrial Tapes"',
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
