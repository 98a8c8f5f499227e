// Publishing in the real UI: the editor served on a small git repository of its own (the kit's
// content folder copied in), Chromium follows the editor's "Yayınla · Publish" link, reads the
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

test('Publish: from the editor to a pushed commit of the content folder, announced in both languages', async ({
  page,
}) => {
  await page.goto(editor.url);
  await page.getByRole('link', { name: /Değişiklikleri yayınla · Publish the changes/ }).click();
  await expect(page).toHaveURL(/\/admin\/publish$/);
  const item = page.locator('#change-list li');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Değişti');
  await expect(item).toContainText('Ürün');
  await expect(item).toContainText('Needle Punched Felt');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // By keyboard alone: Tab from the top of the page reaches the Publish button, Enter presses it.
  await page.keyboard.press('Tab');
  let focused = '';
  for (let i = 0; i < 10 && !/Yayınla · Publish/.test(focused); i++) {
    focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (!/Yayınla · Publish/.test(focused)) await page.keyboard.press('Tab');
  }
  expect(focused).toMatch(/Yayınla · Publish/);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status');
  await expect(status).toContainText('Yayınlandı');
  await expect(status).toContainText('Published');
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
  await expect(page.getByRole('button', { name: /Yayınla · Publish/ })).toBeDisabled();
  const after = await new AxeBuilder({ page }).analyze();
  expect(after.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
