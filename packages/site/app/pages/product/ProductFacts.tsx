// A product page's details for buyers (D23): properties, applications, packaging, supplier,
// documents and related products. Prerendered with the page; its code is a chunk of its own,
// loaded only where a product page renders, so no sector page's script grows for it. It imports
// nothing of the sector route's own modules: the bundler would split each such module into a
// chunk of its own, one more request on every sector page. Its class names, the product card and
// the pictures' expansion come from the product page instead, whose stylesheet every product page
// links (so the details are styled at first paint, before this chunk arrives).
import { DocumentList, PropertyTable, type ProductCard } from '@defne/ui';
import { RouterLink } from '@defne/site';
import type { ImageProps, LoaderImage } from '../../media/compact';
import type { ProductFacts as Facts } from './view';

/** The class names of the product page's stylesheet the details use. */
export type FactsClasses = Record<
  | 'facts'
  | 'factsSide'
  | 'factTitle'
  | 'factText'
  | 'supplier'
  | 'factLabel'
  | 'related'
  | 'relatedGrid',
  string
>;

export default function ProductFacts({
  facts,
  styles,
  cardImage,
  Card,
}: {
  facts: Facts;
  styles: FactsClasses;
  /** The sector grid's product card, for the related products. */
  Card: typeof ProductCard;
  /** A related product's card picture from its compact form. */
  cardImage: (image: LoaderImage) => ImageProps;
}) {
  const { properties, applications, packaging, documents, supplier, related } = facts;
  return (
    <>
      {properties || applications || packaging || documents || supplier ? (
        <div className={styles.facts}>
          {properties ? (
            <PropertyTable caption={properties.caption} rows={properties.rows} />
          ) : null}
          <div className={styles.factsSide}>
            {supplier ? (
              <p className={styles.supplier}>
                <span className={styles.factLabel}>{supplier.label}: </span>
                {supplier.href ? (
                  <RouterLink href={supplier.href} to={supplier.href}>
                    {supplier.name}
                  </RouterLink>
                ) : (
                  supplier.name
                )}
              </p>
            ) : null}
            {applications ? (
              <section aria-labelledby="product-applications">
                <h2 id="product-applications" className={styles.factTitle}>
                  {applications.title}
                </h2>
                <p className={styles.factText}>{applications.text}</p>
              </section>
            ) : null}
            {packaging ? (
              <section aria-labelledby="product-packaging">
                <h2 id="product-packaging" className={styles.factTitle}>
                  {packaging.title}
                </h2>
                <p className={styles.factText}>{packaging.text}</p>
              </section>
            ) : null}
            {documents ? (
              <section aria-labelledby="product-documents">
                <h2 id="product-documents" className={styles.factTitle}>
                  {documents.title}
                </h2>
                <DocumentList items={documents.items} revisedLabel={documents.revisedLabel} />
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
      {related ? (
        <section aria-labelledby="product-related" className={styles.related}>
          <h2 id="product-related" className={styles.factTitle}>
            {related.title}
          </h2>
          <ul className={styles.relatedGrid}>
            {related.items.map((item) => (
              <li key={item.key}>
                <Card
                  href={item.href}
                  title={item.title}
                  badge={item.badge}
                  image={{ ...cardImage(item.image), alt: '' }}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
