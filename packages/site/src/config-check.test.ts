// The one schema of `defineSite` (`resolveSite`): every message it can stop a build with, each
// proven word for word by a test of its own, and the defaults it fills in.
import { afterEach, describe, expect, it } from 'vitest';
import { buildDay, defaultLanguages, languages } from '@defne/core';
import { resolveSite, type SiteConfig } from './config';

/** The kit's default first language, the one these cases leave without its texts or label. */
const first = defaultLanguages.default;
const second = defaultLanguages.list[1]!.code;

/** A config's three languages: the kit's two and German. */
const threeLanguages = [
  { code: 'tr', label: 'Türkçe' },
  // A bare `en` would read as the country of the same letters: it names its locale.
  { code: 'en', label: 'English', ogLocale: 'en_US' },
  { code: 'de', label: 'Deutsch' },
];

const routes = { pageIds: ['home', 'contact', 'sampleRequest', 'warranty', 'own'] };
const site = {
  company: { email: 'info@example.com', stats: [{ id: 'years', value: 30 }] },
  routes,
  catalog: {},
  origin: 'https://www.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  navigation: { header: [], quickLinks: ['home', 'contact'] },
  copyrightYear: 2026,
  priceValidUntil: '2099-12-31',
  texts: { tr: async () => ({}), en: async () => ({}) },
} as unknown as SiteConfig;

const fields = [
  { name: 'fullName', type: 'text', required: true, maxLength: 100 },
  { name: 'email', type: 'email', required: true, maxLength: 254 },
] as const;

/** A config with `change` over the complete one (`undefined` removes an option). */
const withOptions = (change: Record<string, unknown>) =>
  ({ ...site, ...change }) as unknown as SiteConfig;
/** A config with `list` as its languages (texts for each), the first the default. */
const withLanguages = (list: readonly object[], more: Record<string, unknown> = {}) =>
  withOptions({
    languages: { default: 'tr', list },
    texts: Object.fromEntries(
      list
        .map((l) => [(l as { code: string }).code, async () => ({})])
        .filter(([c]) => /^[a-z]{2,3}$/.test(c as string)),
    ),
    ...more,
  });
const withForms = (forms: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  withOptions({ ...more, enquiry: { forms } });

const HEADER = "The site's config (defineSite) is incomplete:\n  - ";

/** The problems the build names for a config, one a line, in order (none: it passed). */
function problemsOf(config: SiteConfig): string[] {
  try {
    resolveSite(config);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    expect(message.startsWith(HEADER)).toBe(true);
    return message.slice(HEADER.length).split('\n  - ');
  }
}

describe("a site's config", () => {
  it('passes when complete, with or without priceValidUntil (without, the offers carry no date)', () => {
    expect(problemsOf(site)).toEqual([]);
    expect(problemsOf(withOptions({ priceValidUntil: undefined }))).toEqual([]);
    expect(problemsOf(withOptions({ priceValidUntil: buildDay() }))).toEqual([]);
    expect(problemsOf(withOptions({ tokens: 'brand/tokens.css' }))).toEqual([]);
    expect(
      problemsOf(
        withForms({
          sample: { page: 'sampleRequest', fields },
          warranty_claim: { page: 'warranty', fields },
        }),
      ),
    ).toEqual([]);
    // `media` gives the share image in place of `shareImage`.
    expect(problemsOf(withOptions({ shareImage: undefined, media: async () => ({}) }))).toEqual([]);
  });

  it('names every problem at once, in the order of the options', () => {
    expect(
      problemsOf(
        withOptions({
          priceValidUntil: '31.12.2026',
          shareImage: undefined,
          logo: undefined,
          navigation: {},
          texts: undefined,
          enquiry: { forms: { sample: { page: 'samples', fields } } },
        }),
      ).map((problem) => problem.slice(0, problem.indexOf(' '))),
    ).toEqual([
      '`logo`',
      '`shareImage`',
      '`navigation.header`',
      '`navigation.quickLinks`',
      '`texts`',
      '`priceValidUntil`',
      '`enquiry.forms.sample.page`',
    ]);
  });
});

describe('each message the schema can stop the build with', () => {
  const today = buildDay();
  const cases: [string, SiteConfig, string][] = [
    [
      'company',
      withOptions({ company: undefined }),
      '`company` is missing: the company facts (`companyFacts` of @defne/core)',
    ],
    [
      'routes',
      withOptions({ routes: undefined }),
      '`routes` is missing: the route map (`createRouteMap` of @defne/core)',
    ],
    [
      'catalog',
      withOptions({ catalog: undefined }),
      '`catalog` is missing: the catalogue (`createCatalog` of @defne/core)',
    ],
    [
      'origin',
      withOptions({ origin: '' }),
      '`origin` is missing: the public origin, e.g. `https://www.example.com`',
    ],
    [
      'logo',
      withOptions({ logo: { width: 36, height: 36 } }),
      '`logo` is missing: `{ src, width, height }` of the mark beside the name',
    ],
    [
      'shareImage',
      withOptions({ shareImage: undefined }),
      '`shareImage` is missing: the share image, a site path or URL (or `media` with `og` pictures)',
    ],
    [
      'navigation.header',
      withOptions({ navigation: { quickLinks: [] } }),
      "`navigation.header` is missing: the header's items",
    ],
    [
      'navigation.quickLinks',
      withOptions({ navigation: { header: [] } }),
      "`navigation.quickLinks` is missing: the footer's links",
    ],
    [
      'texts',
      withOptions({ texts: undefined }),
      "`texts` is missing: `{ tr: () => import(…), en: () => import(…) }`, each language's texts",
    ],
    [
      'texts (a language without its texts)',
      withOptions({ texts: { [second]: async () => ({}) } }),
      `\`texts.${first}\` is missing: every language of the site needs its texts (\`${first}: () => import(…)\`)`,
    ],
    [
      'texts (a language the site does not list)',
      withOptions({ texts: { ...site.texts, de: async () => ({}) } }),
      '`texts.de`: "de" is not one of the site\'s languages (tr, en): add it to `languages.list`, or remove its texts',
    ],
    [
      'languageLabels (a language the site does not list)',
      withOptions({ languageLabels: { de: 'DE' } }),
      '`languageLabels.de`: "de" is not one of the site\'s languages (tr, en): add it to `languages.list`, or remove its label',
    ],
    [
      'fallbackLanguage (not a language code)',
      withOptions({ fallbackLanguage: 'English' }),
      '`fallbackLanguage` must be the code of one of the site\'s languages, such as `en`, not "English"',
    ],
    [
      'fallbackLanguage (a language the site does not list)',
      withOptions({ fallbackLanguage: 'de' }),
      '`fallbackLanguage` is "de", which is not one of the site\'s languages (tr, en): name one of them, or leave it out',
    ],
    [
      'languages (a code that is none)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'DE', label: 'Deutsch' }]),
      '`languages.list[2].code` must be a language code such as tr, en or de, not "DE"',
    ],
    [
      'languages (a language without its label)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'de' }]),
      '`languages.list[2].label` is missing',
    ],
    [
      'languages (an empty label)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'de', label: ' ' }]),
      '`languages.list[2].label` is empty',
    ],
    [
      'languages (a direction that is none)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'de', label: 'Deutsch', dir: 'ttb' }]),
      '`languages.list[2].dir` must be `ltr` or `rtl`, not "ttb"',
    ],
    [
      'languages (a tag that is no BCP 47 tag)',
      withLanguages([
        ...threeLanguages.slice(0, 2),
        { code: 'de', label: 'Deutsch', tag: 'de_DE' },
      ]),
      '`languages.list[2].tag` must be a BCP 47 tag such as de, en-GB or zh-Hant-TW, not "de_DE"',
    ],
    [
      'languages (an Open Graph locale that is none)',
      withLanguages([
        ...threeLanguages.slice(0, 2),
        { code: 'de', label: 'Deutsch', ogLocale: 'de-DE' },
      ]),
      '`languages.list[2].ogLocale` must be an Open Graph locale such as de_DE, not "de-DE"',
    ],
    [
      'languages (a field a language does not take)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'de', label: 'Deutsch', flag: 'de' }]),
      '`languages.list[2]` has `flag`: a language takes `code`, `label`, `dir`, `tag` and `ogLocale`',
    ],
    [
      'languages (a language twice)',
      withLanguages([...threeLanguages.slice(0, 2), { code: 'en', label: 'English' }]),
      '`languages.list[2].code`: "en" is listed twice',
    ],
    [
      'languages (a default not in the list)',
      withOptions({ languages: { default: 'de', list: threeLanguages.slice(0, 2) } }),
      '`languages.default`: "de" is not in the list (tr, en)',
    ],
    [
      'languages (not a list of languages)',
      withOptions({ languages: ['tr', 'en'] }),
      '`languages` must be `{ default, list: [{ code, label, dir?, tag?, ogLocale? }, …] }`, not ["tr","en"]',
    ],
    [
      'languages (a language the content has no paths in)',
      withLanguages(threeLanguages, {
        routes: { ...routes, languages: ['tr', 'en'], defaultLang: 'tr' },
      }),
      '`routes` has no "de" paths, and "de" is a language of `languages`: give every page, sector and product its "de" path or slug in the content (`createRouteMap`)',
    ],
    [
      'languages (a language of the content the config does not list)',
      withOptions({ routes: { ...routes, languages: ['tr', 'en', 'de'], defaultLang: 'tr' } }),
      '`routes` has "de" paths, and "de" is not one of the site\'s languages (tr, en): add it to `languages.list`, or remove it from the content',
    ],
    [
      "languages (another default than the route map's)",
      withOptions({
        languages: { default: 'en', list: threeLanguages.slice(0, 2) },
        routes: { ...routes, languages: ['tr', 'en'], defaultLang: 'tr' },
      }),
      '`routes` has "tr" as its default language and `languages.default` is "en": make them the same (`createRouteMap`\'s `defaultLang`)',
    ],
    [
      'tokens',
      withOptions({ tokens: 'brand/tokens.scss' }),
      '`tokens` must be the tokens stylesheet\'s path, such as `tokens.css`, not "brand/tokens.scss"',
    ],
    [
      'copyrightYear',
      withOptions({ copyrightYear: 2026.5 }),
      "`copyrightYear` must be the footer's year, such as 2026, not 2026.5",
    ],
    [
      'priceValidUntil, not a date',
      withOptions({ priceValidUntil: '2026-13-45' }),
      '`priceValidUntil` must be an ISO date such as `2026-12-31` (the offers\' validity in the Product JSON-LD), not "2026-13-45"',
    ],
    [
      'priceValidUntil, before the day of the build (D23)',
      withOptions({ priceValidUntil: '2025-12-31' }),
      `\`priceValidUntil\` (site.config.ts) is 2025-12-31, before the day of the build (${today}): every offer would be published expired. Give a later date, or leave it out (the offers then carry no date)`,
    ],
    [
      'a field list without fields',
      withForms({ sample: { page: 'sampleRequest', fields: [] } }),
      "`enquiry.forms.sample.fields` must list the form's fields (`FieldSpec`s of @defne/ui), at least one",
    ],
    [
      'a field name that is no identifier',
      withOptions({
        enquiry: { fields: { contact: [{ name: 'box size', type: 'text', maxLength: 40 }] } },
      }),
      '`enquiry.fields.contact` has a field named "box size": a name is a letter, then letters, digits or _ (it is the template\'s parameter)',
    ],
    [
      'a field name twice',
      withOptions({ enquiry: { fields: { short: [...fields, fields[1]] } } }),
      '`enquiry.fields.short` names `email` twice: each field needs a name of its own',
    ],
    [
      'a field name the kit uses',
      withForms({
        sample: {
          page: 'sampleRequest',
          fields: [{ name: 'website', type: 'url', maxLength: 200 }],
        },
      }),
      '`enquiry.forms.sample.fields` has a field `website`, a name the kit sends or places itself (to_email, enquiry_id, website): name it otherwise',
    ],
    [
      'a field type',
      withForms({
        sample: {
          page: 'sampleRequest',
          fields: [{ name: 'colour', type: 'select', maxLength: 20 }],
        },
      }),
      '`enquiry.forms.sample.fields`: the field `colour` has type "select", not one of text, email, tel, url, textarea',
    ],
    [
      'a field without maxLength',
      withForms({
        sample: { page: 'sampleRequest', fields: [{ name: 'quantity', type: 'text' }] },
      }),
      '`enquiry.forms.sample.fields`: the field `quantity` needs `maxLength`, its longest value in characters (a positive whole number)',
    ],
    [
      "a kind that is one of the kit's own forms",
      withForms({ short: { page: 'sampleRequest', fields } }),
      "`enquiry.forms.short`: `short` is one of the kit's own forms (contact, short); give its own fields in `enquiry.fields.short`, or name the new kind otherwise",
    ],
    [
      'a kind named as a key of the forms texts',
      withForms({ validation: { page: 'sampleRequest', fields } }),
      "`enquiry.forms.validation`: `validation` is a key of the `forms` texts themselves (fields, validation, failure, optional, submit, submitting, retry), where each kind's texts are (`forms.{kind}`): name the kind otherwise",
    ],
    [
      'a kind id that is no lowercase identifier',
      withForms({ 'sample-request': { page: 'sampleRequest', fields } }),
      '`enquiry.forms.sample-request`: the form kind "sample-request" is not a lowercase identifier (a–z, 0–9 and _ between words, starting with a letter), such as `sample` or `sample_request`',
    ],
    [
      'a kind without a page',
      withForms({ sample: { fields } }),
      '`enquiry.forms.sample.page` is missing: the page id of the route map the form is on',
    ],
    [
      'a kind on a page the route map lacks',
      withForms({ sample: { page: 'samples', fields } }),
      '`enquiry.forms.sample.page` is `samples`, which is not a page of the route map (`routes`): add it to `createRouteMap({ pages })` with a path in each language',
    ],
    [
      'a kind on a page the kit makes',
      withForms({ sample: { page: 'contact', fields } }),
      '`enquiry.forms.sample.page` is `contact`, a page the kit makes: the form needs a page of its own',
    ],
    [
      'a kind on a page the site writes itself',
      withForms({ sample: { page: 'own', fields } }, { pages: { own: 'pages/own.tsx' } }),
      '`enquiry.forms.sample.page` is `own`, a page the site writes itself (`pages`): the form needs a page of its own',
    ],
    [
      "a kind on another kind's page",
      withForms({
        sample: { page: 'sampleRequest', fields },
        swatch: { page: 'sampleRequest', fields },
      }),
      '`enquiry.forms.swatch.page` is `sampleRequest`, the page of `enquiry.forms.sample` too: each form needs a page of its own',
    ],
  ];

  it.each(cases)('%s', (_, config, message) => {
    expect(problemsOf(config)).toEqual([message]);
  });

  it('names an empty language list, and the default it then lacks', () => {
    expect(problemsOf(withOptions({ languages: { default: 'tr', list: [] } }))).toEqual([
      '`languages.list` must name at least one language',
      '`languages.default`: "tr" is not in the list ()',
    ]);
  });

  it('names each wrong value as it was given', () => {
    for (const bad of ['2026', 26, undefined])
      expect(problemsOf(withOptions({ copyrightYear: bad }))).toEqual([
        `\`copyrightYear\` must be the footer's year, such as 2026, not ${JSON.stringify(bad)}`,
      ]);
    for (const bad of ['31.12.2026', 20261231])
      expect(problemsOf(withOptions({ priceValidUntil: bad }))[0]).toMatch(
        `not ${JSON.stringify(bad)}`,
      );
    for (const kind of ['Sample', 'sampleRequest', '1sample', 'sample_'])
      expect(problemsOf(withForms({ [kind]: { page: 'sampleRequest', fields } }))).toEqual([
        `\`enquiry.forms.${kind}\`: the form kind "${kind}" is not a lowercase identifier (a–z, 0–9 and _ between words, starting with a letter), such as \`sample\` or \`sample_request\``,
      ]);
  });
});

describe('the resolved config', () => {
  const origin = process.env.SITE_ORIGIN;
  afterEach(() => {
    if (origin === undefined) delete process.env.SITE_ORIGIN;
    else process.env.SITE_ORIGIN = origin;
  });

  it('fills in every default once, from the options it depends on', () => {
    delete process.env.SITE_ORIGIN;
    const resolved = resolveSite(site);
    expect(resolved.stats).toBe((site.company as { stats: unknown }).stats);
    expect(resolved.popular).toBe(site.navigation.quickLinks);
    expect(resolved.headLinks).toEqual([{ rel: 'icon', href: '/logo.svg' }]);
    expect(resolved.schemaLogo).toBe('/logo.svg');
    expect(resolved.enquiry).toEqual({ toEmail: 'info@example.com', fields: {}, forms: {} });
    expect(resolved.suppliers).toEqual([]);
    expect(resolved.pages).toEqual({});
    expect(resolved.sectorIcons).toEqual({});
    expect(resolved).toMatchObject({
      search: true,
      currency: 'TRY',
      contactLanguages: ['Turkish', 'English'],
      productImageSize: { width: 800, height: 800 },
      galleryExtras: 0,
      origin: 'https://www.example.com',
      priceValidUntil: '2099-12-31',
    });
    // Each language's label is its code in capitals unless the config words it.
    expect(resolved.languageLabels).toEqual(
      Object.fromEntries(languages.map((lang) => [lang, lang.toUpperCase()])),
    );
    expect(
      resolveSite(withOptions({ languageLabels: { [first]: 'Türkçe' } })).languageLabels[first],
    ).toBe('Türkçe');
  });

  it("resolves the site's languages: the kit's when none are named, each field filled when named", () => {
    delete process.env.SITE_ORIGIN;
    expect(resolveSite(site).languages).toBe(defaultLanguages);
    // Naming none, an English-first site keeps its route map's default.
    expect(
      resolveSite(
        withOptions({ routes: { ...routes, languages: ['tr', 'en'], defaultLang: 'en' } }),
      ).languages,
    ).toEqual({ ...defaultLanguages, default: 'en' });
    const resolved = resolveSite(
      withLanguages([
        ...threeLanguages,
        { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar-AE' },
      ]),
    );
    expect(resolved.languages).toEqual({
      default: 'tr',
      list: [
        { code: 'tr', label: 'Türkçe', dir: 'ltr', tag: 'tr', ogLocale: 'tr_TR' },
        { code: 'en', label: 'English', dir: 'ltr', tag: 'en', ogLocale: 'en_US' },
        { code: 'de', label: 'Deutsch', dir: 'ltr', tag: 'de', ogLocale: 'de_DE' },
        { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar-AE', ogLocale: 'ar_AE' },
      ],
    });
    // The switch's short labels and the contact points' languages follow the list.
    expect(resolved.languageLabels).toEqual({ tr: 'TR', en: 'EN', de: 'DE', ar: 'AR' });
    expect(resolved.contactLanguages).toEqual(['Turkish', 'English', 'German', 'Arabic']);
  });

  it("keeps what the config gives, and takes the build's SITE_ORIGIN over its origin", () => {
    process.env.SITE_ORIGIN = 'https://staging.example.com/';
    const given = withOptions({
      stats: [],
      popular: ['contact'],
      schemaLogo: '/icon-512.png',
      enquiry: { toEmail: 'sales@example.com' },
    });
    const resolved = resolveSite(given);
    expect(resolved.origin).toBe('https://staging.example.com');
    expect(resolved.stats).toBe(given.stats);
    expect(resolved.popular).toBe(given.popular);
    expect(resolved.schemaLogo).toBe('/icon-512.png');
    expect(resolved.enquiry.toEmail).toBe('sales@example.com');
    expect(resolved.texts).toBe(site.texts);
  });
});
