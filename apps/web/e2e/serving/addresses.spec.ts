// D20 on nginx and `pnpm start` alike (one rule set, packages/serve/build-steps/redirects.mjs): a page
// answers at its canonical address; letter case, Turkish letters, a trailing slash, `/index.html`
// and the other language's slugs answer 301 to it in one hop, query kept; any other address is the nearest
// not-found page, in its folder's language, with status 404.
import { expect, test } from '@playwright/test';
import { rawGet } from './site';

const moved: [from: string, to: string][] = [
  ['/SEKTORLER', '/sektorler'],
  ['/Sectors/Filtration-Systems', '/sectors/filtration-systems'],
  ['/ABOUT/', '/about'],
  ['/EN', '/en'],
  ['/Hakkimizda/index.html', '/hakkimizda'],
  ['/sectors/filtrasyon-sistemleri', '/sectors/filtration-systems'],
  ['/sektorler/filtration-systems', '/sektorler/filtrasyon-sistemleri'],
  [
    '/sectors/filtration-systems/mikroglass-filtre-medyasi',
    '/sectors/filtration-systems/microglass-filter-media',
  ],
  [
    '/sectors/filtrasyon-sistemleri/mikroglass-filtre-medyasi/',
    '/sectors/filtration-systems/microglass-filter-media',
  ],
  [
    '/SEKTORLER/FILTRATION-SYSTEMS/microglass-filter-media',
    '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi',
  ],
  ['/sectors/filtrasyon-sistemleri/?q=g4&x=%C5%9F', '/sectors/filtration-systems?q=g4&x=%C5%9F'],
  // Typed with Turkish letters (sent percent-encoded, as a browser does), in any case, dotted or
  // dotless I: one hop to the page's ASCII address.
  ['/hakk%C4%B1m%C4%B1zda', '/hakkimizda'],
  ['/%C4%B0LET%C4%B0%C5%9E%C4%B0M', '/iletisim'],
  ['/HAKKIMIZDA', '/hakkimizda'],
  ['/HAKK%C4%B0M%C4%B0ZDA', '/hakkimizda'],
  ['/tedarik%C3%A7ilerimiz', '/tedarikcilerimiz'],
  ['/sekt%C3%B6rler/', '/sektorler'],
  [
    '/sekt%C3%B6rler/filtrasyon-sistemleri/mikroglass-filtre-medyas%C4%B1',
    '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi',
  ],
  [
    '/SEKT%C3%96RLER/F%C4%B0LTRASYON-S%C4%B0STEMLER%C4%B0?x=1',
    '/sektorler/filtrasyon-sistemleri?x=1',
  ],
];

const notFound: [path: string, lang: 'tr' | 'en' | null][] = [
  ['/sektorler/yok', 'tr'],
  ['/sectors/no-such-sector', 'en'],
  ['/sectors/filtration-systems/no-such-product/', 'en'],
  ['/en/nope', 'en'],
  // The browser's router takes /SEKTORLER/… for the catalogue: its folder's 404 page, which it
  // hydrates without a mismatch (and /Sectors/… the English one).
  ['/SEKTORLER/yok', 'tr'],
  ['/Sectors/Nope', 'en'],
  ['/sekt%C3%B6rler/yok', null],
  ['/sektorler/%0d%0a', 'tr'],
  ['/SECTORS/%0D%0A', 'en'],
  ['/no-such-page/', null],
  ['/sectors/404', 'en'],
  ['/sektorler/404.html', 'tr'],
];

test('miscased, slashed and other-language addresses answer 301 to their page in one hop', async ({
  baseURL,
}) => {
  for (const [from, to] of moved) {
    const first = await rawGet(`${baseURL}${from}`);
    expect(first.status, from).toBe(301);
    expect(first.headers.location, from).toBe(to);
    const second = await rawGet(`${baseURL}${to}`);
    expect(second.status, `${from} → ${to}`).toBe(200);
  }
});

test('unknown addresses answer 404 with the nearest not-found page, never a redirect', async ({
  baseURL,
}) => {
  for (const [path, lang] of notFound) {
    const response = await rawGet(`${baseURL}${path}`);
    expect(response.status, path).toBe(404);
    const html = response.body.toString('utf8');
    expect(html, path).toContain('404');
    // Unprefixed addresses: Turkish in the HTML, the visitor's language once the page runs.
    expect(html, path).toContain(`<html lang="${lang ?? 'tr'}"`);
  }
});
