import {
  addressLine,
  defaultLanguages,
  siteConstants,
  type Lang,
  type Languages,
} from '@defne/core';
import {
  Footer,
  Header,
  SkipLink,
  type FooterLinkGroup,
  type FooterProps,
  type HeaderProps,
  type LanguageToggleProps,
  type NavItem,
} from '@defne/ui';
import type { ComponentType } from 'react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { chromeContacts, type ChromeData } from './chrome-data';
import { useHydratedWhen } from './hydrated';
import { ensureFullTexts, setPreferredLang } from './language';
import { useQuoteCount } from './quote-count';
import { RouterLink } from './RouterLink';
import { SiteContext } from './site-context';
import { applyTheme, earlyThemeToggle, useTheme } from './theme';

/**
 * One entry of the header navigation, by page id: a plain link (`'contact'`), a dropdown of
 * pages (`{ page: 'corporate', children: ['about', 'mission'] }`) or of the catalogue's sectors
 * (`{ page: 'sectors', children: 'sectors' }`). Labels are `nav:{page}`; a dropdown's toggle is
 * named by `nav:{page}Menu`.
 */
export type NavEntry<P extends string> = P | { page: P; children: readonly P[] | 'sectors' };

export interface SiteNavigation<P extends string> {
  /** The header's items, in order. */
  header: readonly NavEntry<P>[];
  /** The footer's quick links (labels `nav:{page}`). */
  quickLinks: readonly P[];
  /** How many sectors the footer lists. @default siteConstants.FOOTER_SECTORS_SHOWN */
  footerSectors?: number;
  /** Legal pages linked under the copyright line (labels `footer:{page}`). @default [] */
  legal?: readonly P[];
}

/** The frame's parts a site may draw itself (`components` of its config). */
export interface SiteChromeComponents {
  Header?: ComponentType<HeaderProps>;
  Footer?: ComponentType<FooterProps>;
}

// `_C` (the sectors' ids) stays for the sites that name it: the sectors come as data now.
export interface SiteChromeProps<P extends string, _C extends string = string> {
  lang: Lang;
  /** The current path (normalised). */
  path: string;
  /** The path the page was prerendered for (differs from `path` on the 404 page). @default path */
  renderedPath?: string;
  /**
   * What the frame shows of the site: its links, the page's address in each language, the
   * company's contacts (the root loader's `chrome`, `createSiteServer(...).rootData`). The
   * sectors' names are `catalog:categories.{id}.title`.
   */
  chrome: ChromeData;
  navigation: SiteNavigation<P>;
  /** The logo mark beside the company name (decorative). */
  logo: ReactNode;
  /** Pages the 404 page offers as 'Popular pages' (labels `notFound:popular.{page}`). @default [] */
  popular?: readonly P[];
  /**
   * The year of the footer's copyright line (`footer:copyright`'s `{{year}}`). Required: a kit
   * default would go stale (`resolveSite` stops the build when it is missing).
   */
  copyrightYear: number;
  /** The site's languages, in the switch's order (the resolved config's). @default `defaultLanguages` of `@defne/core` */
  languages?: Languages;
  /** The two-language switch's short labels. @default each language's code in capitals */
  languageLabels?: Partial<Record<Lang, string>>;
  /**
   * The switch of more than two languages (`LanguageMenu` of `@defne/ui`), passed in so that a
   * site of two does not load it. @default undefined: every language a link side by side
   */
  languageMenu?: LanguageToggleProps['menu'];
  /**
   * The frame's parts a site draws itself: a `Header` or `Footer` of its own, given the props
   * the kit's would get (compose one from `@defne/ui`'s `HeaderRoot`, `HeaderTopBar`,
   * `HeaderMainBar`… to replace one part, say the top bar). @default the kit's
   */
  components?: SiteChromeComponents;
  children: ReactNode;
}

type T = (key: string, options?: Record<string, unknown>) => string;

const NO_PAGES: readonly never[] = [];

/**
 * Skip link, header (top bar with the company's contacts, navigation, language and theme
 * switches, mobile menu), the page in `<main>`, and the footer: every group site's frame, from
 * its company facts, route map and navigation config. Texts: the `nav`, `footer` and `catalog`
 * namespaces (the kit's defaults, or the site's own words).
 */
export function SiteChrome<P extends string, C extends string = string>({
  lang,
  path,
  renderedPath = path,
  chrome,
  navigation,
  logo,
  popular = NO_PAGES,
  copyrightYear,
  languages = defaultLanguages,
  languageLabels,
  languageMenu,
  components,
  children,
}: SiteChromeProps<P, C>) {
  const SiteHeader = components?.Header ?? Header;
  const SiteFooter = components?.Footer ?? Footer;
  const t = useTranslation(['nav', 'footer', 'catalog']).t as unknown as T;
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();
  const { alternates, homes } = chrome;
  const { notice, ...fallbackLanguage } = chrome.fallback ?? {};
  // The 404 page is prerendered once (at /404) and shown for any unknown path: until hydration
  // is done, links derived from the path must match the prerendered HTML. A page at its own
  // address, with no query or fragment, has the same links either way: it is not rendered again.
  const hydrated = useHydratedWhen(
    path !== renderedPath ||
      location.search !== '' ||
      location.hash !== '' ||
      chrome.known === false,
  );
  const quoteCount = useQuoteCount();

  const company = useMemo(() => chromeContacts(chrome.company), [chrome.company]);
  // The page's own language, or on '/' and the 404 page, which show the visitor's preference,
  // that language (the loader brought every language's links for them).
  const links = chrome.links[lang] ?? Object.values(chrome.links)[0];
  const pages = links?.pages ?? {};
  const page = (id: P) => pages[id] ?? '/';
  const sectors = links?.sectors ?? [];
  const sectorLinks = (count = sectors.length) =>
    sectors.slice(0, count).map(([id, href]) => ({
      label: t(`catalog:categories.${id}.title`),
      href,
    }));
  const nav: NavItem[] = navigation.header.map((entry) => {
    if (typeof entry === 'string') {
      return { label: t(`nav:${entry}`), href: page(entry) };
    }
    const sectors = entry.children === 'sectors';
    return {
      label: t(`nav:${entry.page}`),
      href: page(entry.page),
      toggleLabel: t(`nav:${entry.page}Menu`),
      delayChildNavigation: sectors,
      children: sectors
        ? sectorLinks()
        : (entry.children as readonly P[]).map((id) => ({ label: t(`nav:${id}`), href: page(id) })),
    };
  });
  const footerGroups: FooterLinkGroup[] = [
    {
      title: t('footer:quickLinks'),
      links: navigation.quickLinks.map((id) => ({ href: page(id), label: t(`nav:${id}`) })),
    },
  ];
  if (sectors.length > 0) {
    footerGroups.push({
      title: t('footer:sectors'),
      links: sectorLinks(navigation.footerSectors ?? siteConstants.FOOTER_SECTORS_SHOWN),
    });
  }

  // The alternates are those of the path the loader ran for: the page shown, except the 404
  // page shown at an address of its folder, whose switch keeps that address (as on '/').
  const twin = (at: string, code: Lang) =>
    alternates && at === renderedPath ? alternates[code] : undefined;
  const here = hydrated ? `${path}${location.search}${location.hash}` : renderedPath;
  // The prerendered 404 page knows no path to pair: its switch leads to each language's home
  // (the alternates of '/'). Once hydrated it switches the language in place, like on '/'.
  const switchHref = (code: Lang) => {
    if (hydrated) {
      const target = twin(path, code);
      return target === undefined ? here : `${target}${location.search}${location.hash}`;
    }
    if (chrome.known === false && homes) return homes[code] ?? '/';
    return twin(renderedPath, code) ?? renderedPath;
  };
  // The switch offers the site's languages only.
  const chooseLanguage = (next: Lang) => {
    // '/' is shared: the same path in another language needs that language's texts first.
    if ((twin(path, next) ?? path) === path && next !== lang) {
      void ensureFullTexts(next).then(() => setPreferredLang(next));
    } else {
      setPreferredLang(next);
    }
  };
  const address = addressLine(chrome.company.address, lang);
  const pageIds = Object.keys(pages);

  const site = useMemo(
    () => {
      const linksIn = (code: Lang) => chrome.links[code] ?? chrome.links[lang];
      return {
        routes: {
          pageIds,
          pagePath: (id: string, code: Lang) => linksIn(code)?.pages[id] ?? '/',
          sectorPath: (id: string, code: Lang) =>
            linksIn(code)?.sectors.find((s) => s[0] === id)?.[1] ?? '/',
        },
        company,
        address: (code: Lang) => addressLine(chrome.company.address, code),
        popular,
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page ids follow `chrome`
    [chrome, lang, company, popular],
  );
  return (
    <SiteContext.Provider value={site}>
      <SkipLink>{t('nav:skipToContent')}</SkipLink>
      <SiteHeader
        brand={{ href: homes?.[lang] ?? '/', name: company.name, tagline: t('nav:tagline'), logo }}
        nav={nav}
        navLabel={t('nav:mainNavigation')}
        // The search page, when the route map has one: a button on every page (D23).
        search={
          pageIds.includes('search')
            ? { href: page('search' as P), label: t('nav:search') }
            : undefined
        }
        currentPath={hydrated ? path : renderedPath}
        topLinksLabel={t('nav:topBar.label')}
        topLinks={[
          {
            icon: 'mail' as const,
            href: company.emailHref,
            label: t('nav:topBar.email'),
            text: company.email,
          },
          {
            icon: 'phone' as const,
            href: company.phoneHref,
            label: t('nav:topBar.phone'),
            text: company.phone,
          },
          {
            icon: 'whatsapp' as const,
            href: company.whatsappHref,
            label: t('nav:topBar.whatsapp'),
            external: true,
          },
          {
            icon: 'linkedin' as const,
            href: company.linkedin,
            label: t('nav:topBar.linkedin'),
            external: true,
          },
          // A company without WhatsApp or LinkedIn leaves them empty: no link then.
        ].filter((link) => link.href)}
        language={{
          label: t('nav:languageGroup'),
          current: lang,
          options: languages.list.map(({ code, label }) => ({
            code,
            label: languageLabels?.[code] ?? code.toUpperCase(),
            name: label,
            href: switchHref(code),
          })),
          onSelect: chooseLanguage,
          menu: languageMenu,
        }}
        // The quote list (D23), on a site whose route map gives it a page.
        {...(pageIds.includes('quote')
          ? {
              quoteList: {
                href: page('quote' as P),
                label: t('nav:quoteList'),
                count: quoteCount,
                countLabel: t('nav:quoteListCount', { count: quoteCount }),
              },
            }
          : {})}
        theme={{ theme, label: t('nav:darkTheme'), onThemeChange: applyTheme, ...earlyThemeToggle }}
        menuLabels={{ open: t('nav:openMenu'), close: t('nav:closeMenu') }}
        linkComponent={RouterLink}
        navigate={(href) => void navigate(href)}
        childNavigationDelay={siteConstants.SECTOR_MENU_CLOSE_DELAY_MS}
        scrollThreshold={siteConstants.HEADER_SCROLL_THRESHOLD_PX}
      />
      <main id="main" tabIndex={-1} {...fallbackLanguage}>
        {notice ? (
          // A page in its fallback language's words (D27): its content is marked with that
          // language, and a notice in the visitor's language says so. Any other page keeps the
          // tree it had, and with it every `useId` of its parts.
          <>
            <p className="fallback-notice" role="note" {...notice} />
            {children}
          </>
        ) : (
          children
        )}
      </main>
      <SiteFooter
        name={company.name}
        description={t('footer:foundingLine')}
        logo={logo}
        linkComponent={RouterLink}
        linkGroups={footerGroups}
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
        copyright={t('footer:copyright', { year: copyrightYear })}
        legalLinks={(navigation.legal ?? []).map((id) => ({
          href: page(id),
          label: t(`footer:${id}`),
        }))}
      />
    </SiteContext.Provider>
  );
}
