export { Header } from './Header';
export type { HeaderBrand, HeaderProps, NavItem, TopBarLink } from './Header';
