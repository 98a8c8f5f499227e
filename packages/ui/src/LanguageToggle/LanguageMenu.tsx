import { useEffect, useRef, type ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { SmartLink } from '../internal/link';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import type { LanguageToggleProps } from './LanguageToggle';
import styles from './LanguageMenu.module.css';

/**
 * The language switch of a site with more than two languages: a disclosure (WAI-ARIA APG's
 * disclosure navigation) whose button names the current language and opens a list of links to
 * the same page in each language. `<details>` makes it work before the page's script runs; the
 * script adds what a disclosure menu needs beyond that: Escape closes it and returns focus to the
 * button, the arrow keys move between the links, and a click or focus elsewhere closes it.
 */
export function LanguageMenu({
  options,
  current,
  label,
  onSelect,
  linkComponent,
  inverse = false,
  className,
  ...props
}: LanguageToggleProps) {
  const root = useRef<HTMLDetailsElement>(null);
  const active = options.find((o) => o.code === current) ?? options[0];
  // Listened to on the element rather than through JSX: `<details>` is not an interactive element
  // to React's lint, though its summary is the button these keys belong to.
  useEffect(() => {
    const details = root.current;
    if (!details) return;
    const close = (focusButton: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusButton) details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      details.open = true;
      const links = [...details.querySelectorAll<HTMLElement>('a')];
      const at = links.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
      links.at(next % links.length)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('focusout', onFocusOut);
    details.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('focusout', onFocusOut);
      details.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <details
      ref={root}
      className={cx(styles.menu, inverse && styles.inverse, className)}
      {...(props as ComponentProps<'details'>)}
    >
      <summary className={styles.trigger}>
        <span lang={active?.code}>{active?.label}</span>
        <VisuallyHidden>
          {`, ${label}: `}
          <span lang={active?.code}>{active?.name}</span>
        </VisuallyHidden>
        <span className={styles.caret} aria-hidden="true" />
      </summary>
      <ul className={styles.list} aria-label={label}>
        {options.map((option) => {
          const isCurrent = option.code === current;
          return (
            <li key={option.code}>
              <SmartLink
                href={option.href}
                hrefLang={option.code}
                lang={option.code}
                aria-current={isCurrent ? 'true' : undefined}
                className={cx(styles.item, isCurrent && styles.active)}
                linkComponent={linkComponent}
                onClick={() => {
                  onSelect?.(option.code);
                  if (root.current) root.current.open = false;
                }}
              >
                <span className={styles.code} aria-hidden="true">
                  {option.label}
                </span>
                {option.name}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
