import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import styles from './Icon.module.css';
import { iconPaths, type IconName } from './paths';

export type { IconName };

export type IconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in CSS units (numbers are pixels). @default '1.25em' */
  size?: number | string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. @default undefined */
  label?: string;
  /** Stroke width in viewBox units. @default 1.8 */
  strokeWidth?: number;
};

/** Inline SVG line icon in the current text colour. */
export function Icon({ name, size = '1.25em', label, strokeWidth = 1.8, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.icon, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {iconPaths[name]}
    </svg>
  );
}
