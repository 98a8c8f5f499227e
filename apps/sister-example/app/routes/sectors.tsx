import { siteConstants } from '@defne/content/core';
import { ButtonLink, CategoryTiles, ProductGrid, ProductModal, Section } from '@defne/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  GALLERY_EXTRAS,
  PRODUCT_IMAGE_SIZE,
  catalog,
  categories,
  products,
  routes,
  type CategoryId,
  type ProductKey,
} from '../../content';
import { RouterLink, routeMeta } from '@defne/site';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = site.routeOf(request);
  return {
    lang: match.lang,
    category: match.kind === 'sector' ? match.category : null,
    head: site.headFor(match.path),
    resources: site.pick(match.lang, ['catalog']),
  };
}

export const meta = routeMeta;

export default function Sectors() {
  const { lang, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  // The modal stays mounted after closing, so it can hand focus back to its card.
  const [modal, setModal] = useState<{ key: string; open: boolean } | null>(null);

  const shown = category ? catalog.productsOf(category) : [...products];
  const open = modal ? catalog.getProduct(modal.key) : undefined;
  const name = (key: string) => t(`products.${key as ProductKey}.name`);

  const select = (id: string | null) =>
    void navigate(
      id && catalog.isCategoryId(id)
        ? routes.sectorPath(id as CategoryId, lang)
        : routes.pagePath('sectors', lang),
      { preventScrollReset: true },
    );

  return (
    <Section
      title={category ? t(`categories.${category}.title`) : t('title')}
      subtitle={category ? t(`categories.${category}.description`) : t('subtitle')}
      headingLevel={1}
    >
      <CategoryTiles
        label={t('categoryFilterLabel')}
        selected={category}
        onSelect={select}
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
          image: { src: p.image, ...PRODUCT_IMAGE_SIZE, alt: '' },
        }))}
        onOpen={(id) => setModal({ key: id, open: true })}
        emptyMessage={t('noResults')}
        actionLabel={t('viewDetails')}
        resultsLabel={t('itemCount', { count: shown.length })}
        eagerCount={2}
      />
      {open ? (
        <ProductModal
          key={open.key}
          open={modal?.open ?? false}
          onClose={() => setModal((m) => (m ? { ...m, open: false } : m))}
          title={name(open.key)}
          description={t(`products.${open.key as ProductKey}.description`)}
          badge={t(`categories.${open.category}.badge`)}
          images={catalog.productGallery(open, GALLERY_EXTRAS).map((src, i) => ({
            src,
            ...PRODUCT_IMAGE_SIZE,
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
          <ButtonLink href={routes.pagePath('contact', lang)} linkComponent={RouterLink}>
            {t('modal.askPrice')}
          </ButtonLink>
        </ProductModal>
      ) : null}
    </Section>
  );
}
