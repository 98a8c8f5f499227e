import { searchProducts } from '@defne/core';
import { site, constants, sectorIcon, type CatalogTexts, type CategoryId } from '../../site-config';
import { CategoryTiles, ProductGrid, QuoteListButton, SearchBox, Section } from '@defne/ui';
import {
  lazy,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
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
import type { SectorPaging } from './SectorPager';

/**
 * The grid's class names (`routes/sectors.module.css`). The route imports the stylesheet and
 * hands them down: this module is a chunk the route loads on demand, and a stylesheet imported
 * here would come with it, after the page had shown unstyled.
 */
export type SectorGridClasses = Record<
  'catalog' | 'pageLink' | 'group' | 'groupHeading' | 'viewSector',
  string
>;

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

/**
 * The sectors page's first sector's cards that can be above the fold (one row of four at the
 * widest); what follows starts below it, so its rules stay out of the inlined critical CSS.
 */
const OVERVIEW_FOLD = 4;

export function SectorGrid({
  grid,
  product,
  styles,
  Pager,
}: {
  grid: GridData;
  product: ProductView | null;
  styles: SectorGridClasses;
  /** The links to the sector's other pages: a page part the route loads when there are some. */
  Pager: ComponentType<{ paging: SectorPaging; fallback: string }>;
}) {
  const { lang, category, quoteList, paging, searchPage } = grid;
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
  // The page's products: one page of its sector, or on the sectors page the first few of each
  // (D25); a search looks through them, and the site's full-text search through the rest.
  const shownProducts: readonly GridProduct[] = results
    ? results.products
    : category
      ? products.filter((p) => p.category === category)
      : products;
  // The sectors page without a search: each sector's first products, under its name.
  const groups =
    category || results
      ? null
      : categories
          .map((c) => ({ sector: c, items: products.filter((p) => p.category === c.id) }))
          .filter((g) => g.items.length > 0);

  const goTo = (id: CategoryId | null, state?: SearchState) =>
    navigate(id ? sectorPath(id) : catalog.path, {
      preventScrollReset: true,
      state,
    });

  const selectCategory = (id: string | null) => {
    setQuery('');
    searchedFrom.current = null;
    void goTo(id as CategoryId | null);
  };

  // A page holds its own products only (D25), so where a search leads is decided over the page
  // it began on, whatever page its earlier letters have led to since (or are still leading to: a
  // fast typist's next key comes before that page): it ends where its last query leads, as if
  // pasted at once, and back on its first page when that query matches nothing there (the
  // site's search is offered for the rest). It begins anew once the field is empty.
  // That page's search, its sector and address, and where the search's last navigation went.
  const searchedFrom = useRef<[typeof searchCatalog, string | null, string, string] | null>(null);

  const search = (value: string) => {
    setQuery(value);
    if (!value.trim()) {
      searchedFrom.current = null;
      return;
    }
    const from = (searchedFrom.current ??= [
      searchCatalog,
      category,
      location.pathname,
      location.pathname,
    ]);
    const first = from[0](value).categories[0];
    const target = !first || first === from[1] ? from[2] : sectorPath(first);
    if (target !== from[3]) {
      from[3] = target;
      void navigate(target, { preventScrollReset: true, state: { q: value } });
    }
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

  // What the page's search does not find on the page, the site's search may find elsewhere.
  const trimmed = query.trim();
  const empty =
    searchPage && trimmed ? (
      <>
        {t('noResults')}{' '}
        <a href={`${searchPage}?q=${encodeURIComponent(trimmed)}`}>
          {t('searchEverywhere', { query: trimmed })}
        </a>
      </>
    ) : (
      t('noResults')
    );

  const grid_ = (
    items: readonly GridProduct[],
    options: { eagerCount: number; foldAt: number; resultsLabel?: string },
  ) => (
    <ProductGrid
      items={items.map((p) => ({
        id: p.key,
        // A real link to the product's page: before hydration a tap shows the product at once
        // as a page (D16, D17); once the page runs, a click opens it over the grid.
        href: productPath(p.key),
        title: p.name,
        badge: t(`categories.${p.category}.badge`),
        image: { ...expandImage(cards[p.key]!, PRODUCT_CARD_SIZES), alt: '' },
      }))}
      onOpen={(id) => void open(id)}
      emptyMessage={empty}
      actionLabel={t('viewDetails')}
      {...options}
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
  );

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
        {groups ? (
          groups.map(({ sector, items }, i) => {
            const name = t(`categories.${sector.id}.title`);
            return (
              <section
                key={sector.id}
                className={styles.group}
                aria-labelledby={`sector-${sector.id}`}
              >
                <h2 id={`sector-${sector.id}`} className={styles.groupHeading}>
                  {name}
                </h2>
                {grid_(items, {
                  // The first sector's first two cards are above the fold; the second sector
                  // starts below it at every width.
                  eagerCount: i === 0 ? 2 : 0,
                  foldAt: i === 0 ? OVERVIEW_FOLD : 0,
                })}
                <Link className={styles.viewSector} to={sector.href}>
                  {t('viewSector', { sector: name, count: sector.itemCount })}
                </Link>
              </section>
            );
          })
        ) : (
          <>
            <h2 className="visually-hidden">{t('productsTitle')}</h2>
            {grid_(shownProducts, {
              eagerCount: 2,
              // Two rows of four at the widest: the ninth card starts below the first screen at
              // every width, so the footer's rules stay out of the inlined critical CSS.
              foldAt: 8,
              resultsLabel: t('itemCount', { count: shownProducts.length }),
            })}
          </>
        )}
        {paging && paging.count > 1 && !results ? (
          <Pager paging={paging} fallback={grid.path} />
        ) : null}
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
