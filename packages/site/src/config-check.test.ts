import { describe, expect, it } from 'vitest';
import { buildDay } from '@defne/core';
import { checkSiteConfig } from './config';
import { checkSiteServerConfig } from './server';

const complete = {
  routes: {},
  texts: { tr: {}, en: {} },
  seo: {
    company: {},
    origin: 'https://www.example.com',
    catalog: {},
    logo: '/logo.svg',
    image: '/og.png',
    priceValidUntil: '2099-12-31',
  },
};
const site = {
  company: {},
  routes: {},
  catalog: {},
  origin: 'https://www.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  navigation: { header: [], quickLinks: [] },
  copyrightYear: 2026,
  priceValidUntil: '2099-12-31',
  texts: { tr: async () => ({}), en: async () => ({}) },
} as unknown as Parameters<typeof checkSiteConfig>[0];

describe("a site's config", () => {
  it('passes when complete', () => {
    expect(() => checkSiteServerConfig(complete)).not.toThrow();
    expect(() => checkSiteConfig(site)).not.toThrow();
  });

  it('takes a config without priceValidUntil: the offers then carry no date', () => {
    const { priceValidUntil: _, ...seo } = complete.seo;
    expect(() => checkSiteServerConfig({ ...complete, seo })).not.toThrow();
    const { priceValidUntil: __, ...noDate } = site;
    expect(() => checkSiteConfig(noDate)).not.toThrow();
  });

  it('stops the build on an offer date before the day of the build, naming the file and field', () => {
    expect(() => checkSiteConfig({ ...site, priceValidUntil: '2025-12-31' })).toThrow(
      `- \`priceValidUntil\` (site.config.ts) is 2025-12-31, before the day of the build (${buildDay()}): every offer would be published expired. Give a later date, or leave it out (the offers then carry no date)`,
    );
    expect(() =>
      checkSiteServerConfig({
        ...complete,
        seo: { ...complete.seo, priceValidUntil: '2025-12-31' },
      }),
    ).toThrow(`\`seo.priceValidUntil\` is 2025-12-31, before the day of the build (${buildDay()})`);
    expect(() => checkSiteConfig({ ...site, priceValidUntil: buildDay() })).not.toThrow();
  });

  it('stops the build naming each missing option, with what it is for', () => {
    expect(() =>
      checkSiteServerConfig({ ...complete, seo: { ...complete.seo, catalog: undefined } }),
    ).toThrow('- `seo.catalog` is missing');
    expect(() => checkSiteServerConfig({ texts: {} })).toThrow(
      /- `routes` is missing[^\n]*\n {2}- `seo` is missing: origin, logo, image, company, catalog$/,
    );
  });

  it('refuses a date that is not an ISO date', () => {
    for (const bad of ['31.12.2026', '2026-13-45', 20261231]) {
      expect(() =>
        checkSiteServerConfig({ ...complete, seo: { ...complete.seo, priceValidUntil: bad } }),
      ).toThrow(
        `\`seo.priceValidUntil\` must be an ISO date such as \`2026-12-31\`, not ${JSON.stringify(bad)}`,
      );
    }
  });

  it('stops the build naming every missing or wrong option of defineSite', () => {
    const { copyrightYear: _, ...noYear } = site;
    expect(() => checkSiteConfig(noYear)).toThrow(
      "The site's config (defineSite) is incomplete:\n  - `copyrightYear` must be the footer's year, such as 2026, not undefined",
    );
    for (const bad of ['2026', 26, 2026.5]) {
      expect(() => checkSiteConfig({ ...site, copyrightYear: bad as unknown as number })).toThrow(
        `\`copyrightYear\` must be the footer's year, such as 2026, not ${JSON.stringify(bad)}`,
      );
    }
    expect(() =>
      checkSiteConfig({ ...site, priceValidUntil: '31.12.2026', shareImage: undefined }),
    ).toThrow(/- `shareImage` is missing[^\n]*\n {2}- `priceValidUntil` must be an ISO date/);
    expect(() =>
      checkSiteConfig({
        ...site,
        logo: undefined,
        navigation: {} as never,
        texts: undefined as never,
      }),
    ).toThrow(
      /- `logo` is missing[^\n]*\n {2}- `navigation\.header` is missing[^\n]*\n {2}- `navigation\.quickLinks` is missing[^\n]*\n {2}- `texts` is missing/,
    );
  });

  it('takes a tokens stylesheet by its path, and refuses anything else', () => {
    expect(() => checkSiteConfig({ ...site, tokens: 'brand/tokens.css' })).not.toThrow();
    expect(() => checkSiteConfig({ ...site, tokens: 'brand/tokens.scss' })).toThrow(
      '`tokens` must be the tokens stylesheet\'s path, such as `tokens.css`, not "brand/tokens.scss"',
    );
  });
});

describe("a site's own form kinds (`enquiry.forms`)", () => {
  const routes = { pageIds: ['home', 'contact', 'sampleRequest', 'warranty', 'own'] };
  const fields = [
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true, maxLength: 254 },
  ] as const;
  const withForms = (forms: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    ({ ...site, routes, ...more, enquiry: { forms } }) as unknown as Parameters<
      typeof checkSiteConfig
    >[0];

  it('pass with a lowercase id, a page of the route map of their own and distinct fields', () => {
    expect(() =>
      checkSiteConfig(
        withForms({
          sample: { page: 'sampleRequest', fields },
          warranty_claim: { page: 'warranty', fields },
        }),
      ),
    ).not.toThrow();
  });

  it('stop the build naming a kind whose page is not in the route map', () => {
    expect(() => checkSiteConfig(withForms({ sample: { page: 'samples', fields } }))).toThrow(
      "The site's config (defineSite) is incomplete:\n  - `enquiry.forms.sample.page` is `samples`, which is not a page of the route map (`routes`): add it to `createRouteMap({ pages })` with its tr and en paths",
    );
    expect(() => checkSiteConfig(withForms({ sample: { fields } }))).toThrow(
      '`enquiry.forms.sample.page` is missing: the page id of the route map the form is on',
    );
  });

  it('stop the build naming a kind id that is not a lowercase identifier', () => {
    for (const kind of ['Sample', 'sampleRequest', 'sample-request', '1sample', 'sample_'])
      expect(() =>
        checkSiteConfig(withForms({ [kind]: { page: 'sampleRequest', fields } })),
      ).toThrow(
        `\`enquiry.forms.${kind}\`: the form kind "${kind}" is not a lowercase identifier (a–z, 0–9 and _ between words, starting with a letter), such as \`sample\` or \`sample_request\``,
      );
    // Nor a key of the `forms` texts themselves, where each kind's texts are.
    expect(() =>
      checkSiteConfig(withForms({ validation: { page: 'sampleRequest', fields } })),
    ).toThrow(
      /`enquiry\.forms\.validation`: `validation` is a key of the `forms` texts themselves/,
    );
  });

  it('stop the build naming duplicate field names, of a kind and of the kit’s forms', () => {
    const twice = [...fields, { name: 'email', type: 'email', maxLength: 254 }];
    expect(() =>
      checkSiteConfig(withForms({ sample: { page: 'sampleRequest', fields: twice } })),
    ).toThrow(
      '`enquiry.forms.sample.fields` names `email` twice: each field needs a name of its own',
    );
    expect(() =>
      checkSiteConfig({ ...site, enquiry: { fields: { short: twice } } } as never),
    ).toThrow('`enquiry.fields.short` names `email` twice: each field needs a name of its own');
  });

  it('stop the build naming a kind that is one of the kit’s own forms', () => {
    for (const kind of ['contact', 'short'])
      expect(() =>
        checkSiteConfig(withForms({ [kind]: { page: 'sampleRequest', fields } })),
      ).toThrow(
        `\`enquiry.forms.${kind}\`: \`${kind}\` is one of the kit's own forms (contact, short); give its own fields in \`enquiry.fields.${kind}\`, or name the new kind otherwise`,
      );
  });

  it('stop the build naming a page another page or form already takes', () => {
    expect(() => checkSiteConfig(withForms({ sample: { page: 'contact', fields } }))).toThrow(
      '`enquiry.forms.sample.page` is `contact`, a page the kit makes: the form needs a page of its own',
    );
    expect(() =>
      checkSiteConfig(
        withForms({ sample: { page: 'own', fields } }, { pages: { own: 'pages/own.tsx' } }),
      ),
    ).toThrow(
      '`enquiry.forms.sample.page` is `own`, a page the site writes itself (`pages`): the form needs a page of its own',
    );
    expect(() =>
      checkSiteConfig(
        withForms({
          sample: { page: 'sampleRequest', fields },
          swatch: { page: 'sampleRequest', fields },
        }),
      ),
    ).toThrow(
      '`enquiry.forms.swatch.page` is `sampleRequest`, the page of `enquiry.forms.sample` too: each form needs a page of its own',
    );
  });

  it('stop the build naming a field without a usable name, type or limit', () => {
    expect(() =>
      checkSiteConfig(
        withForms({
          sample: {
            page: 'sampleRequest',
            fields: [
              { name: 'website', type: 'url', maxLength: 200 },
              { name: 'box size', type: 'text', maxLength: 40 },
              { name: 'colour', type: 'select', maxLength: 20 },
              { name: 'quantity', type: 'text' },
            ],
          },
        }),
      ),
    ).toThrow(
      [
        "The site's config (defineSite) is incomplete:",
        '  - `enquiry.forms.sample.fields` has a field `website`, a name the kit sends or places itself (to_email, enquiry_id, website): name it otherwise',
        '  - `enquiry.forms.sample.fields` has a field named "box size": a name is a letter, then letters, digits or _ (it is the template\'s parameter)',
        '  - `enquiry.forms.sample.fields`: the field `colour` has type "select", not one of text, email, tel, url, textarea',
        '  - `enquiry.forms.sample.fields`: the field `quantity` needs `maxLength`, its longest value in characters (a positive whole number)',
      ].join('\n'),
    );
    expect(() =>
      checkSiteConfig(withForms({ sample: { page: 'sampleRequest', fields: [] } })),
    ).toThrow(
      "`enquiry.forms.sample.fields` must list the form's fields (`FieldSpec`s of @defne/ui), at least one",
    );
  });
});
