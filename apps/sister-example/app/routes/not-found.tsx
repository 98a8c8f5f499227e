import { NotFoundPage, loadInPreferredLanguage, routeMeta, useSiteLang } from '@defne/site';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from '../site.server';

// Prerendered at /404 (and /en/404 when the site has an English home of its own); the server
// answers an unknown address with the nearest not-found page and status 404.
export async function loader({ request }: LoaderFunctionArgs) {
  return site.notFoundData(request, ['notFound']);
}

export const clientLoader = loadInPreferredLanguage;

export const meta = routeMeta;

export default function NotFound() {
  return <NotFoundPage lang={useSiteLang()} />;
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
