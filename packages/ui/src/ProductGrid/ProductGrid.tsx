import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { ProductCard, type ProductImage } from '../ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridItem {
  /** Product key passed to `onOpen`. */
  id: string;
  /** Product name. */
  title: string;
  /** Thumbnail. */
  image: ProductImage;
  /** Category badge. */
  badge?: string;
}

export type ProductGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Products to show. */
  items: ProductGridItem[];
  /** Called with the product id when a card is activated; the clicked card is the event's currentTarget. */
  onOpen: (id: string, card: HTMLButtonElement) => void;
  /** Shown instead of the grid when `items` is empty ('Ürün bulunamadı…'). */
  emptyMessage: ReactNode;
  /** Hint on each card, e.g. 'Ayrıntılar'. @default undefined */
  actionLabel?: string;
  /** Text of the polite live region announcing the result count, e.g. '13 ürün'. @default undefined */
  resultsLabel?: string;
  /** How many leading images load eagerly (above the fold). @default 0 */
  eagerCount?: number;
};

/** Responsive product grid with an empty state and an announced result count. */
export function ProductGrid({
  items,
  onOpen,
  emptyMessage,
  actionLabel,
  resultsLabel,
  eagerCount = 0,
  className,
  ...props
}: ProductGridProps) {
  return (
    <div className={cx(styles.wrapper, className)} {...props}>
      <p className={styles.results} role="status">
        {resultsLabel}
      </p>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ProductCard
                title={item.title}
                image={item.image}
                badge={item.badge}
                actionLabel={actionLabel}
                loading={index < eagerCount ? 'eager' : 'lazy'}
                onClick={(event) => onOpen(item.id, event.currentTarget)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
