import { searchProducts } from '@defne/core';
import { site, constants, sectorIcon, type CatalogTexts, type CategoryId } from '../../site-config';
import { CategoryTiles, ProductGrid, QuoteListButton, SearchBox, Section } from '@defne/ui';
import { lazy, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { keepPlaceOnce } from '@defne/site';
import { expandImage } from '../../media/compact';
import { PRODUCT_CARD_SIZES } from '../../media/sizes';
import {
  LazyProductModal,
  preloadProductModal as preloadModalCode,
} from '../product/LazyProductModal';
import { addToListProps } from '../../quote/add';
import { counterOf, galleryOf, type ProductView } from '../product/view';
import { loadOnce } from '../../lib/load-once';
import { unpackGrid, type GridProduct } from './grid-data';
import type { GridData } from '../../routes/sectors';

/**
 * The grid's class names (`routes/sectors.module.css`). The route imports the stylesheet and
 * hands them down: this module is a chunk the route loads on demand, and a stylesheet imported
 * here would come with it, after the page had shown unstyled.
 */
export type SectorGridClasses = Record<'catalog' | 'pageLink', string>;

// A product's actions show only in its modal over the grid: their code is the product page's
// chunk (which has them anyway), fetched with the modal's on the first sign of intent, so a
// sector page's first load carries neither. The modal waits for both in its own Suspense.
const loadActions = loadOnce(() => import('../product/ProductPage'));
const ProductViewActions = lazy(() =>
  loadActions().then((m) => ({ default: m.ProductViewActions })),
);
function preloadProductModal() {
  return Promise.all([loadActions(), preloadModalCode()]);
}
/** Offline, a preload fails quietly: the opening tries again and its Suspense shows the outcome. */
const quietly = () => undefined;

// The first sign of intent starts the downloads in a task of its own. Starting them adds link
// elements and requests, 6-12 ms of a phone's 4x CPU; inside the pointer's own event that was
// time the tap's click waited for (INP's input delay, docs/performance.md "Opening a product").
let intended = false;
function preloadOnIntent() {
  if (intended) return;
  intended = true;
  setTimeout(() => preloadProductModal().catch(quietly));
}

type SearchState = { q?: string; overGrid?: boolean } | null;

const SEARCH_ID = 'catalog-search';

export function SectorGrid({
  grid,
  product,
  styles,
}: {
  grid: GridData;
  product: ProductView | null;
  styles: SectorGridClasses;
}) {
  const { lang, category, quoteList } = grid;
  const { catalog, cards } = useMemo(() => unpackGrid(grid.catalog), [grid.catalog]);
  const { categories, products } = catalog;
  const sectorPath = (id: string) => categories.find((c) => c.id === id)?.href ?? catalog.path;
  const productPath = (key: string) => products.find((p) => p.key === key)?.href ?? catalog.path;
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  // The search text survives the navigation a search makes to its first matching category.
  const [query, setQuery] = useState(() => (location.state as SearchState)?.q ?? '');
  // The last opened product stays rendered while the dialog closes, so it can hand focus back.
  const [shown, setShown] = useState<ProductView | null>(product);
  if (product && product !== shown) setShown(product);
  const shownImages = useMemo(() => (shown ? galleryOf(shown) : []), [shown]);

  // Opening and closing the product over the grid (and back/forward doing it) is no new page:
  // the scroll position stays and focus goes to the dialog, then back to the card.
  const wasOpen = useRef(product !== null);
  useEffect(() => {
    if (wasOpen.current !== (product !== null)) keepPlaceOnce();
    wasOpen.current = product !== null;
  }, [product]);

  // Legacy links: /sectors?category={id} → the slug path in this language, replacing history.
  useEffect(() => {
    const legacy = new URLSearchParams(location.search).get('category');
    if (!legacy) return;
    const target = categories.some((c) => c.id === legacy)
      ? sectorPath(legacy)
      : `${catalog.path}?category=${encodeURIComponent(legacy)}`;
    if (target !== `${location.pathname.replace(/\/$/, '')}${location.search}`) {
      void navigate(target, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the catalogue follows `lang`
  }, [lang, location.pathname, location.search, navigate]);

  const bundle = i18n.getResourceBundle(lang, 'catalog') as CatalogTexts;
  // The search reads the products' names where the texts would have them.
  const texts = useMemo(
    () => ({
      ...bundle,
      products: Object.fromEntries(products.map((p) => [p.key, { name: p.name }])),
    }),
    [bundle, products],
  );
  const searchCatalog = (query: string) => searchProducts(catalog, query, lang, texts);
  // The field shows every key at once; the grid follows a moment later, when React has time.
  const shownQuery = useDeferredValue(query);
  const results = useMemo(
    () => (shownQuery.trim() ? searchCatalog(shownQuery) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the catalogue follows `lang`
    [shownQuery, lang, texts],
  );
  const shownProducts: readonly GridProduct[] = results
    ? results.products
    : category
      ? products.filter((p) => p.category === category)
      : products;

  const goTo = (id: CategoryId | null, state?: SearchState) =>
    navigate(id ? sectorPath(id) : catalog.path, {
      preventScrollReset: true,
      state,
    });

  const selectCategory = (id: string | null) => {
    setQuery('');
    void goTo(id as CategoryId | null);
  };

  const search = (value: string) => {
    setQuery(value);
    if (!value.trim()) return;
    const first = searchCatalog(value).categories[0];
    if (first && first !== category) void goTo(first, { q: value });
  };

  // Text typed before hydration is in the field but not in the state: search for it now (D16).
  useEffect(() => {
    const typed = (document.getElementById(SEARCH_ID) as HTMLInputElement | null)?.value ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM held state React did not see
    if (typed && typed !== query) search(typed);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The first card's picture is the page's LCP element: preloaded from <head> with the candidates
  // of its <picture>'s first source, as the home page does for its hero.
  const first = shownProducts[0] && expandImage(cards[shownProducts[0].key]!, PRODUCT_CARD_SIZES);
  if (first) {
    const source = first.sources[0] ?? { type: 'image/webp', srcSet: first.srcSet };
    preload(first.src, {
      as: 'image',
      imageSrcSet: source.srcSet,
      imageSizes: first.sizes,
      type: source.type,
      fetchPriority: 'high',
    });
  }

  const open = (key: string) => {
    preloadProductModal().catch(quietly);
    return navigate(productPath(key), {
      preventScrollReset: true,
      state: { q: query, overGrid: true } satisfies SearchState,
    });
  };

  const close = () => {
    // Opened from this grid: going back is closing (and forward reopens). Loaded as a product
    // page and then shown over a grid: go to the grid's own address.
    if ((location.state as SearchState)?.overGrid) void navigate(-1);
    else void navigate(grid.path, { preventScrollReset: true, state: { q: query } });
  };

  const title = category ? t(`categories.${category}.title`) : t('title');

  return (
    <Section
      title={title}
      subtitle={
        category
          ? t(`categories.${category}.description`)
          : i18n.exists('catalog:subtitle')
            ? t('subtitle')
            : undefined
      }
      headingLevel={1}
    >
      <div
        className={styles.catalog}
        data-chunk="SectorGrid"
        onPointerOver={preloadOnIntent}
        onTouchStart={preloadOnIntent}
        onFocus={preloadOnIntent}
      >
        {site.search === false ? null : (
          <SearchBox
            id={SEARCH_ID}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
            value={query}
            onValueChange={search}
          />
        )}
        <CategoryTiles
          label={t('categoryFilterLabel')}
          selected={category}
          onSelect={selectCategory}
          formatCount={(count) => t('itemCount', { count })}
          items={categories.map((c) => ({
            id: c.id,
            label: t(`categories.${c.id}.title`),
            count: c.itemCount,
            icon: sectorIcon(c.icon),
          }))}
        />
        <h2 className="visually-hidden">{t('productsTitle')}</h2>
        <ProductGrid
          items={shownProducts.map((p) => ({
            id: p.key,
            // A real link to the product's page: before hydration a tap shows the product at once
            // as a page (D16, D17); once the page runs, a click opens it over the grid.
            href: productPath(p.key),
            title: p.name,
            badge: t(`categories.${p.category}.badge`),
            image: { ...expandImage(cards[p.key]!, PRODUCT_CARD_SIZES), alt: '' },
          }))}
          onOpen={(id) => void open(id)}
          emptyMessage={t('noResults')}
          actionLabel={t('viewDetails')}
          resultsLabel={t('itemCount', { count: shownProducts.length })}
          eagerCount={2}
          // Two rows of four at the widest: the ninth card starts below the first screen at
          // every width, so the footer's rules stay out of the inlined critical CSS.
          foldAt={8}
          // "Add to quote list" under each card (D23), on a site whose route map gives it a page.
          {...(quoteList !== null
            ? {
                itemAction: (item: { id: string; title: string }) => (
                  <QuoteListButton
                    compact
                    {...addToListProps(item.id, lang, quoteList, {
                      add: t('quoteList.add'),
                      added: t('quoteList.added', { product: item.title }),
                      already: t('quoteList.already', { product: item.title }),
                      viewList: t('quoteList.viewList'),
                    })}
                  />
                ),
              }
            : {})}
        />
      </div>
      {shown ? (
        <LazyProductModal
          open={product !== null}
          onClose={close}
          title={shown.name}
          description={shown.description}
          badge={shown.badge}
          images={shownImages}
          zoomFactor={constants.ZOOM_FACTOR}
          labels={{ ...shown.labels, counter: counterOf(shown.labels.counter) }}
          data-product={shown.key}
        >
          <ProductViewActions view={shown} />
          {/* A plain link, so it loads the product's own page (D17) with its details, rather
              than the grid under this modal that the same address shows in the app. */}
          <a className={styles.pageLink} href={shown.path}>
            {shown.pageLink}
          </a>
        </LazyProductModal>
      ) : null}
    </Section>
  );
}
