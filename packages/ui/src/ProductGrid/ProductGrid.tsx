import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { isPlainClick } from '../internal/link';
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
  /**
   * The product's own page. The card is then a link there: a plain click opens the modal through
   * `onOpen` (the link's navigation is prevented), while a click with a modifier key, a middle
   * click, or any click before the page's script has run follows the link.
   */
  href?: string;
}

export type ProductGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Products to show. */
  items: ProductGridItem[];
  /** Called with the product id when a card is activated; the clicked card is the event's currentTarget. */
  onOpen: (id: string, card: HTMLElement) => void;
  /** Shown instead of the grid when `items` is empty ('Ürün bulunamadı…'). */
  emptyMessage: ReactNode;
  /** Hint on each card, e.g. 'Ayrıntılar'. @default undefined */
  actionLabel?: string;
  /** Text of the polite live region announcing the result count, e.g. '13 ürün'. @default undefined */
  resultsLabel?: string;
  /** How many leading images load eagerly (above the fold). @default 0 */
  eagerCount?: number;
  /**
   * The index of the first card that starts below the first screen at every width. That card
   * carries `data-below-fold`, which tells a page's build that it and everything after it need
   * no inlined critical CSS. @default undefined
   */
  foldAt?: number;
  /**
   * A control under each card, beside its link (e.g. "Add to quote list"); nothing when it
   * returns null. @default undefined
   */
  itemAction?: (item: ProductGridItem) => ReactNode;
};

/** Responsive product grid with an empty state and an announced result count. */
export function ProductGrid({
  items,
  onOpen,
  emptyMessage,
  actionLabel,
  resultsLabel,
  eagerCount = 0,
  foldAt,
  itemAction,
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
          {items.map((item, index) => {
            const open = (event: MouseEvent<HTMLElement>) => {
              if (item.href !== undefined) {
                if (event.defaultPrevented || !isPlainClick(event)) return;
                event.preventDefault();
              }
              onOpen(item.id, event.currentTarget);
            };
            const action = itemAction?.(item);
            return (
              <li
                key={item.id}
                className={action ? styles.withAction : undefined}
                data-below-fold={index === foldAt ? '' : undefined}
              >
                <ProductCard
                  title={item.title}
                  image={item.image}
                  badge={item.badge}
                  actionLabel={actionLabel}
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                  href={item.href}
                  onClick={open}
                />
                {action}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
