// Reads the real build output: every prerendered HTML file and the sitemap.
import {
  pagePath,
  pathEntries,
  prerenderPaths,
  productPath,
  suppliers,
  type ProductKey,
} from '@defne/content';
import { productDetails } from '@defne/content/details';
import { checkStructuredData } from '@defne/seo';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { server as site } from '@defne/site/page-server';

const client = resolve(__dirname, '../build/client');
const origin = site.origin;

function htmlOf(path: string): string {
  const file = path === '/' ? join(client, 'index.html') : join(client, path, 'index.html');
  return readFileSync(file, 'utf8');
}

function head(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('head of every prerendered page', () => {
  it.each(prerenderPaths)('%s', (path) => {
    const doc = head(htmlOf(path));
    const entry = pathEntries.find((e) => e.path === path)!;
    const lang = entry.lang ?? 'tr';
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title.trim()).not.toBe('');
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const canonical = doc.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.getAttribute('href')).toBe(`${origin}${path === '/' ? '/' : path}`);
    const alternates = [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')];
    expect(alternates.map((a) => a.getAttribute('hreflang')).sort()).toEqual([
      'en',
      'tr',
      'x-default',
    ]);
    const byLang = Object.fromEntries(
      alternates.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
    );
    expect(byLang.tr).toBe(`${origin}${entry.alternates.tr}`);
    expect(byLang.en).toBe(`${origin}${entry.alternates.en}`);
    expect(byLang['x-default']).toBe(byLang.tr);
    expect(doc.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
      lang === 'tr' ? 'tr_TR' : 'en_US',
    );
    const scripts = [...doc.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const data: unknown = JSON.parse(script.textContent ?? '');
      expect(checkStructuredData(data)).toEqual([]);
    }
  });

  it('the 404 page is noindex and has no canonical', () => {
    const doc = head(readFileSync(join(client, '404.html'), 'utf8'));
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });
});

const productEntries = pathEntries.filter((e) => e.match.kind === 'product');

describe('the 56 product pages (D17)', () => {
  it('are all prerendered', () => {
    expect(productEntries).toHaveLength(56);
  });

  it.each(productEntries.map((e) => [e.path, e] as const))(
    '%s: own title and description, og:image = its picture, Product (no rating) and BreadcrumbList',
    (path, entry) => {
      const { match } = entry;
      if (match.kind !== 'product') throw new Error('not a product');
      const doc = head(htmlOf(path));
      const graph = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (s) =>
          (JSON.parse(s.textContent ?? '{}') as { '@graph'?: Record<string, unknown>[] })[
            '@graph'
          ] ?? [],
      );
      const product = graph.find((n) => n['@type'] === 'Product')!;
      expect(product).toMatchObject({
        sku: match.product,
        url: `${origin}${path}`,
        offers: { price: '0.00', priceCurrency: 'TRY' },
      });
      // Prices are on request: no offer is published with an end date that will pass (D23).
      expect(product.offers).not.toHaveProperty('priceValidUntil');
      expect(product).not.toHaveProperty('aggregateRating');
      expect(doc.title.startsWith(`${String(product.name)} | `)).toBe(true);
      const sectorEntry = pathEntries.find(
        (e) =>
          e.match.kind === 'sector' && e.match.category === match.category && e.lang === entry.lang,
      )!;
      const sectorDoc = head(htmlOf(sectorEntry.path));
      const description = (d: Document) =>
        d.head.querySelector('meta[name="description"]')?.getAttribute('content');
      expect(description(doc)).not.toBe(description(sectorDoc));
      const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList') as {
        itemListElement: { item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.item).slice(-2)).toEqual([
        `${origin}${sectorEntry.path}`,
        `${origin}${path}`,
      ]);
      const image = doc.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
      // the product's own picture, by key: a share link keeps its picture when products move
      expect(image).toBe(`${origin}/media/products/${match.product}/1.webp`);
      expect(image).not.toBe(
        sectorDoc.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      );
    },
  );
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every prerendered URL with its tr, en and x-default alternates', () => {
    const xml = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const urls = [...doc.getElementsByTagName('url')];
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent);
    const expected = [...new Set(prerenderPaths)].map((p) => `${origin}${p}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs.filter((l) => /\/(sektorler|sectors)\/[^/]+\/[^/]+$/.test(l!))).toHaveLength(56);
    for (const url of urls) {
      const links = [...url.getElementsByTagName('xhtml:link')];
      expect(links.map((l) => l.getAttribute('hreflang')).sort()).toEqual([
        'en',
        'tr',
        'x-default',
      ]);
    }
  });

  it('lists exactly the pages of build/routes.json, with the same alternates', () => {
    const xml = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const manifest = JSON.parse(readFileSync(join(client, '../routes.json'), 'utf8')) as {
      pages: { path: string; alternates: Record<string, string>; xDefault: string }[];
    };
    const fromSitemap = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent,
      links: Object.fromEntries(
        [...url.getElementsByTagName('xhtml:link')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
    }));
    const fromManifest = manifest.pages.map((page) => ({
      loc: `${origin}${page.path}`,
      links: {
        ...Object.fromEntries(
          Object.entries(page.alternates).map(([lang, path]) => [lang, `${origin}${path}`]),
        ),
        'x-default': `${origin}${page.xDefault}`,
      },
    }));
    expect(fromSitemap).toEqual(fromManifest);
  });

  it('robots.txt points at the sitemap', () => {
    const robots = readFileSync(join(client, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("the product pages' details for buyers (D23)", () => {
  it.each(productEntries.map((e) => [e.path, e] as const))(
    '%s: its properties in a table with a caption, its supplier, its related products, all in the HTML',
    (path, entry) => {
      const { match } = entry;
      if (match.kind !== 'product') throw new Error('not a product');
      const lang = match.lang;
      const details = productDetails[match.product]!;
      const doc = head(htmlOf(path));
      const main = doc.querySelector('main')!;
      const table = main.querySelector('table')!;
      expect(table.querySelector('caption')?.textContent).toBe(
        lang === 'tr' ? 'Teknik özellikler' : 'Technical properties',
      );
      expect(
        [...table.querySelectorAll('tbody tr')].map((row) => [
          row.querySelector('th[scope="row"]')?.textContent,
          row.querySelector('td')?.textContent,
        ]),
      ).toEqual(
        details.properties.map((p) => [
          p.label[lang],
          `${p.value[lang]}${p.unit ? ` ${p.unit}` : ''}`,
        ]),
      );
      expect(main.textContent).toContain(details.applications![lang]);
      if (details.packaging) expect(main.textContent).toContain(details.packaging[lang]);
      const supplier = suppliers.find((s) => s.id === details.supplier);
      const supplierLink = main.querySelector(`a[href^="${pagePath('suppliers', lang)}#"]`);
      if (supplier) {
        expect(supplierLink?.getAttribute('href')).toBe(
          `${pagePath('suppliers', lang)}#supplier-${supplier.id}`,
        );
        expect(supplierLink?.textContent).toBe(supplier.name);
      } else expect(supplierLink).toBeNull();
      const related = [...main.querySelectorAll('#product-related ~ ul a')].map((a) =>
        a.getAttribute('href'),
      );
      expect(related).toEqual(details.related.map((key) => productPath(key as ProductKey, lang)));
      expect(related.length).toBeGreaterThan(0);

      const graph = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (s) =>
          (JSON.parse(s.textContent ?? '{}') as { '@graph'?: Record<string, unknown>[] })[
            '@graph'
          ] ?? [],
      );
      const product = graph.find((n) => n['@type'] === 'Product')!;
      expect(product.additionalProperty).toHaveLength(details.properties.length);
      if (supplier)
        expect(product.manufacturer).toMatchObject({
          '@type': 'Organization',
          name: supplier.name,
        });
      else expect(product).not.toHaveProperty('manufacturer');
    },
  );

  it("the suppliers pages list each supplier's products, linked, under the card products point to", () => {
    for (const lang of ['tr', 'en'] as const) {
      const doc = head(htmlOf(pagePath('suppliers', lang)));
      for (const supplier of suppliers) {
        const card = doc.getElementById(`supplier-${supplier.id}`);
        expect(card, supplier.id).not.toBeNull();
        const own = Object.entries(productDetails)
          .filter(([, d]) => d.supplier === supplier.id)
          .map(([key]) => productPath(key as ProductKey, lang));
        expect(
          [...card!.querySelectorAll('ul a')].map((a) => a.getAttribute('href')).sort(),
        ).toEqual(own.sort());
      }
    }
  });
});
