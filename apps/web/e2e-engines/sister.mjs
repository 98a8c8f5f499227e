// The sister example's build, served beside the flagship's for the engines suite: a kit site of
// three languages (Turkish, English and German), so Firefox and WebKit load every German page and
// use the language menu a site of more than two languages gets (issue 35). Nothing is rebuilt.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydrated, open, pageErrors, tabTo } from './journeys.mjs';
import { serveBuild } from './site.mjs';

const build = join(import.meta.dirname, '..', '..', 'sister-example', 'build');

/** Every page of a language in the sister build's route manifest, with its alternates. */
export function sisterPages(lang) {
  const manifest = JSON.parse(readFileSync(join(build, 'routes.json'), 'utf8'));
  return manifest.pages.filter((page) => page.lang === lang);
}

/** The sister build, served beside the flagship's. */
export function startSister() {
  return serveBuild(join(build, 'client'), { app: '@defne/sister-example' });
}

/**
 * Every German page answers 200, says it is German (written left to right) and hydrates with no
 * page error.
 */
export async function germanPages(tab, { statusOf }) {
  const pages = sisterPages('de');
  assert.ok(pages.length >= 15, `the sister build has its German pages (${pages.length})`);
  for (const page of pages) {
    // WebDriver classic cannot tell a page's status: the server is asked.
    assert.equal(await statusOf(page.path), 200, `${page.path} answers 200`);
    await open(tab, page.path);
    const lang = await tab.eval(() => [
      document.documentElement.lang,
      getComputedStyle(document.documentElement).direction,
    ]);
    assert.deepEqual(lang, ['de', 'ltr'], `${page.path} is German, left to right`);
    assert.deepEqual(await pageErrors(tab), [], `no page errors on ${page.path}`);
  }
  return pages.length;
}

/**
 * The language menu by keyboard: from a German product page, Tab to the menu's button, open it
 * with Enter, move to the Turkish link with the arrow keys, follow it, and land on the same page
 * in Turkish.
 */
export async function languageMenuByKeyboard(tab, { shot }) {
  const product = sisterPages('de').find((page) => page.path.split('/').length >= 5);
  assert.ok(product, 'a German product page');
  await open(tab, product.path);
  const summary = 'header details summary';
  await tabTo(tab, summary, 'the language menu');
  const name = await tab.eval(
    (selector) => document.querySelector(selector)?.textContent ?? '',
    summary,
  );
  assert.match(name, /Deutsch/, 'the menu names the current language');
  await tab.press('Enter');
  await tab.waitFor(
    () => document.querySelector('header details')?.open === true,
    [],
    'the menu open',
  );
  await shot('language-menu');
  for (let presses = 0; presses < 5; presses++) {
    await tab.press('ArrowDown');
    const onTurkish = await tab.eval(
      () => document.activeElement?.getAttribute('hreflang') === 'tr',
    );
    if (onTurkish) break;
  }
  assert.equal(
    await tab.eval(() => document.activeElement?.getAttribute('hreflang')),
    'tr',
    'the arrow keys reach the Turkish link',
  );
  await tab.press('Enter');
  await tab.waitFor(
    (path) => location.pathname === path && document.documentElement.lang === 'tr',
    [product.alternates.tr],
    `the Turkish twin ${product.alternates.tr}`,
  );
  await hydrated(tab);
}
