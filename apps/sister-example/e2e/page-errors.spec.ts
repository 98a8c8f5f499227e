/*
 * D20 on the sister site: every prerendered page of its three languages (the forms' pages among them,
 * where a notice paragraph once nested in the form's own caused React #418) and the 404 for
 * unknown addresses under and outside the catalogue's folders hydrate with no page or React error.
 */
import { expect, test } from '@playwright/test';
import {
  errorScreenOf,
  expectNotFoundPage,
  gotoHydrated,
  watchPageErrors,
} from '@defne/site/testing';
import { pagePaths, routes } from '../content';

// One test per language (about twenty pages each), with room for a loaded machine.
for (const lang of routes.languages) {
  test(`every ${lang} page hydrates without a page or React error`, async ({ page }) => {
    test.setTimeout(120_000);
    const paths = routes.pathEntries
      .filter((entry) => (entry.lang ?? routes.defaultLang) === lang)
      .map((entry) => entry.path);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of new Set(paths)) {
      const errors = watchPageErrors(page);
      await gotoHydrated(page, path);
      expect(await errorScreenOf(page), path).toBeNull();
      expect(errors, path).toEqual([]);
      page.removeAllListeners();
    }
  });
}

test('the pages of the languages are every prerendered page', () => {
  const byLanguage = new Set(
    routes.pathEntries
      .filter((entry) => routes.languages.includes(entry.lang ?? routes.defaultLang))
      .map((entry) => entry.path),
  );
  expect([...byLanguage].sort()).toEqual([...new Set(routes.prerenderPaths)].sort());
});

test('unknown addresses show the 404 in their folder’s language, status 404, no error', async ({
  page,
}) => {
  const catalogue = pagePaths.sectors;
  const titles = {
    tr: '404 - Sayfa Bulunamadı',
    en: '404 - Page Not Found',
    de: '404 – Seite nicht gefunden',
  };
  const cases: [string, keyof typeof titles][] = [
    [`${catalogue.tr}/yok`, 'tr'],
    [`${catalogue.tr}/yok/daha/derin`, 'tr'],
    [`${catalogue.en}/no-such-group`, 'en'],
    // An unknown address under the catalogue in capitals: the browser's router takes it for the
    // catalogue, so it gets that folder's 404 page, in the folder's language; a line break too.
    [`${catalogue.en.toUpperCase()}/NOPE`, 'en'],
    [`${catalogue.tr.toUpperCase()}/YOK`, 'tr'],
    [`${catalogue.tr}/%0d%0a`, 'tr'],
    // Outside a language's folder, the 404 page is in the default language, English.
    ['/%0D%0A', 'en'],
    ['/no-such-page', 'en'],
    // Under the Turkish home's folder, Turkish.
    ['/tr/yok', 'tr'],
    // Under the German home's folder and its catalogue, German.
    ['/de/gibt-es-nicht', 'de'],
    [`${catalogue.de}/keine-gruppe`, 'de'],
    [`${catalogue.de}/etiketten/kein-produkt`, 'de'],
  ];
  for (const [path, lang] of cases) {
    await expectNotFoundPage(page, path, { lang, title: titles[lang] });
  }
});
