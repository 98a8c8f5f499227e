// The build stops naming each text a site's pages need and its content lacks, in each language.
import { createCatalog, createRouteMap } from '@defne/core';
import { describe, expect, it } from 'vitest';
import { resolveSite, type SiteConfig } from '../src/config';
// The kit's texts and i18next setup from source: these tests are about their defaults.
import { createI18n } from '../src/i18n';
import { withSiteTexts } from '../src/texts';
import { checkSiteTexts, neededTexts } from './texts-check';

const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'crate', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});
const given = {
  routes: createRouteMap({
    pages: { home: { tr: '/', en: '/' }, sectors: { tr: '/urunler', en: '/products' } },
    categories: catalog.categories,
  }),
  catalog,
  company: { stats: [], email: 'info@example.com' },
  origin: 'https://www.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  navigation: { header: [], quickLinks: [] },
  copyrightYear: 2026,
  texts: { tr: async () => ({}), en: async () => ({}) },
} as unknown as SiteConfig;
const site = resolveSite(given);

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
      "The site's texts lack what its pages show (each in its language, beside the kit's defaults):\n  - tr: home.hero.slogan in content/data/pages/home.json\n  - en: catalog.products.box.name in content/data/pages/catalog.json",
    );
  });

  it('ask for the search page’s texts and the header’s search button only when the page is there; the kit words them all', () => {
    expect(neededTexts(site, false).filter((k) => /^(search\.|nav\.search$)/.test(k))).toEqual([]);
    const searchSite = resolveSite({
      ...given,
      routes: createRouteMap({
        pages: {
          home: { tr: '/', en: '/' },
          sectors: { tr: '/urunler', en: '/products' },
          search: { tr: '/arama', en: '/search' },
        },
        categories: catalog.categories,
      }),
    });
    const needed = neededTexts(searchSite, false);
    expect(needed).toEqual(
      expect.arrayContaining([
        'nav.search',
        'search.title',
        'search.results_other',
        'meta.search.title',
      ]),
    );
    // The kit's defaults hold every one of them in both languages: a site words none itself.
    const withDefaults = (lang: 'tr' | 'en') =>
      withSiteTexts(lang, complete()) as unknown as Record<string, unknown>;
    expect(() =>
      checkSiteTexts(
        searchSite,
        { tr: withDefaults('tr'), en: withDefaults('en') },
        { hasMap: false },
      ),
    ).not.toThrow();
    // Without them (a site's texts alone), the build names each.
    expect(() =>
      checkSiteTexts(searchSite, { tr: complete(), en: complete() }, { hasMap: false }),
    ).toThrow(
      /tr: nav\.search in content\/data\/pages\/nav\.json[\s\S]*en: search\.noneHint in content\/data\/pages\/search\.json/,
    );
  });

  it('ask for none of a kit page’s own texts when the site writes that page itself (`pages`)', () => {
    const own = neededTexts(resolveSite({ ...given, pages: { home: 'pages/home.tsx' } }), true);
    expect(own.filter((k) => k.startsWith('home.'))).toEqual([]);
    // Its head is still the kit's: its title and description.
    expect(own).toEqual(expect.arrayContaining(['meta.home.title', 'meta.home.description']));
  });

  it('ask for the location block’s texts only when there is a map', () => {
    expect(neededTexts(site, false)).not.toContain('home.location.title');
    expect(neededTexts(site, true)).toContain('home.location.title');
  });
});

describe('a language the kit has no texts in', () => {
  const germanCatalog = createCatalog({
    categories: [
      {
        id: 'boxes',
        imageFolder: 'boxes',
        icon: 'crate',
        slug: { tr: 'koliler', en: 'boxes', de: 'kartons' },
      },
    ],
    productKeys: { boxes: ['box'] },
    imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
  });
  const german = resolveSite({
    ...given,
    catalog: germanCatalog,
    languages: {
      default: 'tr',
      list: [
        { code: 'tr', label: 'Türkçe' },
        { code: 'en', label: 'English', ogLocale: 'en_US' },
        { code: 'de', label: 'Deutsch' },
      ],
    },
    routes: createRouteMap({
      pages: {
        home: { tr: '/', en: '/', de: '/' },
        sectors: { tr: '/urunler', en: '/products', de: '/produkte' },
      },
      categories: germanCatalog.categories,
    }),
    texts: { tr: async () => ({}), en: async () => ({}), de: async () => ({}) },
  } as unknown as SiteConfig);
  const withKit = (lang: string) =>
    withSiteTexts(lang, complete()) as unknown as Record<string, unknown>;

  it('stops the build naming each of the kit’s texts the site does not word in it', () => {
    let message = '';
    try {
      checkSiteTexts(
        german,
        { tr: withKit('tr'), en: withKit('en'), de: withKit('de') },
        { hasMap: false },
      );
    } catch (error) {
      message = (error as Error).message;
    }
    // German has the pages' own texts (`complete`), but none of the kit's words: each is named.
    expect(message).toContain('\n  - de: nav.skipToContent in content/data/pages/nav.json');
    expect(message).toContain('\n  - de: common.error.title in content/data/pages/common.json');
    expect(message).toContain('\n  - de: search.title in content/data/pages/search.json');
    // Turkish and English take the kit's.
    expect(message).not.toMatch(/\n {2}- (tr|en):/);
  });

  it('asks every language for the name of each document language a product page shows', () => {
    // A German data sheet and a Turkish one on a product: each page names both sheets' languages.
    const sheet = (lang: string) => ({
      kind: 'technicalDataSheet' as const,
      lang,
      file: `tds-${lang}.pdf`,
      href: `/media/products/box/tds-${lang}.pdf`,
      bytes: 182_000,
      revised: '2026-03-01',
    });
    const details = { box: { properties: [], documents: [sheet('de'), sheet('tr')], related: [] } };
    expect(neededTexts(german, false, details)).toEqual(
      expect.arrayContaining([
        'catalog.product.documentKinds.technicalDataSheet',
        'catalog.product.languages.de',
        'catalog.product.languages.tr',
      ]),
    );
    // Without documents, no document language is needed (not even the kit's own two).
    expect(neededTexts(german, false).filter((k) => k.includes('.languages.'))).toEqual([]);
    const de = withSiteTexts('de', withKit('en')) as unknown as Record<string, unknown>;
    const texts = { tr: withKit('tr'), en: withKit('en'), de };
    let message = '';
    try {
      checkSiteTexts(german, texts, { hasMap: false, details });
    } catch (error) {
      message = (error as Error).message;
    }
    // The kit names Turkish and English; German is the site's to name, in each language.
    for (const lang of ['tr', 'en', 'de'])
      expect(message).toContain(
        `\n  - ${lang}: catalog.product.languages.de in content/data/pages/catalog.json`,
      );
    expect(message).not.toContain('catalog.product.languages.tr');
    // Each language names German itself.
    const named = (tree: Record<string, unknown>, name: string) => {
      const copy = structuredClone(tree) as { catalog: { product: { languages: object } } };
      copy.catalog.product.languages = { ...copy.catalog.product.languages, de: name };
      return copy as unknown as Record<string, unknown>;
    };
    expect(() =>
      checkSiteTexts(
        german,
        { tr: named(texts.tr, 'Almanca'), en: named(texts.en, 'German'), de: named(de, 'Deutsch') },
        { hasMap: false, details },
      ),
    ).not.toThrow();
  });

  it('passes when the site words every text in it', () => {
    // Every key the kit words, worded for German (here the English words stand in for them).
    const de = withSiteTexts('de', withKit('en')) as unknown as Record<string, unknown>;
    expect(() =>
      checkSiteTexts(german, { tr: withKit('tr'), en: withKit('en'), de }, { hasMap: false }),
    ).not.toThrow();
  });

  it('asks for the fallback notice only of a site with a fallback language (D27)', () => {
    const { fallbackNotice, ...common } = withKit('en').common as Record<string, unknown>;
    expect(fallbackNotice).toMatch(/\{\{language\}\}/);
    const de = withSiteTexts('de', { ...withKit('en'), common }) as Record<string, unknown>;
    const texts = { tr: withKit('tr'), en: withKit('en'), de };
    expect(() => checkSiteTexts(german, texts, { hasMap: false })).not.toThrow();
    const partly = { ...german, fallbackLanguage: 'en' };
    expect(() => checkSiteTexts(partly, texts, { hasMap: false })).toThrow(
      '\n  - de: common.fallbackNotice in content/data/pages/common.json',
    );
  });
});

describe('the texts of the forms’ own fields and of a form kind of the site’s own', () => {
  const fields = [
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true, maxLength: 254 },
  ] as const;
  const formSite = resolveSite({
    ...given,
    routes: createRouteMap({
      pages: {
        home: { tr: '/', en: '/' },
        sectors: { tr: '/urunler', en: '/products' },
        sampleRequest: { tr: '/numune-talebi', en: '/sample-request' },
      },
      categories: catalog.categories,
    }),
    enquiry: {
      fields: { short: fields, contact: fields },
      forms: { sample: { page: 'sampleRequest', fields } },
    },
  } as unknown as SiteConfig);
  const tree = (keys: string[]) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const parts = key.split('.');
      let node = out;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = `text of ${key}`;
    }
    return out;
  };

  it('are needed where their form is: a kind’s heading, intro, button, subject and labels', () => {
    const needed = neededTexts(formSite, false);
    expect(needed).toEqual(
      expect.arrayContaining([
        'meta.sampleRequest.title',
        'forms.fields.fullName.label',
        'forms.sample.title',
        'forms.sample.intro',
        'forms.sample.submit',
        'forms.sample.mailSubject',
        'forms.sample.fields.fullName.label',
        'forms.sample.fields.email.label',
      ]),
    );
    // The contact form's own fields are not asked for: the route map has no contact page.
    expect(needed.filter((key) => key === 'forms.fields.fullName.label')).toHaveLength(1);
    const all = tree(needed);
    expect(() => checkSiteTexts(formSite, { tr: all, en: all }, { hasMap: false })).not.toThrow();
  });

  it('stop the build naming each missing one in each language; a label all forms share will do', () => {
    const needed = neededTexts(formSite, false);
    const tr = tree(needed.filter((k) => k !== 'forms.sample.intro'));
    // English labels the kind's e-mail field with the label all forms share, and lacks the
    // short form's `fullName` label, which the kind's `fullName` would have taken too.
    const en = tree(
      needed.filter(
        (k) =>
          !k.startsWith('forms.sample.fields.') &&
          k !== 'forms.sample.submit' &&
          k !== 'forms.fields.fullName.label',
      ),
    );
    expect(needed).toContain('forms.fields.email.label');
    expect(() => checkSiteTexts(formSite, { tr, en }, { hasMap: false })).toThrow(
      [
        "The site's texts lack what its pages show (each in its language, beside the kit's defaults):",
        '  - tr: forms.sample.intro in content/data/pages/forms.json',
        '  - en: forms.fields.fullName.label in content/data/pages/forms.json',
        '  - en: forms.sample.submit in content/data/pages/forms.json',
        '  - en: forms.sample.fields.fullName.label (or forms.fields.fullName.label) in content/data/pages/forms.json',
      ].join('\n'),
    );
  });
});

describe('the texts of the navigation and the 404 page’s popular links', () => {
  const navSite = resolveSite({
    ...given,
    routes: createRouteMap({
      pages: {
        home: { tr: '/', en: '/' },
        sectors: { tr: '/urunler', en: '/products' },
        suppliers: { tr: '/tedarikciler', en: '/suppliers' },
        privacy: { tr: '/kvkk', en: '/privacy' },
        sampleRequest: { tr: '/numune-talebi', en: '/sample-request' },
      },
      categories: catalog.categories,
    }),
    navigation: {
      header: ['home', { page: 'sectors', children: 'sectors' }, 'suppliers'],
      quickLinks: ['home', 'sampleRequest'],
      legal: ['privacy'],
    },
    popular: ['sectors', 'sampleRequest'],
  } as unknown as SiteConfig);

  it('are needed for every item: its label, a dropdown’s toggle, a legal link and a popular link', () => {
    expect(neededTexts(navSite, false)).toEqual(
      expect.arrayContaining([
        'nav.home',
        'nav.sectors',
        'nav.sectorsMenu',
        'nav.suppliers',
        'nav.sampleRequest',
        'footer.privacy',
        'notFound.popular.sectors',
        'notFound.popular.sampleRequest',
      ]),
    );
  });

  it('stop the build naming the file and key; the kit’s words and a page’s nav label will do', () => {
    const texts = (lang: 'tr' | 'en', drop: string[]) => {
      const own: Record<string, unknown> = {};
      for (const key of neededTexts(navSite, false).filter((k) => !drop.includes(k))) {
        const parts = key.split('.');
        let node = own;
        for (const part of parts.slice(0, -1))
          node = (node[part] ??= {}) as Record<string, unknown>;
        node[parts.at(-1)!] = `text of ${key}`;
      }
      // What the build checks: the site's texts over the kit's defaults.
      return withSiteTexts(lang, own) as unknown as Record<string, unknown>;
    };
    // The kit words sectors, its menu and privacy, and the sample page's popular link takes its
    // nav label: leaving those out is fine.
    const kitWords = ['nav.sectors', 'nav.sectorsMenu', 'footer.privacy'];
    const popular = 'notFound.popular.sampleRequest';
    expect(() =>
      checkSiteTexts(
        navSite,
        { tr: texts('tr', [...kitWords, popular]), en: texts('en', kitWords) },
        { hasMap: false },
      ),
    ).not.toThrow();
    expect(() =>
      checkSiteTexts(
        navSite,
        { tr: texts('tr', ['nav.suppliers']), en: texts('en', ['nav.sampleRequest', popular]) },
        { hasMap: false },
      ),
    ).toThrow(
      [
        "The site's texts lack what its pages show (each in its language, beside the kit's defaults):",
        '  - tr: nav.suppliers in content/data/pages/nav.json',
        '  - en: nav.sampleRequest in content/data/pages/nav.json',
        '  - en: notFound.popular.sampleRequest (or nav.sampleRequest) in content/data/pages/notFound.json',
      ].join('\n'),
    );
  });
});

describe('the kit’s words', () => {
  it('name the catalogue with one key: the menu, its toggle, the footer, the filter and the 404 page follow `nav.sectors`', () => {
    for (const [lang, word, all] of [
      ['tr', 'Ürünler', 'Tüm Ürünler'],
      ['en', 'Products', 'All Products'],
    ] as const) {
      const resources = withSiteTexts(lang, { nav: { sectors: word } }) as unknown as Record<
        string,
        Record<string, unknown>
      >;
      const i18n = createI18n(lang, resources);
      expect(i18n.t('nav:sectors')).toBe(word);
      expect(i18n.t('nav:sectorsMenu')).toContain(word);
      expect(i18n.t('footer:sectors')).toBe(word);
      expect(i18n.t('footer:allSectors')).toBe(all);
      expect(i18n.t('notFound:popular.sectors')).toBe(word);
      expect(i18n.t('catalog:categoryFilterLabel')).toContain(word);
      // No other text of the kit's names the catalogue in its own word.
      const values = (node: unknown): string[] =>
        typeof node === 'string'
          ? [node]
          : Object.values(node as Record<string, unknown>).flatMap(values);
      expect(values(resources).filter((text) => /Sektör|Sector/.test(text))).toEqual([]);
    }
  });

  it('give the privacy notice its headings and the rights of KVKK article 11; the site words the rest', () => {
    const privacySite = resolveSite({
      ...given,
      routes: createRouteMap({
        pages: {
          home: { tr: '/', en: '/' },
          sectors: { tr: '/urunler', en: '/products' },
          privacy: { tr: '/kvkk', en: '/privacy' },
        },
        categories: catalog.categories,
      }),
    });
    const privacyKeys = neededTexts(privacySite, false).filter((k) => k.startsWith('privacy.'));
    const missing = (lang: 'tr' | 'en') => {
      const merged = withSiteTexts(lang, {}) as unknown as Record<string, unknown>;
      return privacyKeys.filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], merged);
        return typeof value !== 'string';
      });
    };
    const own = [
      'privacy.lastUpdated',
      'privacy.intro',
      ...['controller', 'data', 'purposes', 'legalBasis', 'transfer', 'retention', 'apply'].map(
        (block) => `privacy.${block}.text`,
      ),
    ];
    expect(missing('tr').sort()).toEqual(own.sort());
    expect(missing('en').sort()).toEqual(own.sort());
  });
});

describe('the quote list’s texts (D23)', () => {
  const withQuote = resolveSite({
    ...given,
    routes: createRouteMap({
      pages: {
        home: { tr: '/', en: '/' },
        sectors: { tr: '/urunler', en: '/products' },
        quote: { tr: '/teklif-listesi', en: '/quote-list' },
      },
      categories: catalog.categories,
    }),
  } as unknown as SiteConfig);

  it('are needed only where the route map gives the list a page', () => {
    expect(neededTexts(site, false).filter((key) => key.startsWith('quote.'))).toEqual([]);
    expect(neededTexts(withQuote, false)).toEqual(
      expect.arrayContaining([
        'meta.quote.title',
        'nav.quoteList',
        'catalog.quoteList.add',
        'quote.units.roll',
        'quote.line',
      ]),
    );
  });

  it('come with the kit in both languages, so a site words only its page’s title and description', () => {
    const own = (lang: 'tr' | 'en') => {
      const tree = complete();
      tree.meta = {
        ...(tree.meta as object),
        quote: { title: `${lang} list`, description: `${lang} one enquiry` },
      };
      for (const key of neededTexts(withQuote, false).filter(
        (k) =>
          !k.startsWith('quote.') &&
          !k.startsWith('nav.quoteList') &&
          !k.startsWith('catalog.quoteList') &&
          !k.startsWith('meta.quote'),
      )) {
        const parts = key.split('.');
        let node = tree;
        for (const part of parts.slice(0, -1))
          node = (node[part] ??= {}) as Record<string, unknown>;
        node[parts.at(-1)!] ??= `text of ${key}`;
      }
      return withSiteTexts(lang, tree);
    };
    expect(() =>
      checkSiteTexts(withQuote, { tr: own('tr'), en: own('en') }, { hasMap: false }),
    ).not.toThrow();
    expect(withSiteTexts('tr', {}).quote.units.piece).toBe('adet');
    expect(withSiteTexts('en', {}).nav.quoteList).toBe('Quote list');
    // A site rewords one text with its one key; the rest stay the kit's.
    const reworded = withSiteTexts('tr', { quote: { submit: 'Talebi yolla' } });
    expect(reworded.quote.submit).toBe('Talebi yolla');
    expect(reworded.quote.title).toBe('Teklif Listesi');
  });

  it('stop the build when a site blanks one the page shows', () => {
    const blanked = withSiteTexts('en', { ...complete(), quote: { submit: ' ' } });
    expect(() =>
      checkSiteTexts(
        withQuote,
        { tr: withSiteTexts('tr', complete()), en: blanked },
        { hasMap: false },
      ),
    ).toThrow(/en: quote\.submit in content\/data\/pages\/quote\.json/);
  });
});
