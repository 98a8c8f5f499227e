import { NotFoundPage, loadInPreferredLanguage, routeMeta, useSiteLang } from '@defne/site';
import { routes } from '@defne/content';
import { headsFor, pick } from '../site.server';

// Prerendered once at /404 (Turkish); servers answer every unknown path with it and status 404.
// In the browser it then shows the visitor's language, like '/'.
export async function loader() {
  return { heads: headsFor('/404', { notFound: true }), resources: pick('tr', ['notFound']) };
}

export const clientLoader = loadInPreferredLanguage<Awaited<ReturnType<typeof loader>>>;

export const meta = routeMeta;

/** Spec: 'Popular pages' links to sectors, about and contact. */
const popular = ['sectors', 'about', 'contact'] as const;

export default function NotFound() {
  return <NotFoundPage lang={useSiteLang()} routes={routes} popular={popular} />;
}
