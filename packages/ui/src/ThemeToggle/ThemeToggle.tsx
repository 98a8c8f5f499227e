import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon } from '../Icon';
import styles from './ThemeToggle.module.css';

export type Theme = 'light' | 'dark';

export type ThemeToggleProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'> & {
  /** The theme now in use. */
  theme: Theme;
  /** Called with the other theme when pressed. */
  onThemeChange: (next: Theme) => void;
  /** Accessible name of the switch, e.g. 'Koyu tema' (it is pressed while dark). */
  label: string;
  /** Colours for a dark bar (the header's top bar). @default false */
  inverse?: boolean;
};

/** Dark theme switch: a toggle button, pressed while the dark theme is on. */
export function ThemeToggle({ theme, onThemeChange, label, inverse = false, className, ...props }: ThemeToggleProps) {
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={label}
      title={label}
      className={cx(styles.toggle, inverse && styles.inverse, className)}
      onClick={() => onThemeChange(dark ? 'light' : 'dark')}
      {...props}
    >
      <Icon name={dark ? 'sun' : 'moon'} size={18} />
    </button>
  );
}
