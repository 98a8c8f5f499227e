// The site's own home page in place of the kit's (`pages.home`): its loader takes the kit's
// helpers from @defne/site/page-server, its page the kit's router link, language and route map.
import { RouterLink, routeMeta, useSite, useSiteLang } from '@defne/site';
import { headFor, pick, routeOf } from '@defne/site/page-server';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = routeOf(request);
  return { head: headFor(path), resources: pick(lang, ['start']) };
}

export const meta = routeMeta;

export default function Home() {
  const { t } = useTranslation('start');
  const lang = useSiteLang();
  const careers = useSite()?.routes.pagePath('careers', lang) ?? '/';
  return (
    <section data-fixture="home">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <RouterLink href={careers} to={careers}>
        {t('careersLink')}
      </RouterLink>
    </section>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
