import { describe, expect, it } from 'vitest';
import { checkCopyrightYear } from './SiteChrome';
import { checkSiteServerConfig } from './server';

const complete = {
  routes: {},
  texts: { tr: {}, en: {} },
  seo: { company: {}, origin: 'https://www.example.com', priceValidUntil: '2026-12-31' },
};

describe("a site's config", () => {
  it('passes when complete', () => {
    expect(() => checkSiteServerConfig(complete)).not.toThrow();
    expect(() => checkCopyrightYear(2026)).not.toThrow();
  });

  it('stops the build naming each missing option, with what it is for', () => {
    const { priceValidUntil: _, ...seo } = complete.seo;
    expect(() => checkSiteServerConfig({ ...complete, seo })).toThrow(
      "The site's config (createSiteServer) is incomplete:\n  - `seo.priceValidUntil` is missing: the offers' validity in the Product JSON-LD, an ISO date such as `2026-12-31`",
    );
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

  it("stops the prerender naming the chrome's missing copyright year", () => {
    for (const bad of [undefined, '2026', 26, 2026.5]) {
      expect(() => checkCopyrightYear(bad)).toThrow(
        `The site's chrome config (SiteRoot/SiteChrome) needs \`copyrightYear\`, the footer's copyright year such as 2026; got ${JSON.stringify(bad)}`,
      );
    }
  });
});
