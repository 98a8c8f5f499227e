// The modules the kit's Vite plugin (`defneSite()`) provides to the kit's pages.
declare module 'virtual:defne/site' {
  import type { ResolvedSite } from '@defne/site/config';
  const site: ResolvedSite;
  export default site;
}

declare module 'virtual:defne/tokens.css';

declare module 'virtual:defne/media' {
  import type { MediaManifest } from '@defne/site/config';
  /** The manifest `defne-site media` wrote (.media-cache/manifest.json), or null when it made none. */
  const manifest: MediaManifest | null;
  export default manifest;
}

// Each language's product search index (Pagefind's, src/search-pagefind.ts), built from the
// site's content: its folder under the build's assets, by language code.
declare module 'virtual:defne/search-indexes' {
  const folders: Readonly<Record<string, string>>;
  export default folders;
}

// The catalogue's products, each with its sector and its page in every language: imported by the
// enquiry forms' code alone (loaded lazily), never by a module every page loads.
declare module 'virtual:defne/product-index' {
  export interface IndexedProduct {
    key: string;
    category: string;
    paths: Readonly<Record<string, string>>;
  }
  const products: readonly IndexedProduct[];
  export default products;
}

// For each language code and form kind, a loader of the `forms` texts that form shows.
declare module 'virtual:defne/form-texts' {
  const loaders: Partial<
    Record<string, Partial<Record<string, () => Promise<{ default: Record<string, object> }>>>>
  >;
  export default loaders;
}

// The icon set's sprite (`@defne/ui/icons.svg`) as the URL the build emits it at, never inlined.
declare module '@defne/ui/icons.svg?no-inline' {
  const href: string;
  export default href;
}
