import { searchProducts, type Lang } from '@defne/core';
import {
  site,
  constants,
  sectorIcon,
  type CatalogTexts,
  type CategoryId,
  type Product,
} from '../site-config';
import { categories, pagePath, productPath, products, routes, sectorPath } from '../content.server';
import { CategoryTiles, ProductGrid, QuoteListButton, SearchBox, Section } from '@defne/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { keepPlaceOnce, NotFoundPage, routeMeta } from '@defne/site';
import { requestPath } from '@defne/site/server';
import { headFor, media, pick, server } from '../site.server';
import { expandImage } from '../media/compact';
import { loaderImage } from '../media/loader-images.server';
import { PRODUCT_CARD_SIZES } from '../media/sizes';
import { LazyProductModal, preloadProductModal } from '../pages/product/LazyProductModal';
import { ProductPage, ProductViewActions } from '../pages/product/ProductPage';
import { addToListProps } from '../quote/add';
import { productView } from '../pages/product/view.server';
import { counterOf, galleryOf, type ProductView } from '../pages/product/view';
import { packGrid, unpackGrid } from '../pages/sectors/grid-data';
import styles from './sectors.module.css';

/**
 * The catalogue texts a grid needs: product names, not their descriptions (those come per product),
 * and the description of the sector shown only (the others come with their own pages' data when
 * the visitor goes there; every sector's title and badge stay, for the tiles and search results).
 */
function gridTexts(lang: Lang, shown: string | null) {
  const { catalog } = pick(lang, ['catalog']);
  const { product: _actions, modal: _modal, ...rest } = catalog;
  return {
    catalog: {
      ...rest,
      categories: Object.fromEntries(
        Object.entries(catalog.categories as Record<string, { description?: string }>).map(
          ([id, { description, ...texts }]) => [
            id,
            id === shown && description !== undefined ? { ...texts, description } : texts,
          ],
        ),
      ),
      products: Object.fromEntries(
        Object.entries(catalog.products as Record<string, { name: string }>).map(([key, value]) => [
          key,
          { name: value.name },
        ]),
      ),
    },
  };
}

// One route per language serves the sectors list, each sector and each product (D17): a product
// opened from the grid is the same page with its modal open, so the grid and its state stay.
export async function loader({ request }: LoaderFunctionArgs) {
  // An unknown address under the sectors folder (and its prerendered `{folder}/404`): the 404
  // page in the folder's language, rendered by this route so the page hydrates against it.
  if (!routes.matchPath(requestPath(request))) {
    return { mode: 'notFound' as const, ...server.notFoundData(request, ['notFound']) };
  }
  const match = server.routeOf(request);
  if (match.kind === 'product') {
    const view = productView(match.product, match.lang);
    const main = galleryOf(view)[0];
    return {
      mode: 'product' as const,
      lang: match.lang,
      head: headFor(match.path, main ? { image: { src: main.src, alt: view.name } } : {}),
      product: view,
    };
  }
  return {
    mode: 'grid' as const,
    lang: match.lang,
    path: match.path,
    category: match.kind === 'sector' ? match.category : null,
    head: headFor(match.path),
    resources: gridTexts(match.lang, match.kind === 'sector' ? match.category : null),
    // The catalogue the grid shows and searches, with its links in this language: the grid's
    // own data, as no page's script carries the catalogue. With it the card thumbnail per
    // product, compact (media/compact.ts); a product's gallery comes with the product's own data.
    // Packed (pages/sectors/grid-data.ts): every sector page carries all of it.
    catalog: packGrid(
      {
        path: pagePath('sectors', match.lang),
        categories: categories.map(({ id, icon, itemCount }) => ({
          id,
          icon,
          itemCount,
          href: sectorPath(id, match.lang),
        })),
        products: products.map(({ key, category }) => ({
          key,
          category,
          href: productPath(key, match.lang),
        })),
      },
      Object.fromEntries(products.map((p) => [p.key, loaderImage(media.productThumbnail(p))])),
    ),
    quoteList: routes.pageIds.includes('quote') ? pagePath('quote', match.lang) : null,
  };
}

export const meta = routeMeta;

type Data = Awaited<ReturnType<typeof loader>>;
type GridData = Extract<Data, { mode: 'grid' }>;

type SearchState = { q?: string; overGrid?: boolean } | null;

const SEARCH_ID = 'catalog-search';

export default function Sectors() {
  const data = useLoaderData<typeof loader>();
  const [grid, setGrid] = useState<GridData | null>(data.mode === 'grid' ? data : null);
  if (data.mode === 'grid' && data !== grid) setGrid(data);

  if (data.mode === 'notFound') {
    return <NotFoundPage lang={data.lang ?? site.languages.default} />;
  }
  if (!grid) {
    // A product URL loaded directly (or reached from another language): the product's own page.
    return data.mode === 'product' ? <ProductPage view={data.product} /> : null;
  }
  return <SectorGrid grid={grid} product={data.mode === 'product' ? data.product : null} />;
}

function SectorGrid({ grid, product }: { grid: GridData; product: ProductView | null }) {
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

  const texts = i18n.getResourceBundle(lang, 'catalog') as CatalogTexts;
  const searchCatalog = (query: string) =>
    searchProducts(
      catalog as unknown as { categories: []; products: Product[] },
      query,
      lang,
      texts,
    );
  // The field shows every key at once; the grid follows a moment later, when React has time.
  const shownQuery = useDeferredValue(query);
  const results = useMemo(
    () => (shownQuery.trim() ? searchCatalog(shownQuery) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the catalogue follows `lang`
    [shownQuery, lang, texts],
  );
  const shownProducts: readonly { key: string; category: string }[] = results
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
    void preloadProductModal();
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
        onPointerOver={preloadProductModal}
        onTouchStart={preloadProductModal}
        onFocus={preloadProductModal}
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
            title: t(`products.${p.key}.name` as 'products.microglassMedia.name'),
            badge: t(`categories.${p.category}.badge`),
            image: { ...expandImage(cards[p.key]!, PRODUCT_CARD_SIZES), alt: '' },
          }))}
          onOpen={(id) => void open(id)}
          emptyMessage={t('noResults')}
          actionLabel={t('viewDetails')}
          resultsLabel={t('itemCount', { count: shownProducts.length })}
          eagerCount={2}
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

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
