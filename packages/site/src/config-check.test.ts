import { describe, expect, it } from 'vitest';
import { checkChromeConfig } from './SiteChrome';
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
const chrome = {
  company: {},
  routes: {},
  categories: [],
  navigation: { header: [], quickLinks: [] },
  logo: 'mark',
  copyrightYear: 2026,
};

describe("a site's config", () => {
  it('passes when complete', () => {
    expect(() => checkSiteServerConfig(complete)).not.toThrow();
    expect(() => checkChromeConfig(chrome)).not.toThrow();
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

  it("stops the prerender naming the chrome's missing or wrong options", () => {
    const { copyrightYear: _, ...noYear } = chrome;
    expect(() => checkChromeConfig(noYear)).toThrow(
      "The site's chrome config (SiteRoot/SiteChrome) is incomplete:\n  - `copyrightYear` is missing: the footer's copyright year",
    );
    for (const bad of ['2026', 26, 2026.5]) {
      expect(() => checkChromeConfig({ ...chrome, copyrightYear: bad })).toThrow(
        `\`copyrightYear\` must be a year such as 2026, not ${JSON.stringify(bad)}`,
      );
    }
    expect(() => checkChromeConfig({ ...chrome, logo: undefined, navigation: {} })).toThrow(
      /- `navigation\.header` is missing[^\n]*\n {2}- `navigation\.quickLinks` is missing[^\n]*\n {2}- `logo` is missing/,
    );
  });
});
