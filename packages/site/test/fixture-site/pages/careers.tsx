// A page the kit does not have (`careers` in the route map, `pages.careers` in the config): the
// kit gives it its routes in both languages, its head, its sitemap entry and the frame.
import { routeMeta } from '@defne/site';
import { headFor, pick, routeOf } from '@defne/site/page-server';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = routeOf(request);
  return { head: headFor(path), resources: pick(lang, ['careers']) };
}

export const meta = routeMeta;

export default function Careers() {
  const { t } = useTranslation('careers');
  return (
    <section data-fixture="careers">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </section>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
