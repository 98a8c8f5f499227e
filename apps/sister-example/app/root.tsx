import type { Lang } from '@defne/content/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { normalizePath } from '@defne/content/core';
import '@defne/ui/tokens.css';
import '@defne/ui/styles.css';
import './styles/brand.css';
import { routes } from '../content';
import { SiteChrome } from './components/SiteChrome';
import { createI18n } from './i18n/translator';
import { restorePreferredLang, setPreferredLang, usePreferredLang } from './lib/lang';
import { themeScript } from './lib/theme';

/** The language of the path itself; null for '/' and the 404 page (D2). */
function usePathLang(): Lang | null {
  return routes.langOfPath(useLocation().pathname);
}

/** The page's language: its path's; on '/' and the 404 page the visitor's preference (D2). */
export function useLang(): Lang {
  const preferred = usePreferredLang();
  return usePathLang() ?? preferred ?? 'tr';
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
  return [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }];
}

export default function App() {
  const lang = useLang();
  const pathLang = usePathLang();
  const path = normalizePath(useLocation().pathname);
  const i18n = useMemo(() => createI18n(lang), [lang]);

  useEffect(() => {
    restorePreferredLang();
    // Tests wait for this mark before interacting.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  useEffect(() => {
    if (pathLang) setPreferredLang(pathLang);
  }, [pathLang]);

  return (
    <I18nextProvider i18n={i18n}>
      <SiteChrome lang={lang} path={path}>
        <Outlet />
      </SiteChrome>
    </I18nextProvider>
  );
}
