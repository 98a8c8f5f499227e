import { NotFoundPage, loadInPreferredLanguage, routeMeta, useSiteLang } from '@defne/site';
import { routes } from '../../content';
import { site } from '../site.server';

// Prerendered once at /404; the server answers every unknown path with it and status 404.
export async function loader() {
  return {
    heads: site.headsFor('/404', { notFound: true }),
    resources: site.pick('tr', ['notFound']),
  };
}

export const clientLoader = loadInPreferredLanguage;

export const meta = routeMeta;

export default function NotFound() {
  return <NotFoundPage lang={useSiteLang()} routes={routes} popular={['sectors', 'contact']} />;
}
