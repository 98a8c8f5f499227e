import {
  startTransition,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { cx } from '../internal/cx';
import { SmartLink } from '../internal/link';
import { matchState } from '../internal/path';
import { Icon } from '../Icon';
import styles from './Header.module.css';
import type { NavItem } from './Header';
import { useHeaderContext } from './HeaderRoot';

function itemState(item: NavItem, currentPath: string): 'page' | 'ancestor' | null {
  const own = matchState(currentPath, item.href);
  if (own) return own;
  return item.children?.some((child) => itemState(child, currentPath)) ? 'ancestor' : null;
}

function ariaCurrent(state: 'page' | 'ancestor' | null) {
  return state === 'page' ? 'page' : state ? 'true' : undefined;
}

/**
 * The main navigation (`nav`): links and disclosure dropdowns on wide screens, the popover menu
 * that `HeaderMenuButton` opens on narrow ones.
 */
export function HeaderNav() {
  const {
    nav,
    navLabel,
    id,
    navRef,
    toggleRefs,
    currentPath,
    linkComponent,
    menuOpen,
    setMenuOpen,
    openIndex,
    setOpenIndex,
    onLinkClick,
  } = useHeaderContext();
  const submenuId = (index: number) => `${id}-sub-${index}`;
  // A click on a dropdown the pointer just opened by hovering keeps it open instead of closing it.
  const openedByHover = useRef(false);

  // A dropdown opens from its item's inline start; near the window's edge on that side's far end
  // (the right edge in a left-to-right page, the left edge in a right-to-left one) it ends under its
  // item instead of running past the edge, where it would scroll the page sideways and move under
  // the pointer. Measured before paint, so it never shows in the wrong place.
  const openId = openIndex === null ? null : submenuId(openIndex);
  useLayoutEffect(() => {
    if (openId === null) return;
    const list = document.getElementById(openId);
    if (!list) return;
    list.removeAttribute('data-end');
    const box = list.getBoundingClientRect();
    list.toggleAttribute(
      'data-end',
      box.left < 0 || box.right > document.documentElement.clientWidth,
    );
  }, [openId]);

  function submenuLinks(index: number): HTMLAnchorElement[] {
    const list = document.getElementById(submenuId(index));
    return list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
  }

  function openAndFocus(index: number, which: 'first' | 'last') {
    setOpenIndex(index);
    requestAnimationFrame(() => {
      const links = submenuLinks(index);
      (which === 'first' ? links[0] : links[links.length - 1])?.focus();
    });
  }

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(index, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(index, 'last');
    } else if (event.key === 'Escape' && openIndex === index) {
      event.preventDefault();
      setOpenIndex(null);
    }
  }

  function onSubmenuKeyDown(event: KeyboardEvent<HTMLUListElement>, index: number) {
    const links = submenuLinks(index);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (at + 1) % links.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + links.length) % links.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpenIndex(null);
      toggleRefs.current[index]?.focus();
      return;
    }
    if (next !== null) {
      event.preventDefault();
      links[next]?.focus();
    }
  }

  function onItemBlur(event: FocusEvent<HTMLLIElement>, index: number) {
    const next = event.relatedTarget as Node | null;
    if (openIndex === index && (!next || !event.currentTarget.contains(next))) setOpenIndex(null);
  }

  return (
    <nav
      ref={navRef}
      id={`${id}-nav`}
      aria-label={navLabel}
      className={styles.nav}
      data-open={menuOpen || undefined}
      popover="auto"
      // The browser has already shown or hidden the menu: React's part (labels, scroll lock)
      // may follow after that paint.
      onToggle={(event) => {
        const open = event.newState === 'open';
        startTransition(() => setMenuOpen(open));
      }}
    >
      <ul className={styles.menu}>
        {nav.map((item, index) => {
          const state = itemState(item, currentPath);
          const hasChildren = Boolean(item.children?.length);
          const link = (
            <SmartLink
              href={item.href ?? '#'}
              linkComponent={linkComponent}
              className={cx(styles.link, state && styles.active)}
              aria-current={ariaCurrent(state)}
              onClick={(event) => onLinkClick(event, item.href ?? '#', false)}
            >
              {item.label}
            </SmartLink>
          );
          if (!hasChildren) {
            return (
              <li key={item.label} className={styles.item}>
                {link}
              </li>
            );
          }
          const open = openIndex === index;
          const listId = submenuId(index);
          return (
            <li
              key={item.label}
              className={cx(styles.item, styles.hasDropdown, open && styles.open)}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || openIndex === index) return;
                openedByHover.current = true;
                setOpenIndex(index);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse')
                  setOpenIndex((current) => (current === index ? null : current));
              }}
              onBlur={(event) => onItemBlur(event, index)}
            >
              <div className={styles.dropdownHead}>
                {item.href && link}
                <button
                  ref={(node) => {
                    toggleRefs.current[index] = node;
                  }}
                  type="button"
                  className={cx(
                    item.href ? styles.toggle : cx(styles.link, styles.toggleWithLabel),
                    !item.href && state && styles.active,
                  )}
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={item.href ? (item.toggleLabel ?? item.label) : undefined}
                  onClick={() => {
                    const pinHoverOpened = open && openedByHover.current;
                    openedByHover.current = false;
                    if (!pinHoverOpened) setOpenIndex(open ? null : index);
                  }}
                  onKeyDown={(event) => onToggleKeyDown(event, index)}
                >
                  {!item.href && item.label}
                  <Icon name="chevron-down" size={16} className={styles.chevron} />
                </button>
              </div>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated from the links inside */}
              <ul
                id={listId}
                className={styles.submenu}
                hidden={!open}
                onKeyDown={(event) => onSubmenuKeyDown(event, index)}
              >
                {item.children?.map((child) => {
                  const childState = matchState(currentPath, child.href);
                  return (
                    <li key={child.label}>
                      <SmartLink
                        href={child.href ?? '#'}
                        linkComponent={linkComponent}
                        className={cx(styles.subLink, childState && styles.subActive)}
                        aria-current={ariaCurrent(childState)}
                        onClick={(event) =>
                          onLinkClick(event, child.href ?? '#', Boolean(item.delayChildNavigation))
                        }
                      >
                        {child.label}
                      </SmartLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
