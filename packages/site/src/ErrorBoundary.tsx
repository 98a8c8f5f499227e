import { Section } from '@defne/ui';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { createI18n } from './i18n';
import { NotFoundPage } from './NotFoundPage';
import { useSiteLang, type RootData } from './root';
import { RouterLink } from './RouterLink';
import { useSite } from './site-context';

type T = (key: string, options?: Record<string, unknown>) => string;

const logged = new WeakSet<object>();

/** Logs an unexpected error once, however often its boundary renders. */
function logOnce(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error('[site] a page could not be shown:', error);
}

/**
 * The branded error page: what happened in plain words, a retry, links home and to contact, and
 * the company's phone and e-mail. No stack trace reaches the visitor. Texts: `common:error.*`.
 */
export function SiteErrorPage() {
  const t = useTranslation('common').t as unknown as T;
  const lang = useSiteLang();
  const site = useSite();
  const page = (id: string) =>
    site?.routes.pageIds.includes(id) ? site.routes.pagePath(id, lang) : null;
  const home = page('home') ?? '/';
  const contact = page('contact');
  const company = site?.company;
  return (
    <Section
      title={t('error.title')}
      subtitle={t('error.message')}
      headingLevel={1}
      centered
      width="narrow"
    >
      <div className="site-error" role="alert">
        <p className="site-error-actions">
          <button
            type="button"
            className="site-error-retry"
            onClick={() => window.location.reload()}
          >
            {t('error.retry')}
          </button>{' '}
          <RouterLink href={home} to={home}>
            {t('backHome')}
          </RouterLink>
          {contact ? (
            <>
              {' '}
              <RouterLink href={contact} to={contact}>
                {t('contactUs')}
              </RouterLink>
            </>
          ) : null}
        </p>
        {company ? (
          <p className="site-error-reach">
            {/* The number and the address keep their order in a right-to-left page. */}
            {t('error.reach')}:{' '}
            <a href={company.phoneHref}>
              <bdi dir="ltr">{company.phone}</bdi>
            </a>
            {' · '}
            <a href={company.emailHref}>
              <bdi dir="ltr">{company.email}</bdi>
            </a>
          </p>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * The `ErrorBoundary` of a kit site's routes (`export { SiteErrorBoundary as ErrorBoundary }
 * from '@defne/site'`): a 404 from a route shows the branded 404 page in the path's language;
 * anything else the branded error page (logged once). React Router's own error screen never shows.
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const lang = useSiteLang();
  useEffect(() => {
    if (!notFound) logOnce(error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage lang={lang} />;
  return <SiteErrorPage />;
}

/**
 * The root route's `ErrorBoundary`: when the frame itself fails, the branded error page alone,
 * with the header and footer texts the root loader brought (no site context, so no contacts).
 */
export function SiteRootErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>('root');
  const lang = useSiteLang();
  const i18n = useMemo(() => createI18n(lang, data?.resources ?? {}), [lang, data]);
  useEffect(() => logOnce(error), [error]);
  return (
    <I18nextProvider i18n={i18n}>
      <main id="main">
        <SiteErrorPage />
      </main>
    </I18nextProvider>
  );
}
