import { siteConstants, type Lang, type RouteMap } from '@defne/core';
import { Section, type NotFoundGraphicProps } from '@defne/ui';
import { lazy, type ComponentType } from 'react';
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
  /**
   * The graphic, for a route module that imports it (`NotFoundGraphic` of
   * `@defne/ui/NotFoundGraphic`) so its pages load it with their first files. Without it the page
   * loads the graphic when it first renders one.
   * @default the graphic, loaded on demand
   */
  graphic?: ComponentType<NotFoundGraphicProps>;
}

/*
 * Only 404 pages show the graphic, but this page is in every route's error boundary: loaded on
 * demand, it stays out of the files every page loads. No Suspense boundary of its own, so the
 * prerendered HTML is the graphic itself: hydration keeps the server's HTML until the file is
 * there, and a client navigation (a transition) keeps the previous page until the 404 is ready.
 */
const LazyNotFoundGraphic = lazy(() =>
  import('@defne/ui/NotFoundGraphic').then((m) => ({ default: m.NotFoundGraphic })),
);

type T = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The 404 page (spec: '404 - Sayfa Bulunamadı'): the graphic that plays its zoom and goes home
 * (without motion when reduced motion is asked for), the hint to click the logo, and links to
 * popular pages. Texts: the `notFound` namespace.
 */
export function NotFoundPage<P extends string, C extends string>({
  lang,
  graphic: Graphic = LazyNotFoundGraphic,
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
        <Graphic
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
