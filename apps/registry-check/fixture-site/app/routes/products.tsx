import '@defne/ui/ProductGrid/index.css';
import '@defne/ui/ProductModal/index.css';
import { ProductGrid, ProductModal } from '@defne/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { catalog, routes, texts } from '../content';
import { headTags } from '../seo';

export const meta = ({ location }: { location: { pathname: string } }) =>
  headTags(location.pathname);

const size = { width: 400, height: 300 };

export default function Products() {
  const lang = routes.langOfPath(useLocation().pathname) ?? 'tr';
  const t = texts[lang].catalog;
  const [open, setOpen] = useState<{ key: string; shown: boolean } | null>(null);
  const product = open ? catalog.getProduct(open.key) : undefined;
  return (
    <main>
      <h1>{t.categories.boxes.title}</h1>
      <ProductGrid
        items={catalog.products.map((p) => ({
          id: p.key,
          title: t.products[p.key]!.name,
          badge: t.categories.boxes.title,
          image: { src: p.image, ...size, alt: '' },
        }))}
        onOpen={(key) => setOpen({ key, shown: true })}
        emptyMessage={lang === 'tr' ? 'Ürün yok.' : 'No products.'}
        actionLabel={lang === 'tr' ? 'Ayrıntılar' : 'Details'}
      />
      {product && (
        <ProductModal
          open={open?.shown ?? false}
          onClose={() => setOpen((o) => (o ? { ...o, shown: false } : o))}
          title={t.products[product.key]!.name}
          description={t.products[product.key]!.description}
          badge={t.categories.boxes.title}
          images={catalog.productGallery(product, 0).map((src) => ({ src, ...size, alt: '' }))}
          labels={
            lang === 'tr'
              ? { close: 'Kapat', previous: 'Önceki', next: 'Sonraki', zoom: 'Yakınlaştır' }
              : { close: 'Close', previous: 'Previous', next: 'Next', zoom: 'Zoom' }
          }
        />
      )}
    </main>
  );
}
