import type { Lang, Languages } from '@defne/core';
import { normalizePath, textVariables } from '@defne/core';
import type { InitOptions } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { ChromeData } from './chrome-data';
import { addBundles, createI18n, type Bundles } from './i18n';
import {
  getDefaultLang,
  restorePreferredLang,
  setPreferredLang,
  useFullTexts,
  useShownLang,
} from './language';
import { useRouteChangeEffects } from './route-change';
import { SiteChrome, type SiteChromeProps } from './SiteChrome';
import { themeScript } from './theme';

/** What the root loader of a kit site returns (`createSiteServer(...).rootData`). */
export interface RootData {
  path: string;
  pathLang: Lang | null;
  /** Whether the path is a page (false on the not-found pages). */
  known?: boolean;
  resources: Bundles;
  /** What the header and footer show of the site (`SiteChrome`'s `chrome`). */
  chrome: ChromeData;
}

/**
 * The language the page shows: its path's; on '/' and the 404 page the visitor's preference,
 * once that language's texts are there (both are prerendered in the default language).
 */
export function useSiteLang(): Lang {
  return useShownLang(useRouteLoaderData<RootData>('root')?.pathLang);
}

/**
 * `<html>`'s `lang` and `dir` for a page in `lang`: the language's tag, and `dir` only when it is
 * written right to left (left to right is the document's default, so a page of the kit's two
 * languages carries none).
 */
export function documentLanguage(
  lang: Lang,
  languages?: Languages,
): { lang: string; dir: 'rtl' | undefined } {
  const language = languages?.list.find((l) => l.code === lang);
  return { lang: language?.tag ?? lang, dir: language?.dir === 'rtl' ? 'rtl' : undefined };
}

/**
 * The document every kit site renders (the root route's `Layout`): `<html lang dir>` of the page's
 * language (its tag; `dir` only when right to left, the default being left to right), the theme
 * script before first paint (D12: one fixed string, one CSP hash), React Router's meta, links and
 * scripts.
 */
export function SiteDocument({
  languages,
  children,
}: {
  /** The site's languages (the resolved config's): each page's tag and direction. @default its code, left to right */
  languages?: Languages;
  children: ReactNode;
}) {
  const { lang, dir } = documentLanguage(useSiteLang(), languages);
  return (
    <html lang={lang} dir={dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Every namespace the matched routes brought as loader data, merged. */
function useRouteBundles(): Bundles {
  const matches = useMatches();
  return useMemo(() => {
    const bundles: Bundles = {};
    for (const match of matches) {
      const data = match.loaderData as { resources?: Bundles } | undefined;
      // A page may bring more of a namespace the root brought a part of (the home page
      // `common.businessHours`): both parts, or the root's frame texts go missing.
      for (const [ns, texts] of Object.entries(data?.resources ?? {})) {
        bundles[ns] = { ...bundles[ns], ...texts };
      }
    }
    return bundles;
  }, [matches]);
}

type DefaultVariables = NonNullable<InitOptions['interpolation']>['defaultVariables'];

export interface SiteAppProps {
  /** Values every text can use: `{{company}}`, `{{foundingYear}}`… */
  defaultVariables?: DefaultVariables;
  /** The site's language codes: a stored preference outside them is ignored. @default the kit's default languages */
  languageCodes?: readonly Lang[];
  /** The page, given its language, path and the path it was prerendered for. */
  children: (page: { lang: Lang; path: string; renderedPath: string }) => ReactNode;
}

/**
 * The root route's component of a kit site: one i18next instance per language holding the texts
 * the matched routes brought, the language preference on '/', the hydration mark
 * (`<html data-hydrated>`, which tests wait for) and the route-change effects (scroll reset and
 * focus on the new page's heading).
 */
export function SiteApp({ defaultVariables, languageCodes, children }: SiteAppProps) {
  const lang = useSiteLang();
  const data = useRouteLoaderData<RootData>('root');
  const dataLang = data?.pathLang ?? getDefaultLang();
  const bundles = useRouteBundles();
  const path = normalizePath(useLocation().pathname);

  // Loader data brings the namespaces each page needs in the page's language; '/' shown in the
  // other language uses that language's full texts (fetched as a chunk before the page shows).
  const useFull = lang !== dataLang;
  // Only a page shown in another language than its data's reads the full texts: a page in its own
  // language keeps its i18next instance when they arrive (a new instance would re-render every
  // part still waiting to hydrate, and React drops such a part's server HTML).
  const full = useFullTexts(lang) as Bundles | undefined;
  const fullInUse = useFull ? full : undefined;
  const i18n = useMemo(
    () => createI18n(lang, useFull ? (fullInUse ?? {}) : bundles, defaultVariables),
    // Namespaces of later routes are added below, to the same instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, useFull, fullInUse],
  );
  if (!useFull) addBundles(i18n, lang, bundles);

  const pageLang = data?.pathLang ?? null;
  useEffect(() => {
    void restorePreferredLang(pageLang, languageCodes);
    document.documentElement.setAttribute('data-hydrated', '');
    // Once, after hydration: the language of the page the visit started on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Reading a page makes its language the preference; landing on a 404 does not.
  const readLang = data?.known === false ? null : data?.pathLang;
  useEffect(() => {
    if (readLang) setPreferredLang(readLang);
  }, [readLang]);

  useRouteChangeEffects(path);

  return (
    <I18nextProvider i18n={i18n}>
      {children({ lang, path, renderedPath: data?.path ?? path })}
    </I18nextProvider>
  );
}

export type SiteRootProps<P extends string, C extends string> = Omit<
  SiteChromeProps<P, C>,
  'lang' | 'path' | 'renderedPath' | 'children' | 'chrome'
>;

/**
 * The root route's component of a kit site: `SiteApp` with `SiteChrome` around the page, the
 * frame's links, contacts and text variables from the root loader's data (`rootData`).
 */
export function SiteRoot<P extends string, C extends string>(props: SiteRootProps<P, C>) {
  const { chrome } = useRouteLoaderData<RootData>('root') as RootData;
  // `{{company}}`, `{{address}}`… in every text, in the default language (as the build's texts).
  const variables = useMemo(
    () => textVariables(chrome.company, getDefaultLang()),
    [chrome.company],
  );
  return (
    <SiteApp
      defaultVariables={variables}
      {...(props.languages ? { languageCodes: props.languages.list.map((l) => l.code) } : {})}
    >
      {(page) => (
        <SiteChrome {...page} {...props} chrome={chrome}>
          <Outlet />
        </SiteChrome>
      )}
    </SiteApp>
  );
}
