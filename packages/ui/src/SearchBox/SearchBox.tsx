import { useId, type ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon } from '../Icon';
import styles from './SearchBox.module.css';

export type SearchBoxProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  /** Accessible label, e.g. 'Ürün ara' (visually hidden unless `showLabel`). */
  label: string;
  /** Current text. */
  value: string;
  /** Called with the new text on every edit. */
  onValueChange: (value: string) => void;
  /** Accessible name of the clear button; without it no clear button shows. @default undefined */
  clearLabel?: string;
  /** Show the label above the field. @default false */
  showLabel?: boolean;
  /** Name of the search landmark. @default label */
  landmarkLabel?: string;
};

/** Search field in a search landmark, with an optional clear button. */
export function SearchBox({
  label,
  value,
  onValueChange,
  clearLabel,
  showLabel = false,
  landmarkLabel,
  className,
  id,
  ...props
}: SearchBoxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div role="search" aria-label={landmarkLabel ?? label} className={cx(styles.search, className)}>
      <label htmlFor={inputId} className={showLabel ? styles.label : styles.srOnly}>
        {label}
      </label>
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={styles.input}
          autoComplete="off"
          enterKeyHint="search"
          {...props}
        />
        {clearLabel && value && (
          <button type="button" className={styles.clear} aria-label={clearLabel} onClick={() => onValueChange('')}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
