import {
  categories,
  constants,
  legacyCategoryPath,
  pagePath,
  productsOf,
  products,
  searchCatalog,
  sectorPath,
  type CatalogTexts,
  type CategoryId,
  type Product,
} from '@defne/content';
import { CategoryTiles, ProductGrid, ProductModal, SearchBox, Section } from '@defne/ui';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { headFor, pick, routeOf } from '../site.server';
import { routeMeta } from '@defne/site';
import { productImages } from '../media';
import { expandImage } from '../media/compact';
import { loaderImage } from '../media/loader-images.server';
import { PRODUCT_CARD_SIZES, PRODUCT_MODAL_SIZES } from '../media/sizes';
import styles from './sectors.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  return {
    lang: match.lang,
    category: match.kind === 'sector' ? match.category : null,
    head: headFor(match.path),
    resources: pick(match.lang, ['catalog']),
    // Per product, compact (media/compact.ts): the main picture (also the card's), then the extras
    // that exist.
    images: Object.fromEntries(products.map((p) => [p.key, productImages(p).map(loaderImage)])),
  };
}

export const meta = routeMeta;

type SearchState = { q?: string } | null;

const SEARCH_ID = 'catalog-search';

export default function Sectors() {
  const { lang, category, images } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  // The search text survives the navigation a search makes to its first matching category.
  const [query, setQuery] = useState(() => (location.state as SearchState)?.q ?? '');
  // The last opened product stays rendered while the dialog closes, so it can hand focus back.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  // Legacy links: /sectors?category={id} → the slug path in this language, replacing history.
  useEffect(() => {
    const legacy = new URLSearchParams(location.search).get('category');
    if (!legacy) return;
    const target = legacyCategoryPath(legacy, lang);
    if (target !== `${location.pathname.replace(/\/$/, '')}${location.search}`) {
      void navigate(target, { replace: true });
    }
  }, [lang, location.pathname, location.search, navigate]);

  const texts = i18n.getResourceBundle(lang, 'catalog') as CatalogTexts;
  // The field shows every key at once; the grid follows a moment later, when React has time.
  const shownQuery = useDeferredValue(query);
  const results = useMemo(
    () => (shownQuery.trim() ? searchCatalog(shownQuery, lang, texts) : null),
    [shownQuery, lang, texts],
  );
  const shown: Product[] = results
    ? results.products
    : category
      ? productsOf(category)
      : [...products];

  const goTo = (id: CategoryId | null, state?: SearchState) =>
    navigate(id ? sectorPath(id, lang) : pagePath('sectors', lang), {
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
    const first = searchCatalog(value, lang, texts).categories[0];
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
  const first = shown[0] && expandImage(images[shown[0].key]![0]!, PRODUCT_CARD_SIZES);
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

  const open = shownKey ? products.find((p) => p.key === shownKey) : undefined;
  const title = category ? t(`categories.${category}.title`) : t('title');

  return (
    <Section
      title={title}
      subtitle={category ? t(`categories.${category}.description`) : t('subtitle')}
      headingLevel={1}
    >
      <div className={styles.catalog}>
        <SearchBox
          id={SEARCH_ID}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          clearLabel={t('clearSearch')}
          value={query}
          onValueChange={search}
        />
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
            title: t(`products.${p.key}.name` as 'products.microglassMedia.name'),
            badge: t(`categories.${p.category}.badge`),
            image: { ...expandImage(images[p.key]![0]!, PRODUCT_CARD_SIZES), alt: '' },
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
          title={t(`products.${open.key}.name` as 'products.microglassMedia.name')}
          description={t(
            `products.${open.key}.description` as 'products.microglassMedia.description',
          )}
          badge={t(`categories.${open.category}.badge`)}
          images={images[open.key]!.map((image, i) => ({
            ...expandImage(image, PRODUCT_MODAL_SIZES),
            alt: `${t(`products.${open.key}.name` as 'products.microglassMedia.name')} – ${i + 1}`,
          }))}
          zoomFactor={constants.ZOOM_FACTOR}
          labels={{
            close: t('modal.close'),
            previous: t('modal.previous'),
            next: t('modal.next'),
            zoom: t('modal.zoomIn'),
            counter: (current, total) => t('modal.imageCounter', { current, total }),
          }}
        />
      ) : null}
    </Section>
  );
}
