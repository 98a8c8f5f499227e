import { SiteDocument, SiteRoot, setTextsLoader, type SiteNavigation } from '@defne/site';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import '@defne/ui/tokens.css';
import '@defne/ui/styles.css';
import '@defne/site/site.css';
import './styles/brand.css';
import { categories, company, defaultVariables, routes, type PageId } from '../content';
import { BrandMark } from './components/BrandMark';
import { site } from './site.server';

setTextsLoader(async (lang) => (await import('./texts')).texts[lang]);

const navigation: SiteNavigation<PageId> = {
  header: ['home', 'about', { page: 'sectors', children: 'sectors' }, 'contact'],
  quickLinks: ['home', 'about', 'sectors', 'contact'],
  footerSectors: categories.length,
};

export { SiteRootErrorBoundary as ErrorBoundary } from '@defne/site';

export const loader = ({ request }: LoaderFunctionArgs) => site.rootData(request);

export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

export const links = () => [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }];

const frame = {
  company,
  routes,
  categories,
  navigation,
  logo: <BrandMark />,
  popular: ['sectors', 'contact'] as const,
  copyrightYear: 2026,
};

export default function App() {
  return <SiteRoot {...frame} defaultVariables={defaultVariables} />;
}
