import type { ComponentProps } from 'react';
import styles from './Button.module.css';

export type ButtonProps = ComponentProps<'button'> & {
  /** Visual weight of the button. @default 'primary' */
  variant?: 'primary' | 'secondary';
};

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
