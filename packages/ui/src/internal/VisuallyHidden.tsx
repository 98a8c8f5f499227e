import type { ComponentProps } from 'react';
import styles from './a11y.module.css';
import { cx } from './cx';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cx(styles.srOnly, className)} {...props} />;
}
