import '@defne/ui/Section/index.css';
import '@defne/ui/ProductGrid/index.css';
import '@defne/ui/ProductModal/index.css';
import { ProductGrid, ProductModal, Section } from '@defne/ui';
import { routeMeta } from '@defne/site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { catalog } from '../../content';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = site.routeOf(request);
  return { head: site.headFor(match.path), resources: site.pick(match.lang, ['catalog']) };
}
export const meta = routeMeta;

const size = { width: 400, height: 300 };
type Key = 'singleWall' | 'doubleWall';

export default function Products() {
  useLoaderData<typeof loader>();
  const { t } = useTranslation('catalog');
  // The modal stays mounted after closing, so it can hand focus back to its card.
  const [modal, setModal] = useState<{ key: string; open: boolean } | null>(null);
  const product = modal ? catalog.getProduct(modal.key) : undefined;
  return (
    <Section title={t('categories.boxes.title')} headingLevel={1}>
      <ProductGrid
        items={catalog.products.map((p) => ({
          id: p.key,
          title: t(`products.${p.key as Key}.name`),
          badge: t('categories.boxes.badge'),
          image: { src: p.image, ...size, alt: '' },
        }))}
        onOpen={(key) => setModal({ key, open: true })}
        emptyMessage={t('noResults')}
        actionLabel={t('viewDetails')}
      />
      {product && (
        <ProductModal
          key={product.key}
          open={modal?.open ?? false}
          onClose={() => setModal((m) => (m ? { ...m, open: false } : m))}
          title={t(`products.${product.key as Key}.name`)}
          description={t(`products.${product.key as Key}.description`)}
          badge={t('categories.boxes.badge')}
          images={catalog.productGallery(product, 0).map((src) => ({ src, ...size, alt: '' }))}
          labels={{
            close: t('modal.close'),
            previous: t('modal.previous'),
            next: t('modal.next'),
            zoom: t('modal.zoomIn'),
          }}
        />
      )}
    </Section>
  );
}
