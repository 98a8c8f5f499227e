import { describe, expect, it } from 'vitest';
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
    priceValidUntil: '2026-12-31',
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
  priceValidUntil: '2026-12-31',
  texts: { tr: async () => ({}), en: async () => ({}) },
} as unknown as Parameters<typeof checkSiteConfig>[0];

describe("a site's config", () => {
  it('passes when complete', () => {
    expect(() => checkSiteServerConfig(complete)).not.toThrow();
    expect(() => checkSiteConfig(site)).not.toThrow();
  });

  it('stops the build naming each missing option, with what it is for', () => {
    const { priceValidUntil: _, ...seo } = complete.seo;
    expect(() => checkSiteServerConfig({ ...complete, seo })).toThrow(
      "The site's config (createSiteServer) is incomplete:\n  - `seo.priceValidUntil` is missing: the offers' validity in the Product JSON-LD, an ISO date such as `2026-12-31`",
    );
    expect(() =>
      checkSiteServerConfig({ ...complete, seo: { ...complete.seo, catalog: undefined } }),
    ).toThrow('- `seo.catalog` is missing');
    expect(() => checkSiteServerConfig({ texts: {} })).toThrow(
      /- `routes` is missing[^\n]*\n {2}- `seo` is missing: origin, logo, image, company, catalog, priceValidUntil$/,
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
