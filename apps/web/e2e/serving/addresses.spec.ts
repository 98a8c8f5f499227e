// D20 on nginx and `pnpm start` alike (one rule set, packages/site/build-steps/redirects.mjs): a page
// answers at its canonical address; letter case, a trailing slash, `/index.html` and the other
// language's slugs answer 301 to it in one hop, query kept; any other address is the nearest
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
];

const notFound: [path: string, lang: 'tr' | 'en' | null][] = [
  ['/sektorler/yok', 'tr'],
  ['/sectors/no-such-sector', 'en'],
  ['/sectors/filtration-systems/no-such-product/', 'en'],
  ['/en/nope', 'en'],
  ['/SEKTORLER/yok', null],
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
