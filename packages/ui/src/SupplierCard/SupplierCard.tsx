import { useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './SupplierCard.module.css';

export interface SupplierLogo {
  /** Logo URL. */
  src: string;
  /** Intrinsic width in px. @default 160 */
  width?: number;
  /** Intrinsic height in px. @default 80 */
  height?: number;
}

export type SupplierCardProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  /** Supplier name; the logo's alt text and its fallback. */
  name: string;
  /** Logo; null or a failing image shows the name instead. @default null */
  logo?: SupplierLogo | null;
  /** Kind of business, e.g. 'Tekstil'. @default undefined */
  kind?: string;
  /** One line about the supplier. @default undefined */
  description?: string;
  /** Heading level of the name. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** More under the description, e.g. a list of the supplier's products. @default undefined */
  children?: ReactNode;
};

/** A supplier partner: logo (or its name when the logo is missing or fails) with a short line. */
export function SupplierCard({
  name,
  logo = null,
  kind,
  description,
  headingLevel = 3,
  className,
  children,
  ...props
}: SupplierCardProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showLogo = logo !== null && failedSrc !== logo.src;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)} {...props}>
      <div className={styles.logoBox}>
        {showLogo ? (
          <img
            src={logo.src}
            width={logo.width ?? 160}
            height={logo.height ?? 80}
            alt={name}
            loading="lazy"
            decoding="async"
            className={styles.logo}
            onError={() => setFailedSrc(logo.src)}
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true" data-testid="logo-fallback">
            {name}
          </span>
        )}
      </div>
      <div className={styles.body}>
        {kind && <p className={styles.kind}>{kind}</p>}
        <Heading className={styles.name}>{name}</Heading>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
    </article>
  );
}
