import {
  searchProducts,
  siteConstants,
  type Lang,
  type Product,
  type RouteMap,
  type SearchTexts,
} from '@defne/core';
import {
  CategoryTiles,
  ProductGrid,
  ProductModal,
  SearchBox,
  Section,
  type GalleryImage,
  type IconSource,
} from '@defne/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** A picture without its alternative text (the page writes it from the product's name). */
export type CatalogImage = Omit<GalleryImage, 'alt'>;

export interface CatalogPageProps<P extends string, C extends string> {
  lang: Lang;
  /** The sector shown, or null for the whole catalogue. */
  category: C | null;
  routes: RouteMap<P, C>;
  /** Categories in catalogue order, with their item count and icon (a `@defne/ui` name or its own SVG content). */
  categories: readonly { id: C; itemCount: number; icon: IconSource }[];
  products: readonly Product<C>[];
  /** Each product's card picture and gallery (main picture first). */
  images: (product: Product<C>) => { card: CatalogImage; gallery: readonly CatalogImage[] };
  /** Show the search box (spec section 5: titles and product names, case folded). @default true */
  search?: boolean;
  /** More in the product modal under the description, e.g. a quote link. */
  productActions?: (product: Product<C>) => ReactNode;
}

type SearchState = { q?: string } | null;
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The sectors page of a group site: search box, category tiles with item counts, the product
 * grid and the product modal (gallery with wrap, `n / total`, zoom). Selecting a tile goes to the
 * sector's path, selecting it again back to the list; a search goes to its first matching
 * sector; legacy `?category={id}` links are redirected to the slug path, replacing history.
 * Texts: the `catalog` namespace.
 */
export function CatalogPage<P extends string, C extends string>({
  lang,
  category,
  routes,
  categories,
  products,
  images,
  search = true,
  productActions,
}: CatalogPageProps<P, C>) {
  const { i18n } = useTranslation('catalog');
  const t = useTranslation('catalog').t as unknown as T;
  const navigate = useNavigate();
  const location = useLocation();
  // The search text survives the navigation a search makes to its first matching category.
  const [query, setQuery] = useState(() => (location.state as SearchState)?.q ?? '');
  // The last opened product stays rendered while the dialog closes, so it can hand focus back.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    const legacy = new URLSearchParams(location.search).get('category');
    if (!legacy) return;
    const target = routes.legacyCategoryPath(legacy, lang);
    if (target !== `${location.pathname.replace(/\/$/, '')}${location.search}`) {
      void navigate(target, { replace: true });
    }
  }, [lang, location.pathname, location.search, navigate, routes]);

  const texts = i18n.getResourceBundle(lang, 'catalog') as SearchTexts<C>;
  const catalog = useMemo(() => ({ categories, products }), [categories, products]);
  const results = useMemo(
    () => (query.trim() ? searchProducts(catalog, query, lang, texts) : null),
    [catalog, query, lang, texts],
  );
  const shown = results
    ? results.products
    : category
      ? products.filter((p) => p.category === category)
      : products;

  const goTo = (id: C | null, state?: SearchState) =>
    navigate(id ? routes.sectorPath(id, lang) : routes.pagePath('sectors' as P, lang), {
      preventScrollReset: true,
      state,
    });
  const selectCategory = (id: string | null) => {
    setQuery('');
    void goTo(id !== null && routes.isCategoryId(id) ? id : null);
  };
  const onSearch = (value: string) => {
    setQuery(value);
    if (!value.trim()) return;
    const first = searchProducts(catalog, value, lang, texts).categories[0];
    if (first && first !== category) void goTo(first, { q: value });
  };

  const name = (key: string) => t(`products.${key}.name`);
  const open = shownKey ? products.find((p) => p.key === shownKey) : undefined;

  return (
    <Section
      title={category ? t(`categories.${category}.title`) : t('title')}
      subtitle={category ? t(`categories.${category}.description`) : t('subtitle')}
      headingLevel={1}
    >
      <div className="catalog">
        {search ? (
          <SearchBox
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
            value={query}
            onValueChange={onSearch}
          />
        ) : null}
        <CategoryTiles
          label={t('categoryFilterLabel')}
          selected={category}
          onSelect={selectCategory}
          formatCount={(count) => t('itemCount', { count })}
          items={categories.map((c) => ({
            id: c.id,
            label: t(`categories.${c.id}.title`),
            count: c.itemCount,
            icon: c.icon,
          }))}
        />
        <h2 className="visually-hidden">{t('productsTitle')}</h2>
        <ProductGrid
          items={shown.map((p) => ({
            id: p.key,
            title: name(p.key),
            badge: t(`categories.${p.category}.badge`),
            image: { ...images(p).card, alt: '' },
          }))}
          onOpen={(id) => {
            setShownKey(id);
            setModalOpen(true);
          }}
          emptyMessage={t('noResults')}
          actionLabel={t('viewDetails')}
          resultsLabel={t('itemCount', { count: shown.length })}
          eagerCount={2}
        />
      </div>
      {open ? (
        <ProductModal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title={name(open.key)}
          description={t(`products.${open.key}.description`)}
          badge={t(`categories.${open.category}.badge`)}
          images={images(open).gallery.map((image, i) => ({
            ...image,
            alt: `${name(open.key)} – ${i + 1}`,
          }))}
          zoomFactor={siteConstants.ZOOM_FACTOR}
          labels={{
            close: t('modal.close'),
            previous: t('modal.previous'),
            next: t('modal.next'),
            zoom: t('modal.zoomIn'),
            counter: (current, total) => t('modal.imageCounter', { current, total }),
          }}
        >
          {productActions?.(open)}
        </ProductModal>
      ) : null}
    </Section>
  );
}
