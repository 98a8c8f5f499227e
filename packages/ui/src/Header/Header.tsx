import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import { isPlainClick, SmartLink, type LinkComponent } from '../internal/link';
import { scrollToTop } from '../internal/motion';
import { matchState, normalizePath } from '../internal/path';
import { useBodyScrollLock } from '../internal/scrollLock';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Icon, type IconSource } from '../Icon';
import { LanguageToggle, type LanguageToggleProps } from '../LanguageToggle';
import { ThemeToggle, type ThemeToggleProps } from '../ThemeToggle';
import styles from './Header.module.css';

export interface NavItem {
  /** Visible text. */
  label: string;
  /** Target path. An item with children and an href shows a link plus a separate toggle button. */
  href?: string;
  /** Dropdown entries. */
  children?: NavItem[];
  /** Accessible name of the dropdown's toggle button when the item also has an href, e.g. 'Sektörler alt menüsü'. */
  toggleLabel?: string;
  /** Children of this dropdown close the menu first, then navigate after `childNavigationDelay` (needs `navigate`). */
  delayChildNavigation?: boolean;
}

export interface TopBarLink {
  /** Icon shown before the text. */
  icon: IconSource;
  /** URL: mailto:, tel:, https://wa.me/… */
  href: string;
  /** Accessible name; also the visible text unless `text` is given. */
  label: string;
  /** Visible text on wide screens (e.g. the phone number); collapses to the icon on narrow ones. */
  text?: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export interface HeaderBrand {
  /** Link target of the logo (home). */
  href: string;
  /** Company name shown beside the logo; the link's accessible name. */
  name: string;
  /** Small line under the name. */
  tagline?: string;
  /** Logo mark (an <img alt=""> or inline SVG); decorative. */
  logo?: ReactNode;
}

/**
 * A consumer's `ref`, `onClick` and `onKeyDown` reach the <header> element; `onKeyDown` runs before
 * the header's own Escape handling (calling `event.preventDefault()` there skips it).
 */
export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Logo link. */
  brand: HeaderBrand;
  /** Navigation tree (top level plus dropdown children). */
  nav: NavItem[];
  /** Accessible name of the main navigation, e.g. 'Ana menü'. */
  navLabel: string;
  /** Path of the current page; decides the active item and closes menus when it changes. */
  currentPath: string;
  /** Contact and social links of the top bar. @default [] */
  topLinks?: TopBarLink[];
  /** Accessible name of the top bar's link list, e.g. 'İletişim'. @default undefined */
  topLinksLabel?: string;
  /** Language switch props; omitted means no switch. @default undefined */
  language?: Omit<LanguageToggleProps, 'linkComponent' | 'inverse'>;
  /** Theme switch props; omitted means no switch. @default undefined */
  theme?: Omit<ThemeToggleProps, 'inverse'>;
  /** Accessible names of the mobile menu button in its two states. */
  menuLabels: { open: string; close: string };
  /** Router link for internal paths (React Router's Link). @default <a> */
  linkComponent?: LinkComponent;
  /** Programmatic navigation, used for delayed dropdown navigation. @default undefined */
  navigate?: (href: string) => void;
  /** Delay between closing a `delayChildNavigation` dropdown and navigating, in ms. @default 150 */
  childNavigationDelay?: number;
  /** Scroll distance in px after which the header turns compact and shadowed. @default 10 */
  scrollThreshold?: number;
  /** Called on every navigation link activation with its href. @default undefined */
  onNavigate?: (href: string) => void;
};

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function itemState(item: NavItem, currentPath: string): 'page' | 'ancestor' | null {
  const own = matchState(currentPath, item.href);
  if (own) return own;
  return item.children?.some((child) => itemState(child, currentPath)) ? 'ancestor' : null;
}

/** Site header: contact top bar, logo, disclosure navigation with dropdowns and a mobile menu. */
export function Header({
  brand,
  nav,
  navLabel,
  currentPath,
  topLinks = [],
  topLinksLabel,
  language,
  theme,
  menuLabels,
  linkComponent,
  navigate,
  childNavigationDelay = 150,
  scrollThreshold = 10,
  onNavigate,
  className,
  onKeyDown,
  ...props
}: HeaderProps) {
  const baseId = useId();
  const navId = `${baseId}-nav`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lastPath, setLastPath] = useState(currentPath);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a dropdown the pointer just opened by hovering keeps it open instead of closing it.
  const openedByHover = useRef(false);

  // A new page closes the menus ('/about/' as prerendered and '/about' once hydrated are one page).
  if (normalizePath(lastPath) !== normalizePath(currentPath)) {
    setLastPath(currentPath);
    setMenuOpen(false);
    setOpenIndex(null);
  }

  const scrolled = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > scrollThreshold,
    () => false,
  );

  useBodyScrollLock(menuOpen);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Before hydration the platform already worked (the menu is a popover, a dropdown toggle may
  // have been opened by the page's early-input code): the first run takes over what the visitor
  // left open. After that the popover follows the state (navigation, Escape handled here), and the
  // state follows the popover (its button, light dismiss) through onToggle.
  const tookOver = useRef(false);
  useEffect(() => {
    const nav = navRef.current;
    if (!tookOver.current) {
      tookOver.current = true;
      const opened = toggleRefs.current.findIndex(
        (toggle) => toggle?.getAttribute('aria-expanded') === 'true',
      );
      if (opened !== -1) setOpenIndex(opened);
      if (nav?.matches(':popover-open')) {
        setMenuOpen(true);
        return;
      }
    }
    if (!nav || typeof nav.showPopover !== 'function') return;
    const shown = nav.matches(':popover-open');
    if (menuOpen && !shown) nav.showPopover();
    else if (!menuOpen && shown) nav.hidePopover();
  }, [menuOpen]);

  // A dropdown near the window's right edge opens leftwards (ends under its item) instead of
  // running past the edge, where it would scroll the page sideways and move under the pointer.
  // Measured before paint, so it never shows in the wrong place.
  useLayoutEffect(() => {
    if (openIndex === null) return;
    const list = document.getElementById(`${baseId}-sub-${openIndex}`);
    if (!list) return;
    list.removeAttribute('data-align');
    if (list.getBoundingClientRect().right > document.documentElement.clientWidth) {
      list.setAttribute('data-align', 'end');
    }
  }, [openIndex, baseId]);

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setMenuOpen(false);
  }, []);

  function handleLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string, delayed: boolean) {
    onNavigate?.(href);
    if (!isPlainClick(event)) return;
    if (matchState(currentPath, href) === 'page') {
      event.preventDefault();
      closeAll();
      scrollToTop();
      return;
    }
    if (delayed && navigate) {
      event.preventDefault();
      closeAll();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(href), childNavigationDelay);
    }
  }

  function focusToggle(index: number) {
    toggleRefs.current[index]?.focus();
  }

  function submenuLinks(index: number): HTMLAnchorElement[] {
    const list = document.getElementById(`${baseId}-sub-${index}`);
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
      focusToggle(index);
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

  function onHeaderKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (openIndex !== null) {
      const index = openIndex;
      // Only the dropdown closes: the menu popover, open around it, stays.
      event.preventDefault();
      setOpenIndex(null);
      focusToggle(index);
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape handling delegated from the buttons and links inside
    <header
      className={cx(
        styles.header,
        scrolled && styles.scrolled,
        menuOpen && styles.menuOpen,
        className,
      )}
      data-scrolled={scrolled || undefined}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onHeaderKeyDown(event);
      }}
    >
      <div className={styles.topBar}>
        <div className={cx(styles.container, styles.topBarInner)}>
          {topLinks.length > 0 && (
            <ul className={styles.topLinks} aria-label={topLinksLabel}>
              {topLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={styles.topLink}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <Icon name={link.icon} size={16} />
                    {link.text ? (
                      <span className={styles.collapsible}>{link.text}</span>
                    ) : (
                      <VisuallyHidden>{link.label}</VisuallyHidden>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.tools}>
            {language && <LanguageToggle {...language} inverse linkComponent={linkComponent} />}
            {theme && <ThemeToggle {...theme} inverse />}
          </div>
        </div>
      </div>

      <div className={styles.mainBar}>
        <div className={cx(styles.container, styles.mainBarInner)}>
          <SmartLink
            href={brand.href}
            linkComponent={linkComponent}
            className={styles.brand}
            onClick={(event) => handleLinkClick(event, brand.href, false)}
          >
            {brand.logo && <span className={styles.logo}>{brand.logo}</span>}
            <span className={styles.brandText}>
              <span className={styles.brandName}>{brand.name}</span>
              {brand.tagline && <span className={styles.tagline}>{brand.tagline}</span>}
            </span>
          </SmartLink>

          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            // A popovertarget button's expanded state comes from its popover (HTML-ARIA): no
            // aria-expanded of our own, which the HTML standard does not allow beside it.
            aria-controls={navId}
            aria-label={menuOpen ? menuLabels.close : menuLabels.open}
            // The platform opens and closes the menu, with or without script (onToggle below).
            popoverTarget={navId}
            onClick={() => {
              setOpenIndex(null);
              // Without popover support (older browsers, jsdom) the state opens the menu itself.
              if (typeof navRef.current?.showPopover !== 'function') setMenuOpen((open) => !open);
            }}
          >
            <Icon name="menu" size={24} className={styles.menuIcon} />
            <Icon name="close" size={24} className={styles.closeIcon} />
          </button>

          <nav
            ref={navRef}
            id={navId}
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
                if (!hasChildren) {
                  return (
                    <li key={item.label} className={styles.item}>
                      <SmartLink
                        href={item.href ?? '#'}
                        linkComponent={linkComponent}
                        className={cx(styles.link, state && styles.active)}
                        aria-current={state === 'page' ? 'page' : state ? 'true' : undefined}
                        onClick={(event) => handleLinkClick(event, item.href ?? '#', false)}
                      >
                        {item.label}
                      </SmartLink>
                    </li>
                  );
                }
                const open = openIndex === index;
                const submenuId = `${baseId}-sub-${index}`;
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
                      {item.href && (
                        <SmartLink
                          href={item.href}
                          linkComponent={linkComponent}
                          className={cx(styles.link, state && styles.active)}
                          aria-current={state === 'page' ? 'page' : state ? 'true' : undefined}
                          onClick={(event) => handleLinkClick(event, item.href ?? '#', false)}
                        >
                          {item.label}
                        </SmartLink>
                      )}
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
                        aria-controls={submenuId}
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
                      id={submenuId}
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
                              aria-current={
                                childState === 'page' ? 'page' : childState ? 'true' : undefined
                              }
                              onClick={(event) =>
                                handleLinkClick(
                                  event,
                                  child.href ?? '#',
                                  Boolean(item.delayChildNavigation),
                                )
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
        </div>
      </div>
    </header>
  );
}
