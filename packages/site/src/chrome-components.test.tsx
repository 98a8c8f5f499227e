// A site's own frame parts (`components` of its config): SiteChrome draws them in place of the
// kit's Header and Footer, with the props the kit's would get.
import { companyFacts } from '@defne/core';
import type { FooterProps, HeaderProps } from '@defne/ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chromeData } from './chrome-data';
import { catalog, companyData, routes } from './chrome.fixture';
import { createI18n } from './i18n';
import { SiteChrome } from './SiteChrome';
import { tr } from './texts/tr';

const company = companyFacts({
  ...companyData,
  linkedin: 'https://www.linkedin.com/company/ornek',
});

function render(components?: Parameters<typeof SiteChrome>[0]['components']) {
  const i18n = createI18n('tr', { tr } as never);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <SiteChrome
          lang="tr"
          path="/"
          chrome={chromeData(routes, company, catalog.categories, '/', routes.prefixLangOf('/'))}
          navigation={{ header: ['home', 'sectors'], quickLinks: ['home'] }}
          logo={<img src="/logo.svg" alt="" />}
          copyrightYear={2026}
          {...(components ? { components } : {})}
        >
          <p>Sayfa</p>
        </SiteChrome>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("a site's own frame parts", () => {
  it('replace the kit’s Header and Footer, with the props the kit’s would get', () => {
    const seen: { header?: HeaderProps; footer?: FooterProps } = {};
    const html = render({
      Header: (props) => ((seen.header = props), (<header data-own="header">kendi</header>)),
      Footer: (props) => ((seen.footer = props), (<footer data-own="footer">kendi</footer>)),
    });
    expect(html).toContain('data-own="header"');
    expect(html).toContain('data-own="footer"');
    expect(html).toContain('<p>Sayfa</p>');
    expect(seen.header?.brand.name).toBe('Defne Örnek');
    expect(seen.header?.topLinks?.map((l) => l.text)).toContain('info@ornek.example.com');
    expect(seen.footer).toBeDefined();
  });

  it('leave the kit’s own frame in place when the site draws none', () => {
    const html = render();
    expect(html).toContain('Header_');
    expect(html).not.toContain('data-own');
  });
});
