import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import { Icon, type IconSource } from '../Icon';
import styles from './SectorCard.module.css';

export type SectorCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** Sector name. */
  title: string;
  /** One or two lines about the sector. */
  description?: string;
  /** Sector page path. */
  href: string;
  /** Sector icon. */
  icon: IconSource;
  /** Link text, e.g. 'Daha fazla bilgi'. */
  linkLabel: string;
  /** Item count line, e.g. '13 ürün'. @default undefined */
  meta?: string;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
};

/** A sector teaser; the whole card is clickable through its one link. */
export function SectorCard({
  title,
  description,
  href,
  icon,
  linkLabel,
  meta,
  headingLevel = 3,
  linkComponent,
  className,
  ...props
}: SectorCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)} {...props}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.footer}>
        {meta && <span className={styles.meta}>{meta}</span>}
        <SmartLink href={href} linkComponent={linkComponent} className={styles.link}>
          {linkLabel}
          <span className={styles.srTitle}>: {title}</span>
          <Icon name="arrow-right" size={18} className={styles.arrow} />
        </SmartLink>
      </div>
    </article>
  );
}
