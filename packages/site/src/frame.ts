/*
 * The frame's part of `@defne/site` (the index re-exports all of it): the document and root, the
 * frame, the error boundaries, and the stores and hooks the pages read. A module and a build
 * entry of its own (tsup.config.ts) so that the index is re-exports alone.
 */
export { SiteDocument, SiteRoot, useSiteLang } from './root';
export { SiteChrome, type SiteChromeComponents, type SiteChromeProps } from './SiteChrome';
export { SiteErrorBoundary, SiteRootErrorBoundary } from './ErrorBoundary';
export { useSite, type SiteContextValue } from './site-context';
export { chromeData, type ChromeCompany, type ChromeContacts, type ChromeData } from './chrome-data';
export { loadInPreferredLanguage, setDefaultLang, setTextsLoader } from './language';
export { keepPlaceOnce } from './route-change';
export { useHydrated } from './hydrated';
export { QUOTE_LIST_EVENT, QUOTE_LIST_KEY, useQuoteCount } from './quote-count';
export { routeMeta } from './meta';
export { prefersReducedMotion } from './motion';
