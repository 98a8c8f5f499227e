// @vitest-environment node
// A language added gradually (D27): what a language lacks is read in the fallback language, a
// page's own texts whole, and the build's report counts what is written.
import { createCatalog, createRouteMap, type Languages } from '@defne/core';
import { describe, expect, it } from 'vitest';
import {
  coverageLine,
  loadSiteTexts,
  pageUnits,
  resolveFallbacks,
  textKeys,
  unitOf,
  withFallback,
} from './fallback';
import { en, withSiteTexts } from './index';

describe('unitOf: what falls back whole with a text', () => {
  it('a page’s own namespace, its meta entry, a sector’s or a product’s catalogue entry', () => {
    expect(unitOf('home.hero.slogan')).toBe('home');
    expect(unitOf('meta.about.title')).toBe('meta.about');
    expect(unitOf('catalog.categories.filtration.badge')).toBe('catalog.categories.filtration');
    expect(unitOf('catalog.products.filterPaper.name')).toBe('catalog.products.filterPaper');
  });

  it('a text the pages share falls back alone', () => {
    for (const key of [
      'nav.home',
      'footer.foundingLine',
      'common.learnMore',
      'forms.submit',
      'catalog.title',
      'meta.sector.title',
      'meta.product.description',
    ])
      expect(unitOf(key)).toBe(key);
  });
});

describe('withFallback', () => {
  const fallback = {
    nav: { home: 'Home', about: 'About' },
    home: { hero: { slogan: 'Strong paper', cta: 'Call us' } },
    about: { title: 'About us' },
    meta: { home: { title: 'Home | X', description: 'Paper.' } },
  };

  it('fills a shared text alone and a page’s texts whole, and lists what was missing', () => {
    const own = {
      nav: { home: 'الرئيسية' },
      home: { hero: { slogan: 'ورق متين' } },
      about: { title: 'من نحن' },
      meta: { home: { title: 'الرئيسية | X', description: 'ورق.' } },
    };
    const result = withFallback(own, fallback);
    expect(result.missing).toEqual(['nav.about', 'home.hero.cta']);
    expect(result.units).toEqual(['home']);
    expect(result.texts).toEqual({
      // The shared texts: each its own language's where written.
      nav: { home: 'الرئيسية', about: 'About' },
      // The home page lacks a text: the whole page is the fallback's, never a mix.
      home: { hero: { slogan: 'Strong paper', cta: 'Call us' } },
      about: { title: 'من نحن' },
      meta: { home: { title: 'الرئيسية | X', description: 'ورق.' } },
    });
  });

  it('reads a blank text as not written', () => {
    const own = { ...fallback, about: { title: '  ' } };
    const result = withFallback(own, fallback);
    expect(result.missing).toEqual(['about.title']);
    expect((result.texts as typeof fallback).about.title).toBe('About us');
  });

  it('leaves a whole language as it is', () => {
    const result = withFallback(fallback, fallback);
    expect(result).toEqual({ texts: fallback, missing: [], units: [] });
  });
});

describe('pageUnits', () => {
  it('names each page’s own texts', () => {
    expect(pageUnits({ kind: 'page', page: 'home' })).toEqual(['meta.home', 'home']);
    expect(pageUnits({ kind: 'page', page: 'mission' })).toEqual(['meta.mission', 'about']);
    expect(pageUnits({ kind: 'page', page: 'sectors' })).toEqual(['meta.sectors']);
    expect(pageUnits({ kind: 'sector', category: 'filtration' })).toEqual([
      'catalog.categories.filtration',
    ]);
    expect(pageUnits({ kind: 'product', category: 'f', product: 'filterPaper' })).toEqual([
      'catalog.products.filterPaper',
    ]);
  });
});

const languages: Languages = {
  default: 'en',
  list: [
    { code: 'en', label: 'English', dir: 'ltr', tag: 'en', ogLocale: 'en_US' },
    { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar', ogLocale: 'ar_AE' },
  ],
};
const catalog = createCatalog({
  categories: [
    {
      id: 'filtration',
      imageFolder: 'f',
      icon: 'filter',
      slug: { en: 'filtration', ar: 'tarshih' },
    },
  ],
  productKeys: { filtration: ['filterPaper', 'needleFelt'] },
  imagePath: () => '',
});
const routes = createRouteMap({
  languages: ['en', 'ar'],
  defaultLang: 'en',
  pages: {
    home: { en: '/', ar: '/ar' },
    about: { en: '/about', ar: '/ar/man-nahnu' },
    sectors: { en: '/sectors', ar: '/ar/qitaat' },
  },
  categories: catalog.categories,
  products: [
    { key: 'filterPaper', category: 'filtration', slug: { en: 'filter-paper', ar: 'waraq' } },
    { key: 'needleFelt', category: 'filtration', slug: { en: 'needle-felt', ar: 'labad' } },
  ],
});
const siteEn = {
  home: { title: 'Filter paper from İzmir' },
  about: { title: 'About us', intro: 'Since 1990.' },
  meta: {
    home: { title: 'Home', description: 'Filters.' },
    about: { title: 'About', description: 'Us.' },
    sectors: { title: 'Sectors', description: 'All.' },
  },
  catalog: {
    categories: { filtration: { title: 'Filtration', description: 'Media.', badge: 'F' } },
    products: {
      filterPaper: { name: 'Filter paper', description: 'Paper.' },
      needleFelt: { name: 'Needle felt', description: 'Felt.' },
    },
  },
};
const siteAr = {
  home: { title: 'ورق الترشيح من إزمير' },
  about: { title: 'من نحن' },
  meta: {
    home: { title: 'الرئيسية', description: 'مرشحات.' },
    about: { title: 'من نحن', description: 'نحن.' },
    sectors: { title: 'القطاعات', description: 'الكل.' },
  },
  catalog: {
    categories: { filtration: { title: 'الترشيح', description: 'وسائط.', badge: 'ت' } },
    products: { filterPaper: { name: 'ورق الترشيح', description: 'ورق.' } },
  },
  common: { learnMore: 'اعرف المزيد' },
};

describe('resolveFallbacks: the pages that fall back, and the report', () => {
  const kitKeys = textKeys(en);
  const resolve = (fallbackLanguage: 'en' | undefined) =>
    resolveFallbacks({
      languages,
      fallbackLanguage,
      texts: { en: withSiteTexts('en', siteEn), ar: withSiteTexts('ar', siteAr) },
      siteKeys: { en: textKeys(siteEn), ar: textKeys(siteAr) },
      kitKeys,
      entries: routes.pathEntries,
    });

  it('lists the pages of a language lacking their own texts, and only those', () => {
    const resolved = resolve('en');
    // The about page lacks `about.intro`, the needle felt product its name and description.
    expect(resolved.untranslated.sort()).toEqual(['/ar/man-nahnu', '/ar/qitaat/tarshih/labad']);
    expect(resolved.fallbacks.ar?.from).toBe('en');
    expect(resolved.fallbacks.en).toBeUndefined();
    // The whole about page in English; the home page in Arabic; a kit text from English alone.
    const ar = resolved.texts.ar as typeof siteEn & { common: Record<string, string> };
    expect(ar.about).toEqual(siteEn.about);
    expect(ar.home).toEqual(siteAr.home);
    expect(ar.common.learnMore).toBe('اعرف المزيد');
    expect(ar.common.viewAll).toBe(en.common.viewAll);
  });

  it('reports each language’s kit texts, data texts and pages falling back', () => {
    const [enLine, arLine] = resolve('en').coverage.map(coverageLine);
    const dataTexts = textKeys(siteEn).length;
    expect(enLine).toBe(
      `en: all ${kitKeys.length} kit texts and ${dataTexts} data texts written; 6 pages`,
    );
    expect(arLine).toBe(
      `ar: 1 of ${kitKeys.length} kit texts, ${dataTexts - 3} of ${dataTexts} data texts; 2 of 6 pages fall back to en`,
    );
  });

  it('without a fallback language, leaves every text as given and no page out', () => {
    const resolved = resolve(undefined);
    expect(resolved.untranslated).toEqual([]);
    expect(resolved.fallbacks).toEqual({});
    expect(resolved.texts.ar).toEqual(withSiteTexts('ar', siteAr));
  });

  it('loadSiteTexts reads a config’s loaders once, with its fallback language', async () => {
    let loads = 0;
    const site = {
      languages,
      fallbackLanguage: 'en',
      routes,
      texts: {
        en: async () => (loads++, siteEn),
        ar: async () => (loads++, siteAr),
      },
    };
    const [first, again] = await Promise.all([loadSiteTexts(site), loadSiteTexts(site)]);
    expect(first).toBe(again);
    expect(loads).toBe(2);
    expect(first.untranslated).toHaveLength(2);
  });
});
