import { afterEach, describe, expect, it } from 'vitest';
import { createRouteMap, type RouteMapConfig } from './route-map';
import { checkRouteMapInput } from './route-map-input';

const pages = {
  home: { tr: '/', en: '/en' },
  sectors: { tr: '/sektorler', en: '/sectors' },
};
const categories = [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes' } }];
const indigo = { key: 'indigo', category: 'dyes', slug: { tr: 'indigo', en: 'indigo' } };
/** Two products of one sector sharing their Turkish slug. */
const sharedSlug: RouteMapConfig<string, string> = {
  pages,
  categories,
  products: [indigo, { key: 'indigo-blue', category: 'dyes', slug: { tr: 'indigo', en: 'blue' } }],
};

// Each config the checks refuse, with the whole message a site's build stops with.
const refused: [string, RouteMapConfig<string, string>][] = [
  ['createRouteMap: no home page "home"', { pages: { about: { tr: '/', en: '/en' } }, categories }],
  [
    'createRouteMap: defaultLang must be one of "tr", "en", not "de"',
    { pages, categories, defaultLang: 'de' },
  ],
  [
    'createRouteMap: the page "sectors" has no "en"',
    { pages: { ...pages, sectors: { tr: '/sektorler' } }, categories },
  ],
  [
    'createRouteMap: the category "dyes" has "fr", not one of the languages (tr, en)',
    { pages, categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes', fr: 'teintures' } }] },
  ],
  [
    'createRouteMap: the home page "home" must be at "/" in the default language (en)',
    { pages, categories, defaultLang: 'en' },
  ],
  [
    'createRouteMap: categories need a sectors page "sectors"',
    { pages: { home: pages.home }, categories },
  ],
  [
    'createRouteMap: product "indigo" has an unknown category',
    { pages, categories, products: [{ ...indigo, category: 'inks' }] },
  ],
  [
    'createRouteMap: the product "indigo" has no "en"',
    { pages, categories, products: [{ ...indigo, slug: { tr: 'indigo' } }] },
  ],
  ['createRouteMap: products "indigo" and "indigo-blue" share the tr slug "indigo"', sharedSlug],
];

/** The message `run` throws, or null. */
function thrown(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the route map's input checks", () => {
  it.each(refused)('stop %s, in checkRouteMapInput and so in createRouteMap', (message, config) => {
    expect(thrown(() => checkRouteMapInput(config))).toBe(message);
    expect(thrown(() => createRouteMap(config))).toBe(message);
  });

  it('let a right config through', () => {
    const config = { pages, categories, products: [indigo] };
    expect(thrown(() => checkRouteMapInput(config))).toBeNull();
    expect(createRouteMap(config).productPath('indigo', 'en')).toBe('/sectors/dyes/indigo');
  });
});

describe('createRouteMap in a browser build (`__DEFNE_BROWSER_BUILD__` defined)', () => {
  const scope = globalThis as { __DEFNE_BROWSER_BUILD__?: boolean };
  afterEach(() => {
    delete scope.__DEFNE_BROWSER_BUILD__;
  });

  it('skips the input checks, which the build ran on the same config', () => {
    scope.__DEFNE_BROWSER_BUILD__ = true;
    const routes = createRouteMap(sharedSlug);
    expect(routes.prerenderPaths).toContain('/sectors/dyes/blue');
    // The runtime lookups still answer for themselves.
    expect(() => routes.productPath('madder', 'tr')).toThrow('createRouteMap: unknown product');
    delete scope.__DEFNE_BROWSER_BUILD__;
    expect(() => createRouteMap(sharedSlug)).toThrow('share the tr slug "indigo"');
  });
});
