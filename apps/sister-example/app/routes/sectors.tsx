import { ButtonLink } from '@defne/ui';
import { CatalogPage, NotFoundPage, RouterLink, routeMeta } from '@defne/site';
import { requestPath } from '@defne/site/server';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GALLERY_EXTRAS, PRODUCT_IMAGE_SIZE, catalog, routes } from '../../content';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  // An unknown address under the catalogue's folder: its language's 404, rendered here (D20).
  if (!routes.matchPath(requestPath(request))) {
    return { notFound: true as const, ...site.notFoundData(request, ['notFound']) };
  }
  const match = site.routeOf(request);
  return {
    notFound: false as const,
    lang: match.lang,
    category: match.kind === 'sector' ? match.category : null,
    head: site.headFor(match.path),
    resources: site.pick(match.lang, ['catalog']),
  };
}

export const meta = routeMeta;

export default function Sectors() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalog');
  if (data.notFound) return <NotFoundPage lang={data.lang ?? 'tr'} />;
  const { lang, category } = data;
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

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
