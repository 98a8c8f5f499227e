import {
  SiteApp,
  SiteChrome,
  SiteDocument,
  setTextsLoader,
  type SiteNavigation,
} from '@defne/site';
import type { ReactNode } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import '@defne/ui/tokens.css';
// The chrome's components, each with its own CSS; pages import the rest.
import '@defne/ui/SkipLink/index.css';
import '@defne/ui/Header/index.css';
import '@defne/ui/Footer/index.css';
import './brand.css';
import { catalog, company, defaultVariables, routes, type PageId } from '../content';
import { site } from './site.server';

setTextsLoader(async (lang) => (await import('./texts')).texts[lang]);

const navigation: SiteNavigation<PageId> = {
  header: ['home', { page: 'sectors', children: 'sectors' }],
  quickLinks: ['home', 'sectors'],
};

export const loader = ({ request }: LoaderFunctionArgs) => site.rootData(request);
export const shouldRevalidate = () => true;
export const links = () => [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

export default function App() {
  return (
    <SiteApp defaultVariables={defaultVariables}>
      {(page) => (
        <SiteChrome
          {...page}
          company={company}
          routes={routes}
          categories={catalog.categories}
          navigation={navigation}
          logo={<img src="/logo.svg" alt="" width="40" height="40" />}
          copyrightYear={2026}
        >
          <Outlet />
        </SiteChrome>
      )}
    </SiteApp>
  );
}
