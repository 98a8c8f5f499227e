import { addressLine, siteConstants, type Lang } from '@defne/content/core';
import { Footer, Header, SkipLink, type NavItem } from '@defne/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { categories, company, routes } from '../../content';
import { setPreferredLang } from '../lib/lang';
import { applyTheme, useTheme } from '../lib/theme';
import { BrandMark } from './BrandMark';
import { RouterLink } from './RouterLink';

export function SiteChrome({
  lang,
  path,
  children,
}: {
  lang: Lang;
  path: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['nav', 'footer', 'catalog']);
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();

  const page = (id: Parameters<typeof routes.pagePath>[0]) => routes.pagePath(id, lang);
  const sectorLinks = categories.map((c) => ({
    label: t(`catalog:categories.${c.id}.title`),
    href: routes.sectorPath(c.id, lang),
  }));
  const nav: NavItem[] = [
    { label: t('nav:home'), href: '/' },
    { label: t('nav:about'), href: page('about') },
    {
      label: t('nav:sectors'),
      href: page('sectors'),
      toggleLabel: t('nav:sectorsMenu'),
      delayChildNavigation: true,
      children: sectorLinks,
    },
    { label: t('nav:contact'), href: page('contact') },
  ];
  const here = `${location.pathname}${location.search}${location.hash}`;
  const address = addressLine(company.address, lang);

  return (
    <>
      <SkipLink>{t('nav:skipToContent')}</SkipLink>
      <Header
        brand={{ href: '/', name: company.name, tagline: t('nav:tagline'), logo: <BrandMark /> }}
        nav={nav}
        navLabel={t('nav:mainNavigation')}
        currentPath={path}
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
            { code: 'tr', label: 'TR', name: 'Türkçe', href: routes.twinPath(here, 'tr') },
            { code: 'en', label: 'EN', name: 'English', href: routes.twinPath(here, 'en') },
          ],
          onSelect: (code) => setPreferredLang(code === 'en' ? 'en' : 'tr'),
        }}
        theme={{
          theme,
          label: t('nav:darkTheme'),
          onThemeChange: applyTheme,
        }}
        menuLabels={{ open: t('nav:openMenu'), close: t('nav:closeMenu') }}
        linkComponent={RouterLink}
        navigate={(href) => void navigate(href)}
        childNavigationDelay={siteConstants.SECTOR_MENU_CLOSE_DELAY_MS}
        scrollThreshold={siteConstants.HEADER_SCROLL_THRESHOLD_PX}
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
              { href: page('sectors'), label: t('nav:sectors') },
              { href: page('contact'), label: t('nav:contact') },
            ],
          },
          { title: t('footer:sectors'), links: sectorLinks },
        ]}
        contactTitle={t('footer:contact')}
        contactItems={[
          {
            icon: 'map-pin',
            label: address,
            href: company.mapsUrl,
            ariaLabel: t('footer:addressAction', { address }),
            external: true,
          },
          { icon: 'phone', label: company.phone, href: company.phoneHref },
          { icon: 'mail', label: company.email, href: company.emailHref },
        ]}
        copyright={t('footer:copyright', { year: siteConstants.COPYRIGHT_YEAR })}
      />
    </>
  );
}
