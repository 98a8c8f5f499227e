import { NotFoundPage, loadInPreferredLanguage, routeMeta, useSiteLang } from '@defne/site';
import { NotFoundGraphic } from '@defne/ui/NotFoundGraphic';
import type { LoaderFunctionArgs } from 'react-router';
import { server } from '../site.server';

// Prerendered at /404 (the default language, then the visitor's language in the browser, like
// '/') and in each language's folder (/en/404, /sectors/404…); servers answer an unknown address
// with the nearest one and status 404.
export async function loader({ request }: LoaderFunctionArgs) {
  return server.notFoundData(request, ['notFound']);
}

export const clientLoader = loadInPreferredLanguage<Awaited<ReturnType<typeof loader>>>;

export const meta = routeMeta;

export default function NotFound() {
  // The graphic comes with this route's files, so the 404 pages load it first; elsewhere (an
  // error boundary's 404) it loads on demand.
  return <NotFoundPage lang={useSiteLang()} graphic={NotFoundGraphic} />;
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
