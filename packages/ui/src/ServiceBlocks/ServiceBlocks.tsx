import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconSource } from '../Icon';
import styles from './ServiceBlocks.module.css';

export interface ServiceBlock {
  /** Icon (document, globe, truck, warehouse…). */
  icon: IconSource;
  /** Service name, e.g. 'Gümrük'. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export type ServiceBlocksProps = ComponentProps<'ul'> & {
  /** The services. */
  items: ServiceBlock[];
  /** Heading level of each title. @default 3 */
  headingLevel?: 2 | 3 | 4;
};

/** Services (customs, import, export, storage) as a compact grid. */
export function ServiceBlocks({ items, headingLevel = 3, className, ...props }: ServiceBlocksProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx(styles.grid, className)} {...props}>
      {items.map((item) => (
        <li key={item.title} className={styles.block}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={24} />
          </span>
          <div>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
