import {
  categories,
  company,
  constants,
  formatAddress,
  pagePath,
  sectorPath,
  twinPath,
  type Lang,
} from '@defne/content';
import { Footer, Header, SkipLink, type NavItem } from '@defne/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ensureFullResources, setPreferredLang } from '../lib/language-store';
import { useHydrated } from '../lib/hydrated';
import { applyTheme, useTheme } from '../lib/theme';
import { BrandMark } from './BrandMark';
import { RouterLink } from './RouterLink';

export function SiteChrome({
  lang,
  path,
  renderedPath,
  children,
}: {
  lang: Lang;
  path: string;
  /** The path the page was prerendered for (differs from `path` on the 404 page). */
  renderedPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['nav', 'footer', 'common', 'catalog']);
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();

  const page = (id: Parameters<typeof pagePath>[0]) => pagePath(id, lang);
  const sectorTitle = (id: (typeof categories)[number]['id']) =>
    t(`catalog:categories.${id}.title`);

  const nav: NavItem[] = [
    { label: t('nav:home'), href: '/' },
    {
      label: t('nav:corporate'),
      href: page('corporate'),
      toggleLabel: t('nav:corporateMenu'),
      children: [
        { label: t('nav:about'), href: page('about') },
        { label: t('nav:mission'), href: page('mission') },
        { label: t('nav:vision'), href: page('vision') },
      ],
    },
    {
      label: t('nav:sectors'),
      href: page('sectors'),
      toggleLabel: t('nav:sectorsMenu'),
      delayChildNavigation: true,
      children: categories.map((c) => ({ label: sectorTitle(c.id), href: sectorPath(c.id, lang) })),
    },
    { label: t('nav:suppliers'), href: page('suppliers') },
    { label: t('nav:contact'), href: page('contact') },
  ];

  // The 404 page is prerendered once (at /404) and shown for any unknown path: until hydration
  // is done, links derived from the path must match the prerendered HTML.
  const hydrated = useHydrated();
  const here = hydrated ? `${path}${location.search}${location.hash}` : renderedPath;
  const chooseLanguage = (code: string) => {
    const next: Lang = code === 'en' ? 'en' : 'tr';
    // '/' is shared: the same path in the other language needs that language's texts first.
    if (twinPath(path, next) === path && next !== lang) {
      void ensureFullResources(next).then(() => setPreferredLang(next));
    } else {
      setPreferredLang(next);
    }
  };

  return (
    <>
      <SkipLink>{t('nav:skipToContent')}</SkipLink>
      <Header
        brand={{ href: '/', name: company.name, tagline: t('nav:tagline'), logo: <BrandMark /> }}
        nav={nav}
        navLabel={t('nav:mainNavigation')}
        currentPath={hydrated ? path : renderedPath}
        topLinksLabel={t('nav:topBar.label')}
        topLinks={[
          {
            icon: 'mail',
            href: company.emailHref,
            label: t('nav:topBar.email'),
            text: company.email,
          },
          {
            icon: 'phone',
            href: company.phoneHref,
            label: t('nav:topBar.phone'),
            text: company.phone,
          },
          {
            icon: 'whatsapp',
            href: company.whatsappHref,
            label: t('nav:topBar.whatsapp'),
            external: true,
          },
          {
            icon: 'linkedin',
            href: company.linkedin,
            label: t('nav:topBar.linkedin'),
            external: true,
          },
        ]}
        language={{
          label: t('nav:languageGroup'),
          current: lang,
          options: [
            { code: 'tr', label: 'TR', name: 'Türkçe', href: twinPath(here, 'tr') },
            { code: 'en', label: 'EN', name: 'English', href: twinPath(here, 'en') },
          ],
          onSelect: chooseLanguage,
        }}
        theme={{
          theme,
          label: t('nav:darkTheme'),
          onThemeChange: applyTheme,
        }}
        menuLabels={{ open: t('nav:openMenu'), close: t('nav:closeMenu') }}
        linkComponent={RouterLink}
        navigate={(href) => void navigate(href)}
        childNavigationDelay={constants.SECTOR_MENU_CLOSE_DELAY_MS}
        scrollThreshold={constants.HEADER_SCROLL_THRESHOLD_PX}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        name={company.name}
        description={t('footer:foundingLine')}
        logo={<BrandMark />}
        linkComponent={RouterLink}
        linkGroups={[
          {
            title: t('footer:quickLinks'),
            links: [
              { href: '/', label: t('nav:home') },
              { href: page('about'), label: t('nav:about') },
              { href: page('suppliers'), label: t('nav:suppliers') },
              { href: page('contact'), label: t('nav:contact') },
            ],
          },
          {
            title: t('footer:sectors'),
            links: categories
              .slice(0, constants.FOOTER_SECTORS_SHOWN)
              .map((c) => ({ href: sectorPath(c.id, lang), label: sectorTitle(c.id) })),
          },
        ]}
        contactTitle={t('footer:contact')}
        contactItems={[
          {
            icon: 'map-pin',
            label: formatAddress(lang),
            href: company.mapsUrl,
            ariaLabel: t('footer:addressAction', { address: formatAddress(lang) }),
            external: true,
          },
          { icon: 'phone', label: company.phone, href: company.phoneHref },
          { icon: 'mail', label: company.email, href: company.emailHref },
        ]}
        copyright={t('footer:copyright', { year: constants.COPYRIGHT_YEAR })}
        legalLinks={[{ href: page('privacy'), label: t('footer:privacy') }]}
      />
    </>
  );
}
