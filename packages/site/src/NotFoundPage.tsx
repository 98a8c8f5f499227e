import { siteConstants, type Lang, type RouteMap } from '@defne/core';
import { NotFoundGraphic, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from './RouterLink';
import { useSite } from './site-context';

export interface NotFoundPageProps<P extends string, C extends string> {
  lang: Lang;
  /** @default the site's, from `SiteChrome` */
  routes?: RouteMap<P, C>;
  /**
   * Pages offered as 'Popular pages' (labels `notFound:popular.{page}`, else the page's
   * navigation label `nav:{page}`).
   * @default `SiteChrome`'s `popular`
   */
  popular?: readonly P[];
}

type T = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The 404 page (spec: '404 - Sayfa Bulunamadı'): the graphic that plays its zoom and goes home
 * (without motion when reduced motion is asked for), the hint to click the logo, and links to
 * popular pages. Texts: the `notFound` namespace.
 */
export function NotFoundPage<P extends string, C extends string>({
  lang,
  ...props
}: NotFoundPageProps<P, C>) {
  const site = useSite();
  const routes = (props.routes ?? site?.routes) as RouteMap<P, C> | undefined;
  const popular = (props.popular ?? site?.popular ?? []) as readonly P[];
  const t = useTranslation('notFound').t as unknown as T;
  const navigate = useNavigate();
  return (
    <Section title={t('title')} subtitle={t('message')} headingLevel={1} centered width="narrow">
      <div className="not-found">
        <NotFoundGraphic
          label={t('graphicLabel')}
          duration={siteConstants.NOT_FOUND_REDIRECT_MS}
          onDone={() => void navigate('/')}
        />
        <p className="not-found-hint">{t('hint')}</p>
        {routes && popular.length > 0 ? (
          <nav aria-labelledby="popular-pages" className="not-found-popular">
            <h2 id="popular-pages">{t('popular.title')}</h2>
            <ul>
              {popular.map((id) => (
                <li key={id}>
                  <RouterLink href={routes.pagePath(id, lang)} to={routes.pagePath(id, lang)}>
                    {t(`popular.${id}`, { defaultValue: t(`nav:${id}`) })}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </Section>
  );
}
