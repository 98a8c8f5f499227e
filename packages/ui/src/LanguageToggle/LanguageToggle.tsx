import type { ComponentProps, ComponentType } from 'react';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent } from '../internal/link';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import styles from './LanguageToggle.module.css';

export interface LanguageOption {
  /** Language code, e.g. 'tr'. */
  code: string;
  /** Short visible text, e.g. 'TR'. */
  label: string;
  /** Full name in that language, e.g. 'Türkçe': for screen readers, and shown in the menu of more than two. */
  name: string;
  /** The twin path of the current page in that language. */
  href: string;
}

export type LanguageToggleProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** The languages, in display order. */
  options: LanguageOption[];
  /** Code of the current language. */
  current: string;
  /** Accessible name of the group (or of the menu's list), e.g. 'Dil seçimi'. */
  label: string;
  /** Called with the chosen code before the link navigates (e.g. to store the preference). @default undefined */
  onSelect?: (code: string) => void;
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
  /** Colours for a dark bar (the header's top bar). @default false */
  inverse?: boolean;
  /**
   * What more than two languages are shown as, usually `LanguageMenu`; passed in rather than
   * imported, so a two-language site's bundle does not carry the menu. Without it, every language
   * is a link side by side. @default undefined
   */
  menu?: ComponentType<Omit<LanguageToggleProps, 'menu'>>;
};

/**
 * The language switch: links to the twin page in each language, the current one marked. Two
 * languages are a toggle side by side (TR/EN); more are the `menu` given (`LanguageMenu`).
 */
export function LanguageToggle({ menu: Menu, ...allProps }: LanguageToggleProps) {
  if (Menu && allProps.options.length > 2) return <Menu {...allProps} />;
  const {
    options,
    current,
    label,
    onSelect,
    linkComponent,
    inverse = false,
    className,
    ...props
  } = allProps;
  return (
    <div
      role="group"
      aria-label={label}
      className={cx(styles.group, inverse && styles.inverse, className)}
      {...props}
    >
      {options.map((option) => {
        const active = option.code === current;
        return (
          <SmartLink
            key={option.code}
            href={option.href}
            hrefLang={option.code}
            lang={option.code}
            aria-current={active ? 'true' : undefined}
            className={cx(styles.option, active && styles.active)}
            linkComponent={linkComponent}
            onClick={() => onSelect?.(option.code)}
          >
            {option.label}
            <VisuallyHidden> {option.name}</VisuallyHidden>
          </SmartLink>
        );
      })}
    </div>
  );
}
