import { categories, company, constants, defaultVariables, routes } from '@defne/content';
import { SiteDocument, SiteRoot, setTextsLoader, type SiteNavigation } from '@defne/site';

export { SiteRootErrorBoundary as ErrorBoundary } from '@defne/site';
import type { LoaderFunctionArgs } from 'react-router';
import type { ReactNode } from 'react';
import '@defne/ui/tokens.css';
import '@defne/ui/styles.css';
import '@defne/site/site.css';
import { BrandMark } from './components/BrandMark';
import { site } from './site.server';

// '/' and the 404 page shown in the other language fetch that language's texts as a chunk.
setTextsLoader((lang) =>
  lang === 'en'
    ? import('./texts/en').then((m) => m.texts)
    : import('./texts/tr').then((m) => m.texts),
);

/** The header and footer: the spec's items (section 2) from the content route map. */
const navigation: SiteNavigation<(typeof routes.pageIds)[number]> = {
  header: [
    'home',
    { page: 'corporate', children: ['about', 'mission', 'vision'] },
    { page: 'sectors', children: 'sectors' },
    'suppliers',
    'contact',
  ],
  quickLinks: ['home', 'about', 'suppliers', 'contact'],
  legal: ['privacy'],
};

/** Spec: the 404 page's 'Popular pages' link to sectors, about and contact. */
const popular = ['sectors', 'about', 'contact'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return site.rootData(request);
}

// The header and footer texts follow the page's language: refetch them on every navigation.
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

// Every page's route has its own meta (which replaces this); only React Router's SPA fallback
// shell, which no route matches, shows this one, so it too is a valid document with a title.
export function meta() {
  return [{ title: company.name }];
}

export function links() {
  return [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
}

export default function App() {
  return (
    <SiteRoot
      logo={<BrandMark />}
      navigation={navigation}
      categories={categories}
      routes={routes}
      company={company}
      defaultVariables={defaultVariables}
      popular={popular}
      copyrightYear={constants.COPYRIGHT_YEAR}
    />
  );
}
