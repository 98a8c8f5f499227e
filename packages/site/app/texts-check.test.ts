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

describe('the texts of the forms’ own fields and of a form kind of the site’s own', () => {
  const fields = [
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true, maxLength: 254 },
  ] as const;
  const formSite = {
    ...site,
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
  } as unknown as SiteConfig;
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
        "The site's texts lack what its pages show (content/data/pages/{namespace}.json):",
        '  - tr: forms.sample.intro',
        '  - en: forms.fields.fullName.label',
        '  - en: forms.sample.submit',
        '  - en: forms.sample.fields.fullName.label (or forms.fields.fullName.label)',
      ].join('\n'),
    );
  });
});
