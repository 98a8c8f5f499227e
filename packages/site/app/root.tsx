// The root route of every kit site: the document, the language and theme, the header and footer
// from the site's config, and the site's tokens over the kit's styles.
import { SiteDocument, SiteRoot, setDefaultLang, setTextsLoader } from '@defne/site';
import { LanguageMenu, setIconSprite } from '@defne/ui';
// The icon set's drawings as one file the pages refer to (cached once), not in every page's script.
import iconSprite from '@defne/ui/icons.svg?no-inline';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
// One stylesheet of every component for all pages: each rule once, cached after the first page
// (per-component files repeat their dependencies' rules), and a lazily loaded part prerendered in
// a page is styled from the first paint.
import '@defne/ui/tokens.css';
import '@defne/ui/styles.css';
import '@defne/site/site.css';
import 'virtual:defne/tokens.css';
import { site } from './site-config';
import { server } from './site.server';

export { SiteRootErrorBoundary as ErrorBoundary } from '@defne/site';

// '/' and the 404 page are prerendered in the site's default language and show it until the
// visitor chooses; shown in another language, they fetch that language's texts as a chunk.
setDefaultLang(site.languages.default);
setIconSprite(iconSprite);
setTextsLoader((lang) => import('./texts').then((m) => m.loadTexts(lang)));

export async function loader({ request }: LoaderFunctionArgs) {
  return server.rootData(request);
}

// The header and footer texts follow the page's language: refetch them on every navigation.
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument languages={site.languages}>{children}</SiteDocument>;
}

// Every page's route has its own meta (which replaces this); only React Router's SPA fallback
// shell, which no route matches, shows this one, so it too is a valid document with a title.
export function meta({ loaderData }: { loaderData?: Awaited<ReturnType<typeof loader>> }) {
  return loaderData ? [{ title: loaderData.chrome.company.name }] : [];
}

export function links() {
  return site.headLinks;
}

// The menu of more than two languages: the build leaves it out of a site of two (the define is
// the Vite plugin's, from the config's `languages`), so their pages do not load it.
const languageMenu = import.meta.env.DEFNE_LANGUAGE_MENU ? LanguageMenu : undefined;

const logo = <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />;

export default function App() {
  return (
    <SiteRoot
      logo={logo}
      navigation={site.navigation}
      popular={site.popular}
      copyrightYear={site.copyrightYear}
      languages={site.languages}
      languageLabels={site.languageLabels}
      languageMenu={languageMenu}
      components={site.components}
    />
  );
}
