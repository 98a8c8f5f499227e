import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import styles from './SkipLink.module.css';

export type SkipLinkProps = ComponentProps<'a'> & {
  /** Fragment of the main content landmark. @default '#main' */
  href?: string;
};

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({ href = '#main', className, onClick, ...props }: SkipLinkProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the text arrives as children
    <a
      href={href}
      className={cx(styles.skipLink, className)}
      onClick={(event) => {
        onClick?.(event);
        const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
        if (target && !event.defaultPrevented) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus();
        }
      }}
      {...props}
    />
  );
}
