import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconSource } from '../Icon';
import styles from './CategoryTiles.module.css';

export interface CategoryTile {
  /** Category id passed to `onSelect`. */
  id: string;
  /** Category name. */
  label: string;
  /** Number of items. */
  count: number;
  /** Category icon. @default undefined */
  icon?: IconSource;
}

export type CategoryTilesProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** The categories. */
  items: CategoryTile[];
  /** Id of the selected category, or null. */
  selected: string | null;
  /** Called with the clicked id, or with null when the selected tile is clicked again. */
  onSelect: (id: string | null) => void;
  /** Accessible name of the group, e.g. 'Kategoriler'. */
  label: string;
  /** Visible count text, e.g. (n) => `${n} ürün`. @default (n) => String(n) */
  formatCount?: (count: number) => string;
};

/** Category filter: toggle buttons with item counts; clicking the selected one deselects it. */
export function CategoryTiles({
  items,
  selected,
  onSelect,
  label,
  formatCount = (n) => String(n),
  className,
  ...props
}: CategoryTilesProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.tiles, className)} {...props}>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={active}
            className={cx(styles.tile, active && styles.active)}
            onClick={() => onSelect(active ? null : item.id)}
          >
            {item.icon && (
              <span className={styles.icon}>
                <Icon name={item.icon} size={24} />
              </span>
            )}
            <span className={styles.label}>{item.label}</span>
            <span className={styles.count}>{formatCount(item.count)}</span>
          </button>
        );
      })}
    </div>
  );
}
