import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Picture, type ImageSource } from '../internal/Picture';
import { Icon } from '../Icon';
import styles from './ProductCard.module.css';

export interface ProductImage {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Alternative text ('' on cards, where the title names the product). */
  alt: string;
  /** Responsive candidates. */
  srcSet?: string;
  /** Sizes for srcSet. */
  sizes?: string;
  /** Format sources for a <picture>, best first (e.g. AVIF, then WebP); srcSet stays the fallback. */
  sources?: readonly ImageSource[];
}

export type ProductCardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** Product name. */
  title: string;
  /** Thumbnail. */
  image: ProductImage;
  /** Category badge. @default undefined */
  badge?: string;
  /** Short hint under the title, e.g. 'Ayrıntılar'. @default undefined */
  actionLabel?: string;
  /** Image loading. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * The product's own page. The card is then a link there, which the page's script may turn into
   * opening the modal (its click handler calls `preventDefault()`); before any script runs, or
   * with a modifier key, the product opens as a page. Without it, the card is a button.
   * @default undefined
   */
  href?: string;
};

/**
 * A product tile that opens the product modal: one real button, or with `href` one real link to
 * the product's page (so it works before the page's script has run).
 */
export function ProductCard({
  title,
  image,
  badge,
  actionLabel,
  loading = 'lazy',
  href,
  className,
  ...props
}: ProductCardProps) {
  const body = (
    <>
      <span className={styles.media}>
        <Picture
          sources={image.sources}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt=""
          loading={loading}
          decoding="async"
          className={styles.image}
        />
        <span className={styles.zoomHint}>
          <Icon name="zoom-in" size={18} />
        </span>
      </span>
      <span className={styles.body}>
        {badge && <span className={styles.badge}>{badge}</span>}
        <span className={styles.title}>{title}</span>
        {actionLabel && (
          <span className={styles.action}>
            {actionLabel}
            <Icon name="arrow-right" size={16} />
          </span>
        )}
      </span>
    </>
  );
  return href === undefined ? (
    <button type="button" className={cx(styles.card, className)} aria-haspopup="dialog" {...props}>
      {body}
    </button>
  ) : (
    <a href={href} className={cx(styles.card, className)} aria-haspopup="dialog" {...props}>
      {body}
    </a>
  );
}
