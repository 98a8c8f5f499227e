import { pagePath, routes } from '../content.server';
import { Button, ButtonLink, Section, SiteSearch, type SiteSearchResult } from '@defne/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RouterLink, routeMeta, useHydrated } from '@defne/site';
import { headFor, pick, routeOf } from '../site.server';
import {
  loadProductSearch,
  type ProductHit,
  type ProductSearch,
  type SearchOutcome,
} from '../pages/search/load';
import styles from './search.module.css';

/** The query's parameter: `/arama?q=hepa` is a search, from the form without script or a link. */
const PARAM = 'q';
/** The search field's id: the page puts the caret there on arrival. */
const FIELD_ID = 'search-query';
/** How long the typing pauses before the count is read out: one announcement, not one per key. */
const ANNOUNCE_DELAY_MS = 500;
/**
 * How many results show at first, and how many more each "more" adds: a result's details are a
 * file of its own to fetch, so a query that matches thousands of products fetches a page of them.
 */
const PAGE_SIZE = 20;

/** A query's results as shown: its count, and the details of those fetched so far. */
interface Found {
  query: string;
  count: number;
  hits: ProductHit[];
  outcome: SearchOutcome;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  // The empty result's links, to the pages the site has.
  const link = (page: string) => (routes.pageIds.includes(page) ? pagePath(page, lang) : null);
  return {
    lang,
    path: pagePath('search', lang),
    sectors: link('sectors'),
    contact: link('contact'),
    head: headFor(match.path),
    resources: pick(lang, ['search']),
  };
}

export const meta = routeMeta;

/**
 * The product search (page id `search`, D23): a GET form, so a search works before the script
 * and from a shared link (`?q=`). The search (Pagefind's script) loads when the visitor first
 * focuses or types in the field, or at once when the address carries a query; each query then
 * fetches the parts of the index it needs, and the results follow each key, the last key's last.
 */
export default function SearchPage() {
  const { lang, path, sectors, contact } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(['search', 'nav']);
  // The address's query (the form sent before the script ran, or a shared link) until the
  // visitor types: read once hydrated, as the prerendered page has none.
  const hydrated = useHydrated();
  const asked = useMemo(
    () => (hydrated ? (new URLSearchParams(window.location.search).get(PARAM) ?? '') : ''),
    [hydrated],
  );
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? asked;
  const [search, setSearch] = useState<ProductSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [settled, setSettled] = useState('');
  const loading = useRef<Promise<void> | null>(null);
  // The page puts the caret in the field itself on arrival: that focus is no sign of a search.
  const placingCaret = useRef(false);

  const start = useCallback(() => {
    loading.current ??= loadProductSearch(lang).then(
      (loaded) => {
        setFailed(false);
        setSearch(() => loaded);
      },
      () => {
        loading.current = null;
        setFailed(true);
      },
    );
  }, [lang]);

  // A query in the address: search it at once. None: the visitor came to search (the header's
  // button), so the caret goes to the field, unless they are typing somewhere already. This runs
  // before the route change's focus on the heading, which leaves a typing field alone.
  useEffect(() => {
    if (!hydrated) return;
    if (asked.trim()) start();
    else if (!document.activeElement?.matches('input, textarea, select, [contenteditable]')) {
      placingCaret.current = true;
      document.getElementById(FIELD_ID)?.focus();
      placingCaret.current = false;
    }
  }, [hydrated, asked, start]);

  const change = (value: string) => {
    setTyped(value);
    // The address follows the query, so reloading or sharing it shows the same results; not a
    // navigation, which would reload the page's data for nothing.
    const url = value.trim() ? `${path}?${PARAM}=${encodeURIComponent(value)}` : path;
    window.history.replaceState(window.history.state, '', url);
  };

  const trimmed = query.trim();
  // The results of the last query answered; a query answered after a later one is typed is dropped.
  const [found, setFound] = useState<Found | null>(null);
  const asking = useRef('');
  useEffect(() => {
    asking.current = trimmed;
    if (!search || !trimmed) return;
    search(trimmed)
      .then(async (outcome) => {
        const hits = await outcome.hits(0, PAGE_SIZE);
        if (asking.current === trimmed)
          setFound({ query: trimmed, count: outcome.count, hits, outcome });
      })
      .catch(() => {
        if (asking.current === trimmed) setFailed(true);
      });
  }, [search, trimmed]);
  const current = found?.query === trimmed ? found : null;
  const results: SiteSearchResult[] | undefined = current?.hits.map((hit) => ({
    id: hit.href,
    href: hit.href,
    title: hit.name,
    meta: [hit.sector, hit.supplier].filter(Boolean).join(' · '),
    description: hit.description,
  }));

  // The next page of results; focus goes to the first of them, as the button may then go.
  const [more, setMore] = useState(false);
  const showMore = () => {
    if (!current || more) return;
    setMore(true);
    const from = current.hits.length;
    current.outcome
      .hits(from, from + PAGE_SIZE)
      .then(
        (next) => {
          if (asking.current !== current.query) return;
          setFound({ ...current, hits: [...current.hits, ...next] });
          requestAnimationFrame(() => {
            const href = next[0]?.href;
            if (href)
              document.querySelector<HTMLElement>(`main a[href="${CSS.escape(href)}"]`)?.focus();
          });
        },
        () => setFailed(true),
      )
      .finally(() => setMore(false));
  };

  const status = !trimmed
    ? ''
    : failed
      ? t('search:failed')
      : !current
        ? t('search:loading')
        : current.count
          ? t('search:results', { count: current.count, query: trimmed })
          : t('search:none', { query: trimmed });
  // The count is read out once typing pauses, not at every key; "searching…" (only before the
  // first results) and a failure at once.
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setSettled(status), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, current]);
  const announcement = current
    ? settled === status
      ? status
      : ''
    : found && !failed
      ? ''
      : status;

  return (
    <Section title={t('search:title')} headingLevel={1} width="narrow">
      <SiteSearch
        action={path}
        name={PARAM}
        fieldId={FIELD_ID}
        label={t('search:label')}
        submitLabel={t('search:submit')}
        hint={t('search:intro')}
        // A site's own examples (`search.placeholder`); the kit words none, knowing no products.
        placeholder={
          i18n.exists('search:placeholder') ? t('search:placeholder' as 'search:label') : undefined
        }
        value={query}
        onValueChange={change}
        onSubmit={(value) => {
          change(value);
          start();
        }}
        onUse={(how) => {
          if (how === 'input' || !placingCaret.current) start();
        }}
        status={status}
        announcement={announcement}
        results={results}
        resultsLabel={t('search:resultsLabel')}
        linkComponent={RouterLink}
        empty={
          <>
            <p>{t('search:noneHint')}</p>
            <p className={styles.actions}>
              {sectors !== null && (
                <ButtonLink href={sectors} linkComponent={RouterLink}>
                  {t('search:browseSectors')}
                </ButtonLink>
              )}
              {contact !== null && (
                <ButtonLink href={contact} linkComponent={RouterLink} variant="secondary">
                  {t('search:askUs')}
                </ButtonLink>
              )}
            </p>
          </>
        }
      />
      {current && current.hits.length < current.count ? (
        <p className={styles.more}>
          <Button variant="secondary" onClick={showMore} aria-busy={more || undefined}>
            {t('search:more', { shown: current.hits.length, count: current.count })}
          </Button>
        </p>
      ) : null}
    </Section>
  );
}
