import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { cx } from '../internal/cx';
import { isPlainClick, type LinkComponent } from '../internal/link';
import { scrollToTop } from '../internal/motion';
import { matchState, normalizePath } from '../internal/path';
import { useBodyScrollLock } from '../internal/scrollLock';
import type { HeaderProps } from './Header';
import styles from './Header.module.css';

/** `Header`'s props plus the parts to render inside the <header>, in order. */
export type HeaderRootProps = HeaderProps & {
  /** The parts, e.g. `<HeaderTopBar />` and `<HeaderMainBar />`, or a site's own in their place. */
  children: ReactNode;
};

/** What every part of a header reads: the props given to `HeaderRoot` and the menus' state. */
export type HeaderContextValue = Pick<
  HeaderProps,
  | 'brand'
  | 'nav'
  | 'navLabel'
  | 'currentPath'
  | 'topLinksLabel'
  | 'language'
  | 'theme'
  | 'quoteList'
  | 'search'
> &
  Required<Pick<HeaderProps, 'topLinks' | 'menuLabels'>> & {
    /** Router link for internal paths, as given. */
    linkComponent?: LinkComponent;
    /** Prefix of the header's ids: the navigation's is `${id}-nav`, a dropdown list's `${id}-sub-${index}`. */
    id: string;
    /** Whether the mobile menu is open. */
    menuOpen: boolean;
    setMenuOpen: Dispatch<SetStateAction<boolean>>;
    /** Index of the open dropdown in `nav`, or null. */
    openIndex: number | null;
    setOpenIndex: Dispatch<SetStateAction<number | null>>;
    /** Closes the dropdown and the mobile menu. */
    closeAll: () => void;
    /** Whether the page has scrolled past `scrollThreshold`. */
    scrolled: boolean;
    /**
     * A navigation link's click handler: reports `onNavigate`, scrolls to the top on the current
     * page, and with `delayed` closes the menus before navigating after `childNavigationDelay`.
     */
    onLinkClick: (event: MouseEvent<HTMLAnchorElement>, href: string, delayed: boolean) => void;
    /** The mobile menu button (Escape returns focus to it). */
    menuButtonRef: RefObject<HTMLButtonElement | null>;
    /** The navigation element (the popover). */
    navRef: RefObject<HTMLElement | null>;
    /** The dropdown toggle buttons by index (Escape returns focus to them). */
    toggleRefs: RefObject<Array<HTMLButtonElement | null>>;
  };

const HeaderContext = createContext<HeaderContextValue | null>(null);

/** The shared state of the enclosing `HeaderRoot`, for a part of a site's own (only inside one). */
export function useHeaderContext(): HeaderContextValue {
  return useContext(HeaderContext)!;
}

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * The <header> element and the state its parts share: the mobile menu, the open dropdown, scroll,
 * Escape handling and navigation. Its children are the parts (`Header` renders the default ones).
 */
export function HeaderRoot(props: HeaderRootProps) {
  // The data props are named here only to keep them off the <header>: the parts read them from
  // the context, which spreads `props` rather than listing them again (bundle weight).
  const {
    brand: _brand,
    nav: _nav,
    navLabel: _navLabel,
    currentPath,
    topLinks = [],
    topLinksLabel: _topLinksLabel,
    language: _language,
    theme: _theme,
    quoteList: _quoteList,
    search: _search,
    menuLabels: _menuLabels,
    linkComponent: _linkComponent,
    navigate,
    childNavigationDelay = 150,
    scrollThreshold = 10,
    onNavigate,
    className,
    onKeyDown,
    children,
    ...rest
  } = props;
  const id = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lastPath, setLastPath] = useState(currentPath);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setMenuOpen(false);
  }, []);

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string, delayed: boolean) {
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

  function onHeaderKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (openIndex !== null) {
      const index = openIndex;
      // Only the dropdown closes: the menu popover, open around it, stays.
      event.preventDefault();
      setOpenIndex(null);
      toggleRefs.current[index]?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  const context: HeaderContextValue = {
    ...props,
    topLinks,
    id,
    menuOpen,
    setMenuOpen,
    openIndex,
    setOpenIndex,
    closeAll,
    scrolled,
    onLinkClick,
    menuButtonRef,
    navRef,
    toggleRefs,
  };

  return (
    <HeaderContext value={context}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape handling delegated from the buttons and links inside */}
      <header
        className={cx(
          styles.header,
          scrolled && styles.scrolled,
          menuOpen && styles.menuOpen,
          className,
        )}
        data-scrolled={scrolled || undefined}
        {...rest}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) onHeaderKeyDown(event);
        }}
      >
        {children}
      </header>
    </HeaderContext>
  );
}
