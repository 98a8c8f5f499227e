import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconSource } from '../Icon';
import styles from './ValueCards.module.css';

export interface ValueCard {
  /** Icon (quality, partnership, innovation…). */
  icon: IconSource;
  /** Value name. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export type ValueCardsProps = ComponentProps<'ul'> & {
  /** The values. */
  items: ValueCard[];
  /** Heading level of each card title. @default 3 */
  headingLevel?: 2 | 3 | 4;
};

/** Company values as a row of icon cards. */
export function ValueCards({ items, headingLevel = 3, className, ...props }: ValueCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx(styles.cards, className)} {...props}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={28} />
          </span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
