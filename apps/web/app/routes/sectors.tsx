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
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { headFor, pick, routeOf } from '../site.server';
import { routeMeta } from '@defne/site';
import { productImages, productThumbnail } from '../media';
import { imageProps } from '../media/loader-images.server';
import styles from './sectors.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  return {
    lang: match.lang,
    category: match.kind === 'sector' ? match.category : null,
    head: headFor(match.path),
    resources: pick(match.lang, ['catalog']),
    // Per product: the card thumbnail, then the gallery (main picture and the extras that exist).
    images: Object.fromEntries(
      products.map((p) => [
        p.key,
        { card: imageProps(productThumbnail(p)), gallery: productImages(p).map(imageProps) },
      ]),
    ),
  };
}

export const meta = routeMeta;

type SearchState = { q?: string } | null;

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
  const results = useMemo(
    () => (query.trim() ? searchCatalog(query, lang, texts) : null),
    [query, lang, texts],
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
            image: { ...images[p.key]!.card, alt: '' },
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
          images={images[open.key]!.gallery.map((image, i) => ({
            ...image,
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
