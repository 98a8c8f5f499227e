import type { ComponentProps, ReactElement } from 'react';
import { cx } from '../internal/cx';
import styles from './Icon.module.css';
import type { IconName } from './names';

export type { IconName };

let sprite = '';

/**
 * Where the icon set's sprite is served: the URL of `@defne/ui/icons.svg` as the app's bundler
 * emits it (with Vite, `import sprite from '@defne/ui/icons.svg?no-inline'`). Call it once, before
 * the first render, on the server and in the browser alike. The drawings stay in that file, cached
 * once, instead of in every page's script. Unset, icons refer to `#icon-{name}` in the page
 * itself, for a page that inlines the sprite (the prefix keeps its ids clear of the page's own).
 */
export function setIconSprite(href: string): void {
  sprite = href;
}

/**
 * An icon of the set by name, or a site's own SVG content: elements such as
 * `<path d="…" />` (or a fragment of them) drawn on the 24×24 grid in `currentColor`. Strokes are
 * on by default; give a glyph `fill="currentColor" stroke="none"` for a solid shape, or pass
 * `viewBox` to the `Icon` for another grid.
 */
export type IconSource = IconName | ReactElement;

export type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'name'> & {
  /** Which icon to draw: a name of the set, or your own SVG content (`IconSource`). */
  name: IconSource;
  /** Width and height in CSS units (numbers are pixels). @default '1.25em' */
  size?: number | string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. @default undefined */
  label?: string;
  /** Stroke width in viewBox units. @default 1.8 */
  strokeWidth?: number;
};

/** Inline SVG line icon in the current text colour: one of the set or a site's own drawing. */
export function Icon({
  name,
  size = '1.25em',
  label,
  strokeWidth = 1.8,
  className,
  ...props
}: IconProps) {
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
      {typeof name === 'string' ? <use href={`${sprite}#icon-${name}`} /> : name}
    </svg>
  );
}
