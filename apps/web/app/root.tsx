import type { Lang } from '@defne/content';
import { matchPath, normalizePath } from '@defne/content';
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
  type LoaderFunctionArgs,
} from 'react-router';
import '@defne/ui/tokens.css';
import '@defne/ui/styles.css';
import './styles/global.css';
import { SiteChrome } from './components/SiteChrome';
import { addBundles, createI18n, type Bundles } from './i18n/create';
import { pick, pickPart } from './i18n/resources.server';
import { requestPath } from './lib/page.server';
import {
  restorePreferredLang,
  setPreferredLang,
  useFullResources,
  usePreferredLang,
} from './lib/language-store';
import { themeScript } from './lib/theme';
import { useRouteChangeEffects } from './lib/route-change';

export async function loader({ request }: LoaderFunctionArgs) {
  const path = requestPath(request);
  const match = matchPath(path);
  const lang: Lang = match?.lang ?? 'tr';
  return {
    path,
    pathLang: match?.lang ?? null,
    // The header and footer name the sectors: only the category texts, not the whole catalogue.
    resources: {
      ...pick(lang, ['common', 'nav', 'footer']),
      ...pickPart(lang, 'catalog', ['categories']),
    },
  };
}

// The header and footer texts follow the page's language: refetch them on every navigation.
export function shouldRevalidate() {
  return true;
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** The language the page shows: its path's, or on '/' and the 404 page the preference. */
export function useLang(): Lang {
  const data = useRouteLoaderData<RootData>('root');
  const preferred = usePreferredLang();
  const enReady = useFullResources('en') !== undefined;
  if (data?.pathLang) return data.pathLang;
  // The prerendered language of '/' and the 404 page is Turkish; English waits for its texts.
  return preferred === 'en' && enReady ? 'en' : 'tr';
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <html lang={lang} suppressHydrationWarning>
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

export function links() {
  return [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
}

/** Every namespace the matched routes brought, merged. */
function useRouteBundles(): Bundles {
  const matches = useMatches();
  return useMemo(() => {
    const bundles: Bundles = {};
    for (const match of matches) {
      const data = match.loaderData as { resources?: Bundles } | undefined;
      if (data?.resources) Object.assign(bundles, data.resources);
    }
    return bundles;
  }, [matches]);
}

export default function App() {
  const lang = useLang();
  const data = useRouteLoaderData<RootData>('root');
  const dataLang = data?.pathLang ?? 'tr';
  const bundles = useRouteBundles();
  const location = useLocation();
  const path = normalizePath(location.pathname);

  // One instance per language and source. Route loader data brings the namespaces each page
  // needs in the page's language; '/' shown in the other language uses that language's full
  // resources (fetched as a chunk before the page shows).
  const useFull = lang !== dataLang;
  const full = useFullResources(lang);
  const i18n = useMemo(
    () => createI18n(lang, useFull ? (full ?? {}) : bundles),
    // Namespaces of later routes are added below, to the same instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, useFull, full],
  );
  if (!useFull) addBundles(i18n, lang, bundles);

  useEffect(() => {
    void restorePreferredLang();
    // Tests and tooling wait for this mark before interacting.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  useEffect(() => {
    if (data?.pathLang) setPreferredLang(data.pathLang);
  }, [data?.pathLang]);

  useRouteChangeEffects(path);

  return (
    <I18nextProvider i18n={i18n}>
      <SiteChrome lang={lang} path={path} renderedPath={data?.path ?? path}>
        <Outlet />
      </SiteChrome>
    </I18nextProvider>
  );
}
