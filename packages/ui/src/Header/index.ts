export { Header } from './Header';
export type {
  HeaderBrand,
  HeaderProps,
  HeaderQuoteList as HeaderQuoteListProps,
  HeaderSearch,
  NavItem,
  TopBarLink,
} from './Header';
export { HeaderNav } from './HeaderNav';
export {
  HeaderLogo,
  HeaderMainBar,
  HeaderMenuButton,
  HeaderQuoteList,
  HeaderSearchLink,
  HeaderTools,
  HeaderTopBar,
  HeaderTopLinks,
} from './HeaderParts';
export type { HeaderBarProps } from './HeaderParts';
export { HeaderRoot, useHeaderContext } from './HeaderRoot';
export type { HeaderContextValue, HeaderRootProps } from './HeaderRoot';
