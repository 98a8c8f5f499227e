import type { ComponentProps, ReactNode } from 'react';
import type { LinkComponent } from '../internal/link';
import type { IconSource } from '../Icon';
import type { LanguageToggleProps } from '../LanguageToggle';
import type { ThemeToggleProps } from '../ThemeToggle';
import { HeaderMainBar, HeaderTopBar } from './HeaderParts';
import { HeaderRoot } from './HeaderRoot';

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

/** The top bar's link to the quote list, with how many products it holds. */
export interface HeaderQuoteList {
  /** The quote list's page. */
  href: string;
  /** Visible text, e.g. 'Teklif listesi'. */
  label: string;
  /** How many products the list holds; the badge shows it when above 0. */
  count: number;
  /** The count in words for assistive technology, e.g. '2 ürün'; read after the label. */
  countLabel: string;
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
  /** The link to the quote list in the top bar; omitted means none. @default undefined */
  quoteList?: HeaderQuoteList;
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
  /**
   * The site's search page, shown as a search button in the main bar at every width (a link, so it
   * works before any script runs); omitted means none. @default undefined
   */
  search?: HeaderSearch;
};

/** The header's search button: a link to the search page. */
export interface HeaderSearch {
  /** The search page's path. */
  href: string;
  /** Accessible name (the button shows the icon alone), e.g. 'Ürün ara'. */
  label: string;
}

/**
 * Site header: contact top bar, logo, disclosure navigation with dropdowns, a search button and a
 * mobile menu. The
 * default composition of its parts: `HeaderRoot` around `HeaderTopBar` and `HeaderMainBar`.
 */
export function Header(props: HeaderProps) {
  return (
    <HeaderRoot {...props}>
      <HeaderTopBar />
      <HeaderMainBar />
    </HeaderRoot>
  );
}
