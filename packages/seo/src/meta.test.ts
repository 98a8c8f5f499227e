import { describe, expect, it } from 'vitest';
import { buildPageMeta, interpolate } from './meta';
import { company, entries, site, texts, tr, en, type PageId } from './test/fixtures';

const meta = (path: string, extra: Partial<Parameters<typeof buildPageMeta>[0]> = {}) =>
  buildPageMeta({ ...site, entries, texts, path, ...extra });

describe('buildPageMeta: titles and descriptions', () => {
  const pages: [PageId, string, string][] = [
    ['about', '/hakkimizda', '/about'],
    ['corporate', '/kurumsal', '/corporate'],
    ['mission', '/misyon', '/mission'],
    ['vision', '/vizyon', '/vision'],
    ['sectors', '/sektorler', '/sectors'],
    ['suppliers', '/tedarikcilerimiz', '/suppliers'],
    ['contact', '/iletisim', '/contact'],
    ['privacy', '/kvkk', '/privacy'],
  ];
  it.each(pages)('%s takes meta.%s in each language', (page, trPath, enPath) => {
    expect(meta(trPath)).toMatchObject({
      lang: 'tr',
      title: tr.meta[page].title,
      description: tr.meta[page].description,
    });
    expect(meta(enPath)).toMatchObject({
      lang: 'en',
      title: en.meta[page].title,
      description: en.meta[page].description,
    });
  });

  it('home is Turkish by default and English when asked', () => {
    expect(meta('/')).toMatchObject({ lang: 'tr', title: tr.meta.home.title });
    expect(meta('/', { lang: 'en' })).toMatchObject({ lang: 'en', title: en.meta.home.title });
    expect(meta('/', { defaultLang: 'en' }).lang).toBe('en');
  });

  it('the path decides the language, whatever lang says (D2)', () => {
    expect(meta('/about', { lang: 'tr' }).lang).toBe('en');
  });

  it('a sector page names its sector', () => {
    const m = meta('/sektorler/dis-malzemeleri');
    expect(m.title).toBe('Diş Malzemeleri | Güneyhan Boya');
    expect(m.description).toBe('Diş Malzemeleri: Klinik ve laboratuvar.');
    expect(m.page).toEqual({ kind: 'sector', category: 'dentalSupplies' });
    expect(meta('/sectors/paint-ink-plastic').title).toBe('Paint, Ink & Plastic | Güneyhan Boya');
  });

  it('a sector template without placeholders gets the sector name in front', () => {
    const plain = {
      ...en,
      meta: { ...en.meta, sector: { title: 'Sectors | X', description: 'All.' } },
    };
    const m = meta('/sectors/dental-supplies', { texts: { tr, en: plain } });
    expect(m.title).toBe('Dental Supplies | Sectors | X');
    expect(m.description).toBe('Clinic and laboratory.');
  });

  it('interpolate leaves unknown placeholders alone', () => {
    expect(interpolate('{{ name }} and {{other}}', { name: 'A' })).toBe('A and {{other}}');
  });
});

describe('buildPageMeta: canonical and alternates', () => {
  it('gives an absolute canonical and tr, en, x-default twins', () => {
    const m = meta('/about/');
    expect(m.canonical).toBe('https://www.guneyhan.example/about');
    expect(m.alternates).toEqual([
      { hreflang: 'tr', href: 'https://www.guneyhan.example/hakkimizda' },
      { hreflang: 'en', href: 'https://www.guneyhan.example/about' },
      { hreflang: 'x-default', href: 'https://www.guneyhan.example/hakkimizda' },
    ]);
    expect(m.robots).toBeNull();
  });

  it('pairs sector slugs', () => {
    expect(meta('/sektorler/boya-murekkep-plastik').alternates.map((a) => a.href)).toEqual([
      'https://www.guneyhan.example/sektorler/boya-murekkep-plastik',
      'https://www.guneyhan.example/sectors/paint-ink-plastic',
      'https://www.guneyhan.example/sektorler/boya-murekkep-plastik',
    ]);
  });

  it('x-default follows defaultLang', () => {
    expect(meta('/misyon', { defaultLang: 'en' }).alternates[2]).toEqual({
      hreflang: 'x-default',
      href: 'https://www.guneyhan.example/mission',
    });
  });

  it('an untranslated twin is no alternate, on its twins’ pages and on its own (D27)', () => {
    const partly = { untranslated: ['/about'] };
    expect(meta('/hakkimizda', partly).alternates).toEqual([
      { hreflang: 'tr', href: 'https://www.guneyhan.example/hakkimizda' },
      { hreflang: 'x-default', href: 'https://www.guneyhan.example/hakkimizda' },
    ]);
    expect(meta('/about', partly).alternates.map((a) => a.hreflang)).toEqual(['tr', 'x-default']);
    expect(meta('/about', partly).canonical).toBe('https://www.guneyhan.example/about');
  });

  it('home alternates all point at /', () => {
    expect(new Set(meta('/').alternates.map((a) => a.href))).toEqual(
      new Set(['https://www.guneyhan.example/']),
    );
  });
});

describe('buildPageMeta: Open Graph and Twitter', () => {
  it('fills Open Graph with absolute URLs and the locale pair', () => {
    const m = meta('/iletisim');
    expect(m.openGraph).toEqual({
      type: 'website',
      title: tr.meta.contact.title,
      description: tr.meta.contact.description,
      url: 'https://www.guneyhan.example/iletisim',
      image: 'https://www.guneyhan.example/media/og.jpg',
      siteName: 'Güneyhan Boya',
      locale: 'tr_TR',
      localeAlternate: ['en_US'],
    });
    expect(meta('/contact').openGraph).toMatchObject({
      locale: 'en_US',
      localeAlternate: ['tr_TR'],
    });
  });

  it('uses a summary_large_image Twitter card', () => {
    expect(meta('/contact', { twitterSite: '@guneyhan', imageAlt: 'Logo' }).twitter).toEqual({
      card: 'summary_large_image',
      title: en.meta.contact.title,
      description: en.meta.contact.description,
      image: 'https://www.guneyhan.example/media/og.jpg',
      imageAlt: 'Logo',
      site: '@guneyhan',
    });
  });

  it('takes a page image', () => {
    expect(meta('/sectors', { pageImage: '/media/sectors/paint/1.webp' }).openGraph.image).toBe(
      'https://www.guneyhan.example/media/sectors/paint/1.webp',
    );
  });
});

describe('buildPageMeta: 404', () => {
  it('an unknown path is the 404 page: noindex, no canonical, no alternates', () => {
    const m = meta('/olmayan-sayfa', { lang: 'tr' });
    expect(m).toMatchObject({
      lang: 'tr',
      page: { kind: 'notFound' },
      title: tr.meta.notFound.title,
      description: tr.meta.notFound.description,
      canonical: null,
      alternates: [],
      robots: 'noindex, follow',
      entry: null,
    });
    // No canonical, no og:url: the page answers for any unknown path.
    expect(m.openGraph.url).toBeUndefined();
  });

  it('notFound forces the 404 page on a known path', () => {
    expect(meta('/about', { notFound: true, lang: 'en' })).toMatchObject({
      title: en.meta.notFound.title,
      robots: 'noindex, follow',
    });
  });
});

describe('buildPageMeta: placeholders in the texts', () => {
  const withPlaceholders = {
    tr,
    en: {
      ...en,
      meta: {
        ...en.meta,
        about: {
          title: 'About | {{company}}',
          description: 'Since {{foundingYear}}, {{legalName}}.',
        },
        sector: {
          title: '{{sector}} | Sectors | {{company}}',
          description: '{{company}} supplies {{sector}}. {{unknown}}',
        },
      },
    },
  };

  it('fills {{company}} with the site name and {{foundingYear}}/{{legalName}} from the company facts', () => {
    const m = meta('/about', { texts: withPlaceholders, company });
    expect(m.title).toBe('About | Güneyhan Boya');
    expect(m.description).toBe('Since 2012, Güneyhan Boya Sanayi ve Ticaret A.Ş..');
    expect(m.openGraph.title).toBe(m.title);
  });

  it('fills {{sector}} on sector pages and takes extra values', () => {
    const m = meta('/sectors/dental-supplies', {
      texts: withPlaceholders,
      values: { unknown: 'Known.' },
    });
    expect(m.title).toBe('Dental Supplies | Sectors | Güneyhan Boya');
    expect(m.description).toBe('Güneyhan Boya supplies Dental Supplies. Known.');
  });
});
