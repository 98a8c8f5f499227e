import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRouteManifest } from '@defne/site/vite';
import { notFoundPageFor } from '@defne/site/resolve';
import {
  createResolver,
  foldAddress,
  nginxRedirectMap,
  redirectRules,
  routeManifestOf,
} from './redirects.mjs';
import { renderStaticRedirectsFile } from './static-host.mjs';

/** @param {import('@defne/site/vite').MovedAddress[]} [moved] */
function build(moved) {
  const buildDir = mkdtempSync(join(tmpdir(), 'redirects-'));
  const dir = join(buildDir, 'client');
  mkdirSync(dir);
  const pairs = [
    { tr: '/', en: '/en' },
    { tr: '/hakkimizda', en: '/about' },
    { tr: '/sektorler', en: '/sectors' },
    { tr: '/sektorler/boya', en: '/sectors/paint' },
    { tr: '/sektorler/boya/murekkep', en: '/sectors/paint/ink' },
  ];
  // The route map's part the manifest is written from, as the kit's build hands it over.
  const routes = {
    defaultLang: /** @type {const} */ ('tr'),
    pathEntries: pairs.flatMap((alternates) =>
      /** @type {const} */ (['tr', 'en']).map((lang) => ({
        path: alternates[lang],
        lang,
        alternates,
      })),
    ),
    notFoundPaths: ['/404', '/sektorler/404', '/sectors/404'],
    /** @param {string} path */
    prefixLangOf: (path) => (path.startsWith('/sectors/') ? 'en' : 'tr'),
  };
  writeRouteManifest(routes, moved)({ reactRouterConfig: { buildDirectory: buildDir } });
  return dir;
}

describe('the forgiving-address rule set', () => {
  const rules = redirectRules(build());
  const resolve = createResolver(rules);

  it('knows every page and sends the other language’s slugs under a folder to the twin', () => {
    expect(rules.pages).toContain('/sectors/paint/ink');
    expect(rules.moved['/sectors/boya']).toBe('/sectors/paint');
    expect(rules.moved['/sektorler/paint']).toBe('/sektorler/boya');
    // Every mix of the two languages' segments under the folder.
    expect(rules.moved['/sectors/boya/murekkep']).toBe('/sectors/paint/ink');
    expect(rules.moved['/sectors/paint/murekkep']).toBe('/sectors/paint/ink');
    expect(rules.moved['/sectors/boya/ink']).toBe('/sectors/paint/ink');
    // Pages whose twin is a different folder of one segment have no mixed spelling.
    expect(Object.keys(rules.moved)).not.toContain('/about');
  });

  it('resolves case, slashes and index.html to one page, in one hop, and nothing else', () => {
    expect(resolve('/sectors/paint')).toBe('/sectors/paint');
    expect(resolve('/SECTORS/Paint/')).toBe('/sectors/paint');
    expect(resolve('/Sectors/BOYA/index.html')).toBe('/sectors/paint');
    expect(resolve('/EN')).toBe('/en');
    expect(resolve('/')).toBe('/');
    expect(resolve('/sectors/nope')).toBeNull();
    // A target is always a page: never a chain.
    for (const to of Object.values(rules.moved)) expect(rules.pages).toContain(to);
  });

  it('forgives Turkish letters typed for ASCII ones, in any case, dotted or dotless I', () => {
    expect(foldAddress('/İLETİŞİM')).toBe('/iletisim');
    expect(foldAddress('/hakkımızda')).toBe('/hakkimizda');
    expect(foldAddress('/ĞÜŞÇÖ')).toBe('/gusco');
    // Sent decomposed (a letter and its combining mark) it folds the same.
    expect(foldAddress('/s\u0327\u0131k')).toBe('/sik');
    expect(resolve('/sektörler/BOYA/mürekkep')).toBe('/sektorler/boya/murekkep');
    expect(resolve('/SEKTÖRLER/')).toBe('/sektorler');
    expect(resolve('/hakkımızda')).toBe('/hakkimizda');
    expect(resolve('/HAKKIMIZDA')).toBe('/hakkimizda');
    expect(resolve('/HAKKİMİZDA')).toBe('/hakkimizda');
    expect(resolve('/sectörs/boya')).toBe('/sectors/paint');
    expect(resolve('/sektörler/yok')).toBeNull();
  });

  it('answers an unknown address with its folder’s 404 page, found in any ASCII letter case', () => {
    const pages = ['/sektorler/404.html', '/en/404.html', '/404.html'];
    expect(notFoundPageFor(pages, '/sektorler/yok')).toBe('/sektorler/404.html');
    // The browser's router matches /SEKTORLER/yok with the catalogue's route: its 404 page.
    expect(notFoundPageFor(pages, '/SEKTORLER/yok')).toBe('/sektorler/404.html');
    expect(notFoundPageFor(pages, '/En/x')).toBe('/en/404.html');
    // A Turkish letter is no ASCII case: the router takes /sektörler for no route of its own.
    expect(notFoundPageFor(pages, '/sektörler/yok')).toBe('/404.html');
  });

  it("writes the rules for nginx, the other language's slugs among them", () => {
    const map = nginxRedirectMap(rules);
    expect(map).toContain(
      '"~*^/(?:s|ş|Ş)e(?:c|ç|Ç)t(?:o|ö|Ö)r(?:s|ş|Ş)/b(?:o|ö|Ö)ya(/|/index\\.html)?$" "/sectors/paint";',
    );
    expect(map).toContain('"~*^/ab(?:o|ö|Ö)(?:u|ü|Ü)t(/|/index\\.html)?$" "/about";');
    expect(map).toContain('"~^([^|]+)\\|\\1$" "";');
  });

  it('sends moved addresses (old slugs, removed products) to their page in one hop', () => {
    const dir = build([
      { from: '/sectors/paint/old-ink', to: '/sectors/paint/ink' },
      { from: '/sektorler/boya/eski-murekkep', to: '/sektorler/boya/murekkep' },
      { from: '/sectors/paint/removed-varnish', to: '/sectors/paint' },
    ]);
    const moved = redirectRules(dir);
    const go = createResolver(moved);
    expect(go('/sectors/paint/old-ink')).toBe('/sectors/paint/ink');
    expect(go('/Sectors/Paint/OLD-INK/')).toBe('/sectors/paint/ink');
    expect(go('/sektorler/boya/eski-murekkep')).toBe('/sektorler/boya/murekkep');
    expect(go('/sectors/paint/removed-varnish')).toBe('/sectors/paint');
    expect(nginxRedirectMap(moved)).toContain(
      '"~*^/(?:s|ş|Ş)e(?:c|ç|Ç)t(?:o|ö|Ö)r(?:s|ş|Ş)/pa(?:i|ı|İ)nt/(?:o|ö|Ö)ld-(?:i|ı|İ)nk(/|/index\\.html)?$" "/sectors/paint/ink";',
    );
    // The static hosts' _redirects lists the real moves alone (the Worker folds the rest).
    const file = renderStaticRedirectsFile(routeManifestOf(dir)?.moved ?? []);
    expect(file.split('\n').filter((l) => l.startsWith('/'))).toEqual([
      '/sectors/paint/old-ink /sectors/paint/ink 301',
      '/sektorler/boya/eski-murekkep /sektorler/boya/murekkep 301',
      '/sectors/paint/removed-varnish /sectors/paint 301',
    ]);
  });

  it('stops the build on a moved address that points nowhere or hides a page, naming each', () => {
    expect(() =>
      redirectRules(
        build([
          { from: '/sectors/paint/old', to: '/sectors/paint/gone' },
          { from: '/sectors/paint', to: '/sectors' },
        ]),
      ),
    ).toThrow(
      /2 problem\(s\):\n {2}\/sectors\/paint\/old → \/sectors\/paint\/gone: the target is no page of this build\n {2}\/sectors\/paint → \/sectors: \/sectors\/paint is a page/,
    );
  });

  it('reads every page from the route manifest, none from the sitemap', () => {
    const client = build();
    expect(existsSync(join(client, 'sitemap.xml'))).toBe(false);
    const manifest = routeManifestOf(client);
    expect(manifest?.pages.find((p) => p.path === '/sectors/paint')).toEqual({
      path: '/sectors/paint',
      lang: 'en',
      alternates: { tr: '/sektorler/boya', en: '/sectors/paint' },
      xDefault: '/sektorler/boya',
    });
    expect(manifest?.notFound).toEqual([
      { folder: '/', lang: null, page: '/404.html' },
      { folder: '/sektorler/', lang: 'tr', page: '/sektorler/404.html' },
      { folder: '/sectors/', lang: 'en', page: '/sectors/404.html' },
    ]);
    expect(rules.pages).toHaveLength(10);
  });

  it('has no rules without a route manifest', () => {
    expect(redirectRules(mkdtempSync(join(tmpdir(), 'empty-')))).toEqual({ pages: [], moved: {} });
  });
});
