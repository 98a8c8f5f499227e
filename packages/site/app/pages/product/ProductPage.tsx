import { lazy, Suspense } from 'react';
import { RouterLink } from '@defne/site';
import { ProductActions, ProductCard, Section } from '@defne/ui';
import { expandImage, type LoaderImage } from '../../media/compact';
import { PRODUCT_CARD_SIZES } from '../../media/sizes';
import type { FactsClasses } from './ProductFacts';
import { galleryOf, type ProductView } from './view';
import { addToListProps } from '../../quote/add';

/**
 * The page's class names (`ProductPage.module.css`). The route imports the stylesheet and hands
 * them down: this module is a chunk the route loads on demand, and a stylesheet imported here
 * would come with it, after the page had shown unstyled.
 */
export type ProductPageClasses = FactsClasses &
  Record<'image' | 'crumbs' | 'layout' | 'info' | 'description' | 'extras', string>;

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

function ProductPicture({
  image,
  eager,
  styles,
}: {
  image: ReturnType<typeof galleryOf>[number];
  eager: boolean;
  styles: ProductPageClasses;
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        className={styles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
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
  const [main, ...extras] = galleryOf(view);
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
        {main ? <ProductPicture image={main} eager styles={styles} /> : null}
        <div className={styles.info}>
          <p className={styles.description}>{view.description}</p>
          <ProductViewActions view={view} />
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductFacts facts={view.facts} styles={styles} cardImage={cardImage} Card={ProductCard} />
      </Suspense>
      {extras.length > 0 ? (
        <ul className={styles.extras}>
          {extras.map((image) => (
            <li key={image.src}>
              <ProductPicture image={image} eager={false} styles={styles} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
