import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import styles from './PropertyTable.module.css';

export interface PropertyRow {
  /** What is measured or stated, e.g. 'Efficiency class'. */
  label: string;
  /** Its value, e.g. 'F6, F7, F8'. */
  value: string;
  /** The unit after the value, e.g. 'g/m²'. @default undefined */
  unit?: string;
}

export type PropertyTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The table's caption, e.g. 'Technical properties': its name for screen readers too. */
  caption: string;
  /** The properties, in order: each row's label is its header cell. */
  rows: readonly PropertyRow[];
};

/**
 * A product's technical properties as a real table: a caption, one row per property, the label as
 * the row's header and the value with its unit. Plain markup: it needs no script.
 */
export function PropertyTable({ caption, rows, className, ...props }: PropertyTableProps) {
  return (
    <table className={cx(styles.table, className)} {...props}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${i}-${row.label}`}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            <td className={styles.value}>
              {/* The value and its unit, kept in their order in a right-to-left page (README, "Right to left"). */}
              <bdi>
                {row.value}
                {row.unit ? <span className={styles.unit}> {row.unit}</span> : null}
              </bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
