export { Footer } from './Footer';
export type { FooterContactItem, FooterLinkGroup, FooterProps } from './Footer';
