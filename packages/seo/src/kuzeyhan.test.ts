// @vitest-environment jsdom
/**
 * The package over the real Kuzeyhan content (@defne/content, built): what the app will render.
 * Package code never imports this data; only this test does.
 */
import {
  categories,
  company,
  defaultVariables,
  pathEntries,
  prerenderPaths,
  products,
  suppliers,
  type CategoryId,
  type PageId,
} from '@defne/content';
import { productDetails } from '@defne/content/details';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';
import { describe, expect, it } from 'vitest';
import { renderHeadHtml, toMetaDescriptors } from './head';
import type { HeadInput } from './page';
import { buildHead } from './page';
import { buildSitemap } from './sitemap';
import type { SeoTexts } from './types';
import { checkStructuredData } from './validate';

const texts: { tr: SeoTexts<PageId, CategoryId>; en: SeoTexts<PageId, CategoryId> } = { tr, en };
const origin = 'https://www.kuzeyhankimya.example.com';
const site = {
  origin,
  siteName: company.name,
  image: '/media/og.jpg',
  logo: '/logo.png',
  entries: pathEntries,
  texts,
  company,
  categories,
  products,
  productDetails,
  suppliers,
  values: defaultVariables,
} satisfies Omit<HeadInput, 'path'>;

const cases = pathEntries.flatMap((e) =>
  e.lang ? [[e.path, e.lang] as const] : [[e.path, 'tr'] as const, [e.path, 'en'] as const],
);

describe('Kuzeyhan content', () => {
  it('the route map has the 90 prerendered paths, 56 of them products', () => {
    expect(pathEntries.map((e) => e.path)).toEqual(prerenderPaths);
    expect(prerenderPaths).toHaveLength(90);
    expect(pathEntries.filter((e) => e.match.kind === 'product')).toHaveLength(56);
  });

  it('pairs / (tr, x-default) with the English home /en (en) on both home pages (D14)', () => {
    const hreflang = [
      ['tr', `${origin}/`],
      ['en', `${origin}/en`],
      ['x-default', `${origin}/`],
    ];
    for (const [path, lang] of [
      ['/', 'tr'],
      ['/', 'en'],
      ['/en', 'en'],
    ] as const) {
      const { meta } = buildHead({ ...site, path, lang });
      expect(meta.alternates.map((a) => [a.hreflang, a.href])).toEqual(hreflang);
      expect(meta.canonical).toBe(`${origin}${path}`);
    }
    expect(buildHead({ ...site, path: '/en' }).meta.lang).toBe('en');
    const sitemap = buildSitemap({ origin, entries: pathEntries });
    const home = (loc: string) =>
      sitemap.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`)) ?? '';
    for (const loc of [`${origin}/`, `${origin}/en`]) {
      expect(home(loc)).toContain(`hreflang="tr" href="${origin}/"`);
      expect(home(loc)).toContain(`hreflang="en" href="${origin}/en"`);
      expect(home(loc)).toContain(`hreflang="x-default" href="${origin}/"`);
    }
  });

  const productCases = pathEntries.flatMap((e) =>
    e.match.kind === 'product' ? [[e.path, e.match.product, e.lang as 'tr' | 'en'] as const] : [],
  );

  it.each(productCases)(
    '%s: its own title, description, canonical, hreflang, og:image, Product and BreadcrumbList',
    (path, key, lang) => {
      const product = products.find((p) => p.key === key)!;
      const name = texts[lang].catalog.products[key]!.name;
      const entry = pathEntries.find((e) => e.path === path)!;
      const { meta, jsonLd } = buildHead({
        ...site,
        path,
        pageImage: `/media/products/${key}.jpg`,
        productImage: (p) => `/media/products/${p.key}.jpg`,
      });
      expect(meta.title.startsWith(`${name} | `)).toBe(true);
      expect(meta.description).not.toBe(texts[lang].meta.sector.description);
      expect(meta.canonical).toBe(`${origin}${path}`);
      expect(meta.alternates).toEqual([
        { hreflang: 'tr', href: `${origin}${entry.alternates.tr}` },
        { hreflang: 'en', href: `${origin}${entry.alternates.en}` },
        { hreflang: 'x-default', href: `${origin}${entry.alternates.tr}` },
      ]);
      expect(meta.openGraph.image).toBe(`${origin}/media/products/${key}.jpg`);
      const graph = jsonLd['@graph'] as unknown as Record<string, unknown>[];
      const node = graph.find((n) => n['@type'] === 'Product');
      expect(node).toMatchObject({
        name,
        sku: key,
        url: `${origin}${path}`,
        image: `${origin}/media/products/${key}.jpg`,
        offers: {
          price: '0.00',
          priceCurrency: 'TRY',
          description: texts[lang].common!.priceOnRequest,
        },
      });
      // A price on request has no end date: no offer is published with one that will pass.
      expect(node!.offers).not.toHaveProperty('priceValidUntil');
      expect(node).not.toHaveProperty('aggregateRating');
      const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: { name: string; item: string }[];
      };
      const sectorPath = entry.alternates[lang]!.split('/').slice(0, 3).join('/');
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
        `${origin}/`,
        `${origin}${lang === 'tr' ? '/sektorler' : '/sectors'}`,
        `${origin}${sectorPath}`,
        `${origin}${path}`,
      ]);
      expect(crumbs.itemListElement.at(-1)!.name).toBe(name);
      expect(product.category).toBe(entry.match.kind === 'product' && entry.match.category);
    },
  );

  it.each(cases)('%s (%s): complete head, valid JSON-LD, no placeholder left', (path, lang) => {
    const head = buildHead({ ...site, path, lang });
    const { meta, jsonLd, tags } = head;
    expect(meta.lang).toBe(lang);
    expect(meta.title).toMatch(/Kuzeyhan Kimya/);
    expect(meta.description.length).toBeGreaterThan(30);
    expect(meta.canonical).toBe(`${origin}${path}`);
    expect(meta.alternates.map((a) => a.hreflang)).toEqual(['tr', 'en', 'x-default']);
    expect(meta.openGraph.locale).toBe(lang === 'tr' ? 'tr_TR' : 'en_US');
    const html = renderHeadHtml(tags);
    expect(html).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    expect(checkStructuredData(jsonLd)).toEqual([]);
    expect(JSON.stringify(jsonLd)).not.toContain('aggregateRating');
    expect(toMetaDescriptors(tags)).toHaveLength(tags.length);
  });

  it('a sector page lists every product of its category by its page, whose Product has a TRY offer', () => {
    const { jsonLd, meta } = buildHead({ ...site, path: '/sektorler/filtrasyon-sistemleri' });
    expect(meta.title).toMatch(/^Filtrasyon/);
    const list = jsonLd['@graph'].find((n) => n['@type'] === 'ItemList') as unknown as {
      numberOfItems: number;
      itemListElement: Record<string, unknown>[];
    };
    expect(list.numberOfItems).toBe(13);
    // Google's summary-page form: each product's Product, offer included, is on its own page.
    expect(jsonLd['@graph'].some((n) => n['@type'] === 'Product')).toBe(false);
    for (const [i, element] of list.itemListElement.entries()) {
      expect(Object.keys(element).sort()).toEqual(['@type', 'name', 'position', 'url']);
      expect(element.position).toBe(i + 1);
      const url = String(element.url);
      expect(url.startsWith(`${origin}/sektorler/filtrasyon-sistemleri/`)).toBe(true);
      const product = buildHead({ ...site, path: url.slice(origin.length) }).jsonLd['@graph'].find(
        (n) => n['@type'] === 'Product',
      ) as unknown as Record<string, unknown>;
      expect(product.name).toBe(element.name);
      expect(product.url).toBe(url);
      expect(product.offers).toMatchObject({
        price: '0.00',
        priceCurrency: 'TRY',
        description: tr.common.priceOnRequest,
      });
      expect(product.offers).not.toHaveProperty('priceValidUntil');
    }
  });

  it("a product page's Product has its properties, its supplier as manufacturer and passes Google's rules", () => {
    const { jsonLd } = buildHead({
      ...site,
      path: '/sectors/filtration-systems/bag-filter-rolls-f6-f7-f8',
    });
    const product = jsonLd['@graph'].find((n) => n['@type'] === 'Product') as unknown as Record<
      string,
      unknown
    >;
    expect(product.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Efficiency class',
      value: 'F6, F7, F8',
    });
    expect(product.manufacturer).toEqual({
      '@type': 'Organization',
      name: 'Poyraz Textile Filters',
      url: `${origin}/suppliers#supplier-poyraz-filters`,
      logo: `${origin}/media/suppliers/poyraz-filters.svg`,
    });
    expect(checkStructuredData(jsonLd)).toEqual([]);
    const tr = buildHead({
      ...site,
      path: '/sektorler/filtrasyon-sistemleri/torba-filtre-rulolari-f6-f7-f8',
    }).jsonLd['@graph'].find((n) => n['@type'] === 'Product') as unknown as Record<string, unknown>;
    expect(tr.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Verim sınıfı',
      value: 'F6, F7, F8',
    });
  });

  it('the Organization says founded 2009, open Mo-Fr 09:00-18:00', () => {
    const { jsonLd } = buildHead({ ...site, path: '/' });
    expect(jsonLd['@graph'][0]).toMatchObject({
      name: 'Kuzeyhan Kimya',
      foundingDate: '2009',
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      sameAs: [company.linkedin],
    });
  });

  it('the 404 page in each language', () => {
    expect(buildHead({ ...site, path: '/yok', lang: 'tr' }).meta).toMatchObject({
      title: '404 - Sayfa Bulunamadı | Kuzeyhan Kimya',
      robots: 'noindex, follow',
    });
    expect(buildHead({ ...site, path: '/missing', lang: 'en' }).meta.title).toMatch(
      /^404 - Page Not Found/,
    );
  });

  it('the sitemap has every prerendered URL', () => {
    const xml = buildSitemap({ origin, entries: pathEntries });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual(prerenderPaths.map((p) => `${origin}${p}`));
    expect(doc.getElementsByTagName('xhtml:link')).toHaveLength(3 * prerenderPaths.length);
  });
});
