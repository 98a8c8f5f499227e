import type { Graph } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { buildJsonLd, organizationNode, parseDays, websiteNode } from './jsonld';
import { buildPageMeta } from './meta';
import { content, entries } from './test/fixtures';
import { checkStructuredData } from './validate';

type AnyNode = Record<string, unknown> & { '@type': string };
const graphOf = (path: string, extra: Partial<Parameters<typeof buildJsonLd>[0]> = {}) =>
  buildJsonLd({ ...content, path, ...extra })['@graph'] as unknown as AnyNode[];
const nodeOf = (path: string, type: string, extra = {}) =>
  graphOf(path, extra).find((n) => n['@type'] === type);

describe('parseDays', () => {
  it('expands ranges and lists', () => {
    expect(parseDays('Mo-Fr')).toEqual([
      'https://schema.org/Monday',
      'https://schema.org/Tuesday',
      'https://schema.org/Wednesday',
      'https://schema.org/Thursday',
      'https://schema.org/Friday',
    ]);
    expect(parseDays('Mo,We, Sa-Su')).toHaveLength(4);
    expect(() => parseDays('Fr-Mo')).toThrow();
  });
});

describe('Organization / LocalBusiness', () => {
  const org = organizationNode({ ...content, lang: 'tr' });
  it('carries the LocalBusiness details', () => {
    expect(org).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://www.guneyhan.example/#organization',
      name: 'Güneyhan Boya',
      url: 'https://www.guneyhan.example/',
      logo: 'https://www.guneyhan.example/logo.png',
      foundingDate: '2012',
      telephone: '+90 216 000 00 00',
      email: 'info@guneyhan.example',
      sameAs: ['https://www.linkedin.com/company/guneyhan-example'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Örnek Cad. No: 1',
        addressLocality: 'Tuzla',
        addressRegion: 'İstanbul',
        postalCode: '34940',
        addressCountry: 'TR',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: parseDays('Mo-Fr'),
          opens: '09:00',
          closes: '18:00',
        },
      ],
    });
  });

  it('has contact points for phone/e-mail and WhatsApp', () => {
    expect(org.contactPoint).toEqual([
      expect.objectContaining({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+90 216 000 00 00',
      }),
      expect.objectContaining({
        '@type': 'ContactPoint',
        contactType: 'sales',
        url: 'https://wa.me/905000000000',
      }),
    ]);
  });

  it('passes the validator', () => {
    expect(checkStructuredData(org)).toEqual([]);
  });
});

describe('WebSite', () => {
  it('names the site, its URL and the page language', () => {
    expect(websiteNode({ ...content, lang: 'en' })).toEqual({
      '@type': 'WebSite',
      '@id': 'https://www.guneyhan.example/#website',
      name: 'Güneyhan Boya',
      url: 'https://www.guneyhan.example/',
      inLanguage: 'en',
      publisher: { '@id': 'https://www.guneyhan.example/#organization' },
    });
  });
});

describe('buildJsonLd', () => {
  it('returns a schema-dts Graph', () => {
    const graph: Graph = buildJsonLd({ ...content, path: '/' });
    expect(graph['@context']).toBe('https://schema.org');
  });

  it('home: Organization and WebSite, no breadcrumbs', () => {
    expect(graphOf('/').map((n) => n['@type'])).toEqual(['LocalBusiness', 'WebSite']);
  });

  it('an inner page has a two-step BreadcrumbList in its language', () => {
    expect(nodeOf('/hakkimizda', 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      '@id': 'https://www.guneyhan.example/hakkimizda#breadcrumb',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Ana Sayfa',
          item: 'https://www.guneyhan.example/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Hakkımızda',
          item: 'https://www.guneyhan.example/hakkimizda',
        },
      ],
    });
    const en = nodeOf('/contact', 'BreadcrumbList');
    expect(en?.itemListElement).toMatchObject([{ name: 'Home' }, { name: 'Contact' }]);
  });

  it('a sector page: Home > Sectors > sector', () => {
    const crumbs = nodeOf('/sectors/dental-supplies', 'BreadcrumbList')?.itemListElement;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.guneyhan.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Sectors',
        item: 'https://www.guneyhan.example/sectors',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Dental Supplies',
        item: 'https://www.guneyhan.example/sectors/dental-supplies',
      },
    ]);
  });

  it('a sector page lists its products in order, each with a price-on-request Offer', () => {
    const list = nodeOf('/sektorler/boya-murekkep-plastik', 'ItemList') as AnyNode & {
      itemListElement: { position: number; item: AnyNode }[];
    };
    expect(list).toMatchObject({ name: 'Boya, Mürekkep & Plastik', numberOfItems: 2 });
    const [first, second] = list.itemListElement;
    expect(first?.position).toBe(1);
    expect(first?.item).toEqual({
      '@type': 'Product',
      '@id': 'https://www.guneyhan.example/sektorler/boya-murekkep-plastik#product-adhesive',
      name: 'Yapıştırıcı',
      description: 'Endüstriyel yapıştırıcı.',
      image: 'https://www.guneyhan.example/media/sectors/paint/1.webp',
      sku: 'adhesive',
      category: 'Boya, Mürekkep & Plastik',
      url: 'https://www.guneyhan.example/sektorler/boya-murekkep-plastik',
      offers: {
        '@type': 'Offer',
        price: '0.00',
        priceCurrency: 'TRY',
        availability: 'https://schema.org/InStock',
        url: 'https://www.guneyhan.example/sektorler/boya-murekkep-plastik',
        description: 'Fiyat bilgisi için lütfen bizimle iletişime geçin.',
        seller: { '@id': 'https://www.guneyhan.example/#organization' },
      },
    });
    expect(second?.item.name).toBe('Baskı Mürekkebi');
  });

  it('the Offer says contact for price in the page language, and strings can be overridden', () => {
    const enList = JSON.stringify(nodeOf('/sectors/paint-ink-plastic', 'ItemList'));
    expect(enList).toContain('Please contact us for price information.');
    const custom = JSON.stringify(
      nodeOf('/sectors/paint-ink-plastic', 'ItemList', {
        strings: { en: { contactForPrice: 'Ask us.' } },
      }),
    );
    expect(custom).toContain('"description":"Ask us."');
    const fromTexts = JSON.stringify(
      nodeOf('/sectors/paint-ink-plastic', 'ItemList', {
        texts: {
          ...content.texts,
          en: { ...content.texts.en, common: { priceOnRequest: 'Call {{company}}.' } },
        },
      }),
    );
    expect(fromTexts).toContain('"description":"Call Güneyhan Boya."');
  });

  it('never emits aggregateRating without real review data (D5)', () => {
    for (const entry of entries) {
      expect(JSON.stringify(buildJsonLd({ ...content, path: entry.path }))).not.toContain(
        'aggregateRating',
      );
    }
  });

  it('emits aggregateRating only for products with real reviews', () => {
    const json = JSON.stringify(
      nodeOf('/sectors/paint-ink-plastic', 'ItemList', {
        ratings: { adhesive: { ratingValue: 4.8, reviewCount: 12 } },
      }),
    );
    expect(json.match(/aggregateRating/g)).toHaveLength(1);
    expect(json).toContain('"ratingValue":4.8');
  });

  it('takes product images from a resolver (e.g. a manifest with a placeholder)', () => {
    const json = JSON.stringify(
      nodeOf('/sectors/dental-supplies', 'ItemList', {
        productImage: () => '/media/placeholder.webp',
      }),
    );
    expect(json).toContain('https://www.guneyhan.example/media/placeholder.webp');
  });

  it('the sectors page lists the sector pages', () => {
    expect(nodeOf('/sectors', 'ItemList')).toMatchObject({
      name: 'Sectors',
      itemListElement: [
        {
          position: 1,
          name: 'Paint, Ink & Plastic',
          url: 'https://www.guneyhan.example/sectors/paint-ink-plastic',
        },
        {
          position: 2,
          name: 'Dental Supplies',
          url: 'https://www.guneyhan.example/sectors/dental-supplies',
        },
      ],
    });
  });

  it('404: only the WebSite', () => {
    expect(graphOf('/nope', { lang: 'en' }).map((n) => n['@type'])).toEqual(['WebSite']);
  });

  it('has the company in full on the home and contact pages only; the others name it by @id', () => {
    for (const entry of entries) {
      const graph = graphOf(entry.path);
      const page = entry.match.kind === 'page' ? String(entry.match.page) : '';
      const full = graph.filter((n) => n['@type'] === 'LocalBusiness');
      expect(full, entry.path).toHaveLength(['home', 'contact'].includes(page) ? 1 : 0);
      const website = graph.find((n) => n['@type'] === 'WebSite');
      expect(website?.publisher).toEqual({ '@id': 'https://www.guneyhan.example/#organization' });
    }
  });

  it.each(entries.map((e) => e.path))('%s passes the structured-data check', (path) => {
    const data = buildJsonLd({ ...content, path });
    expect(data['@context']).toBe('https://schema.org');
    expect(checkStructuredData(data)).toEqual([]);
  });
});

describe('a sector’s page n ≥ 2 (D25)', () => {
  // The paint sector at one product a page: its page 2, with its twins, after its page 1.
  const alternates = {
    tr: '/sektorler/boya-murekkep-plastik/2',
    en: '/sectors/paint-ink-plastic/2',
  };
  const paged = [
    ...entries,
    ...(['tr', 'en'] as const).map((lang) => ({
      path: alternates[lang],
      lang,
      match: { kind: 'sector' as const, category: 'paintInkPlastic', lang, page: 2 },
      alternates,
    })),
  ];
  const withPages = {
    ...content,
    entries: paged,
    pageSize: 1,
    texts: {
      tr: {
        ...content.texts.tr,
        catalog: { ...content.texts.tr.catalog, pagination: { page: 'Sayfa {{page}}' } },
      },
      en: {
        ...content.texts.en,
        catalog: { ...content.texts.en.catalog, pagination: { page: 'Page {{page}}' } },
      },
    },
  };

  it('lists only its own page’s products, the first page its own', () => {
    const listOf = (path: string) =>
      buildJsonLd({ ...withPages, path })['@graph'].find(
        (n) => (n as AnyNode)['@type'] === 'ItemList',
      ) as AnyNode & { itemListElement: { item: AnyNode }[] };
    expect(
      listOf('/sektorler/boya-murekkep-plastik').itemListElement.map((e) => e.item.name),
    ).toEqual(['Yapıştırıcı']);
    expect(listOf(alternates.tr).itemListElement.map((e) => e.item.name)).toEqual([
      'Baskı Mürekkebi',
    ]);
  });

  it('has its own canonical, hreflang twins and title', () => {
    const meta = buildPageMeta({ ...withPages, path: alternates.en });
    expect(meta.canonical).toBe('https://www.guneyhan.example/sectors/paint-ink-plastic/2');
    expect(meta.alternates.map((a) => a.href)).toEqual([
      'https://www.guneyhan.example/sektorler/boya-murekkep-plastik/2',
      'https://www.guneyhan.example/sectors/paint-ink-plastic/2',
      'https://www.guneyhan.example/sektorler/boya-murekkep-plastik/2',
    ]);
    const first = buildPageMeta({ ...withPages, path: '/sectors/paint-ink-plastic' });
    expect(meta.title).not.toBe(first.title);
    expect(meta.title).toContain('(Page 2)');
  });
});
