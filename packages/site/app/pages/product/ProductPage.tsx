import { lazy, Suspense } from 'react';
import { RouterLink } from '@defne/site';
import { ProductActions, ProductCard, Section } from '@defne/ui';
import styles from './ProductPage.module.css';
import { expandImage, type LoaderImage } from '../../media/compact';
import { PRODUCT_CARD_SIZES } from '../../media/sizes';
import type { FactsClasses } from './ProductFacts';
import { galleryOf, type ProductView } from './view';
import { addToListProps } from '../../quote/add';

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
}: {
  image: ReturnType<typeof galleryOf>[number];
  eager: boolean;
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
export function ProductPage({ view }: { view: ProductView }) {
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
      <div className={styles.layout} data-product={view.key}>
        {main ? <ProductPicture image={main} eager /> : null}
        <div className={styles.info}>
          <p className={styles.description}>{view.description}</p>
          <ProductViewActions view={view} />
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductFacts
          facts={view.facts}
          styles={styles as FactsClasses}
          cardImage={cardImage}
          Card={ProductCard}
        />
      </Suspense>
      {extras.length > 0 ? (
        <ul className={styles.extras}>
          {extras.map((image) => (
            <li key={image.src}>
              <ProductPicture image={image} eager={false} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
