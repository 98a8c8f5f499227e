import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { LinkComponent, LinkItem } from '../internal/link';
import { ButtonLink } from '../Button';
import type { IconSource } from '../Icon';
import { Section, type SectionProps } from '../Section';
import { SectorCard } from '../SectorCard';
import styles from './SectorGrid.module.css';

export interface SectorGridItem {
  /** Stable key. */
  id: string;
  /** Sector name. */
  title: string;
  /** Short description. */
  description?: string;
  /** Sector page path. */
  href: string;
  /** Sector icon. */
  icon: IconSource;
  /** Item count line, e.g. '13 ürün'. */
  meta?: string;
}

export type SectorGridProps = Omit<SectionProps, 'title' | 'children'> & {
  /** Section heading. */
  title: ReactNode;
  /** Sectors to show. */
  items: SectorGridItem[];
  /** Link text on each card ('Daha fazla bilgi'). */
  linkLabel: string;
  /** 'View all' link under the grid. @default undefined */
  viewAll?: LinkItem;
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
};

/** Home page sectors section: heading, a responsive grid of SectorCards and 'view all'. */
export function SectorGrid({ title, items, linkLabel, viewAll, linkComponent, className, ...props }: SectorGridProps) {
  return (
    <Section
      title={title}
      className={cx(styles.section, className)}
      actions={
        viewAll && (
          <ButtonLink href={viewAll.href} linkComponent={linkComponent} variant="secondary" iconEnd="arrow-right">
            {viewAll.label}
          </ButtonLink>
        )
      }
      {...props}
    >
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <SectorCard
              title={item.title}
              description={item.description}
              href={item.href}
              icon={item.icon}
              meta={item.meta}
              linkLabel={linkLabel}
              linkComponent={linkComponent}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
