// The modules the kit's Vite plugin (`defneSite()`) provides to the kit's pages.
declare module 'virtual:defne/site' {
  import type { SiteConfig } from '@defne/site/config';
  const site: SiteConfig;
  export default site;
}

declare module 'virtual:defne/tokens.css';

// A language's product search index (`@defne/core/search`), built from the site's content.
declare module 'virtual:defne/search-index-tr' {
  import type { SearchIndex } from '@defne/core/search';
  const index: SearchIndex;
  export default index;
}

declare module 'virtual:defne/search-index-en' {
  import type { SearchIndex } from '@defne/core/search';
  const index: SearchIndex;
  export default index;
}
