// The build stops naming each text a site's pages need and its content lacks, in each language.
import { createCatalog, createRouteMap } from '@defne/core';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@defne/site/config';
import { checkSiteTexts, neededTexts } from './texts-check';

const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'crate', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});
const site = {
  routes: createRouteMap({
    pages: { home: { tr: '/', en: '/' }, sectors: { tr: '/urunler', en: '/products' } },
    categories: catalog.categories,
  }),
  catalog,
  company: { stats: [] },
} as unknown as SiteConfig;

function complete(): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const key of neededTexts(site, false)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = `text of ${key}`;
  }
  return tree;
}

describe("a site's texts", () => {
  it('pass when every page has its texts', () => {
    expect(neededTexts(site, false)).toEqual(
      expect.arrayContaining([
        'home.hero.slogan',
        'catalog.products.box.name',
        'meta.notFound.title',
      ]),
    );
    expect(() =>
      checkSiteTexts(site, { tr: complete(), en: complete() }, { hasMap: false }),
    ).not.toThrow();
  });

  it('stop the build naming each missing text and its language', () => {
    const tr = complete();
    delete (tr.home as Record<string, Record<string, string>>).hero!.slogan;
    const en = complete();
    (en.catalog as Record<string, Record<string, Record<string, string>>>).products!.box!.name =
      ' ';
    expect(() => checkSiteTexts(site, { tr, en }, { hasMap: false })).toThrow(
      "The site's texts lack what its pages show (content/data/pages/{namespace}.json):\n  - tr: home.hero.slogan\n  - en: catalog.products.box.name",
    );
  });

  it('ask for the location block’s texts only when there is a map', () => {
    expect(neededTexts(site, false)).not.toContain('home.location.title');
    expect(neededTexts(site, true)).toContain('home.location.title');
  });
});
