// The modules the kit's Vite plugin (`defneSite()`) provides to the kit's pages.
declare module 'virtual:defne/site' {
  import type { SiteConfig } from '@defne/site/config';
  const site: SiteConfig;
  export default site;
}

declare module 'virtual:defne/tokens.css';
