import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import { Icon, type IconSource } from '../Icon';
import styles from './Button.module.css';

type Look = {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  /** Height and padding. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Icon drawn before the text. @default undefined */
  iconStart?: IconSource;
  /** Icon drawn after the text, pointing onward: mirrored in a right-to-left page. @default undefined */
  iconEnd?: IconSource;
};

export type ButtonProps = ComponentProps<'button'> & Look;

function content(children: ReactNode, iconStart?: IconSource, iconEnd?: IconSource) {
  return (
    <>
      {iconStart && <Icon name={iconStart} />}
      {children}
      {iconEnd && <Icon name={iconEnd} className={styles.iconEnd} />}
    </>
  );
}

/** A button; `type` defaults to 'button'. */
export function Button({
  variant = 'primary',
  size = 'md',
  iconStart,
  iconEnd,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], styles[size], className)}
      {...props}
    >
      {content(children, iconStart, iconEnd)}
    </button>
  );
}

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> &
  Look & {
    /** Target path or URL. */
    href: string;
    /** Router link for internal paths (e.g. React Router's Link). @default <a> */
    linkComponent?: LinkComponent;
  };

/** A link that looks like a button (navigation is a link, not a button). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  iconStart,
  iconEnd,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <SmartLink className={cx(styles.button, styles[variant], styles[size], className)} {...props}>
      {content(children, iconStart, iconEnd)}
    </SmartLink>
  );
}
