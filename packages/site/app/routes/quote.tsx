// The quote list's page (D23), at the `quote` page id of a site's route map in each language:
// what the list is for and how it works, prerendered for every visitor (and search engines), then
// the list itself with its one enquiry, which only this browser knows. That part's code (the
// list, its editor and the form) comes with this page, never with any other page's first load.
import { lazy, Suspense, useState } from 'react';
import { ButtonLink, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { quoteUnits } from '@defne/core';
import { RouterLink, routeMeta, useHydrated, useQuoteCount } from '@defne/site';
import { quoteKeyOf } from '../pages/product/quote-param';
import type { ProductKey } from '../site-config';
import { pagePath, productPath, products, routes } from '../content.server';
import { headFor, pick, productDetails, routeOf, server } from '../site.server';
import styles from './quote.module.css';
import type { QuotePanelClasses } from '../quote/QuotePanel';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  const { catalog } = pick(lang, ['catalog']);
  const names = catalog.products as Record<string, { name: string }>;
  return {
    lang,
    head: headFor(match.path),
    // Every product a list may hold: its name and page in this language and its units; the lines'
    // page addresses are absolute in the enquiry.
    origin: server.origin,
    products: Object.fromEntries(
      products.map((p) => [
        p.key,
        {
          name: names[p.key]?.name ?? p.key,
          path: productPath(p.key as ProductKey, lang),
          units: productDetails[p.key]?.quoteUnits ?? quoteUnits,
        },
      ]),
    ),
    browse: routes.pageIds.includes('sectors') ? pagePath('sectors', lang) : pagePath('home', lang),
    resources: {
      ...pick(lang, ['quote']),
      catalog: { quoteList: catalog.quoteList },
    },
  };
}

export type QuoteLoaderData = Awaited<ReturnType<typeof loader>>;

export const meta = routeMeta;

// The list's part (its store, editor and form) loads once the visitor has used the list: it holds
// products, or the address adds one. An empty list shows what the page prerendered, and loads
// nothing more.
const QuotePanel = lazy(() => import('../quote/QuotePanel'));
export default function QuotePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('quote');
  const hydrated = useHydrated();
  const count = useQuoteCount();
  const { search } = useLocation();
  // Once opened it stays, so the form can show its success over the list it has just emptied.
  const [opened, setOpened] = useState(false);
  if (!opened && hydrated && (count > 0 || quoteKeyOf(search) !== null)) setOpened(true);
  return (
    <Section title={t('title')} subtitle={t('intro')} headingLevel={1}>
      <div className={styles.layout}>
        <div className={styles.list} data-quote-list="">
          {opened ? (
            <Suspense fallback={<p>{t('loading')}</p>}>
              <QuotePanel data={data} styles={styles as QuotePanelClasses} />
            </Suspense>
          ) : (
            <div className={styles.empty}>
              <h2 className={styles.heading}>{t('listTitle')}</h2>
              <p>{t('empty')}</p>
            </div>
          )}
        </div>
        <aside className={styles.how} aria-labelledby="quote-how">
          <h2 id="quote-how">{t('how.title')}</h2>
          <ol>
            <li>{t('how.steps.add')}</li>
            <li>{t('how.steps.edit')}</li>
            <li>{t('how.steps.send')}</li>
          </ol>
          <p>{t('how.kept')}</p>
          <ButtonLink href={data.browse} variant="secondary" linkComponent={RouterLink}>
            {t('browse')}
          </ButtonLink>
        </aside>
      </div>
    </Section>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
