import { ButtonLink } from '@defne/ui';
import { CatalogPage, RouterLink, routeMeta } from '@defne/site';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GALLERY_EXTRAS, PRODUCT_IMAGE_SIZE, catalog, routes } from '../../content';
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
  const contact = routes.pagePath('contact', lang);
  return (
    <CatalogPage
      lang={lang}
      category={category}
      routes={routes}
      categories={catalog.categories}
      products={catalog.products}
      search={false}
      images={(product) => ({
        card: { src: product.image, ...PRODUCT_IMAGE_SIZE },
        gallery: catalog
          .productGallery(product, GALLERY_EXTRAS)
          .map((src) => ({ src, ...PRODUCT_IMAGE_SIZE })),
      })}
      productActions={() => (
        <ButtonLink href={contact} linkComponent={RouterLink}>
          {t('modal.askPrice')}
        </ButtonLink>
      )}
    />
  );
}
