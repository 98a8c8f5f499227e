import { lazy, Suspense, useMemo } from 'react';
import { RouterLink } from '@defne/site';
import { ProductActions, ProductCard, Section } from '@defne/ui';
import { expandImage, type LoaderImage } from '../../media/compact';
import { PRODUCT_CARD_SIZES } from '../../media/sizes';
import type { FactsClasses } from './ProductFacts';
import { LazyGallery } from './LazyGallery';
import { counterOf, galleryOf, type ProductView } from './view';
import { addToListProps } from '../../quote/add';

/**
 * The page's class names (`ProductPage.module.css`). The route imports the stylesheet and hands
 * them down: this module is a chunk the route loads on demand, and a stylesheet imported here
 * would come with it, after the page had shown unstyled.
 */
export type ProductPageClasses = FactsClasses &
  Record<'crumbs' | 'layout' | 'gallery' | 'info' | 'description', string>;

/** A product's actions, with "Add to quote list" when the site has the list (`view.addToList`). */
export function ProductViewActions({ view }: { view: ProductView }) {
  return (
    <ProductActions
      {...view.actions}
      addToList={
        view.addToList &&
        addToListProps(view.key, view.lang, view.addToList.listPath, view.addToList)
      }
      linkComponent={RouterLink}
    />
  );
}

// Prerendered in full (the prerender waits for every lazy part); in the browser only a product
// page asks for this chunk, and hydration keeps its server HTML until it has arrived.
const ProductFacts = lazy(() => import('./ProductFacts'));

const cardImage = (image: LoaderImage) => expandImage(image, PRODUCT_CARD_SIZES);

/**
 * A product's own page (a product URL loaded directly, D17): the same content as its modal over
 * the sector grid, as plain HTML that needs no script to show.
 */
export function ProductPage({ view, styles }: { view: ProductView; styles: ProductPageClasses }) {
  // One array per product: the gallery starts again at the first picture when it changes.
  const images = useMemo(() => galleryOf(view), [view]);
  const labels = useMemo(
    () => ({ ...view.labels, counter: counterOf(view.labels.counter) }),
    [view.labels],
  );
  return (
    <Section title={view.name} headingLevel={1} eyebrow={view.badge}>
      <nav aria-label={view.sectorsTitle} className={styles.crumbs}>
        <RouterLink href={view.sectorsPath} to={view.sectorsPath}>
          {view.sectorsTitle}
        </RouterLink>
        <span aria-hidden="true"> / </span>
        <RouterLink href={view.sectorPath} to={view.sectorPath}>
          {view.sectorTitle}
        </RouterLink>
      </nav>
      <div className={styles.layout} data-product={view.key} data-chunk="ProductPage">
        {images.length > 0 ? (
          <LazyGallery images={images} labels={labels} priority className={styles.gallery} />
        ) : null}
        <div className={styles.info}>
          <p className={styles.description}>{view.description}</p>
          <ProductViewActions view={view} />
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductFacts facts={view.facts} styles={styles} cardImage={cardImage} Card={ProductCard} />
      </Suspense>
    </Section>
  );
}
