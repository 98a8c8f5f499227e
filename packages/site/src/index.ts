/*
 * `@defne/site`: the React Router glue of a Defne group site, for the browser and the prerender.
 * Build-time helpers are in `@defne/site/server`, the prerender entry in
 * `@defne/site/entry.server`, default texts in `@defne/site/texts`, the picture step in
 * `@defne/site/picture-step` (serving is `@defne/serve`'s, behind the `defne-site` command),
 * test helpers in `@defne/site/testing` (the README lists every entry point).
 */
export {
  SiteApp,
  SiteDocument,
  SiteRoot,
  useSiteLang,
  type RootData,
  type SiteAppProps,
  type SiteRootProps,
} from './root';
export {
  SiteChrome,
  type NavEntry,
  type SiteChromeComponents,
  type SiteChromeProps,
  type SiteNavigation,
} from './SiteChrome';
export { RouterLink } from './RouterLink';
export {
  useEnquiryFormTexts,
  type EnquiryField,
  type EnquiryKind,
  type FailureKind,
} from './forms';
export { ContactSection, type ContactSectionProps } from './ContactSection';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { SiteErrorBoundary, SiteErrorPage, SiteRootErrorBoundary } from './ErrorBoundary';
export { useSite, type SiteContextValue } from './site-context';
export { addBundles, createI18n, type Bundles } from './i18n';
export {
  LANG_STORAGE_KEY,
  ensureFullTexts,
  getDefaultLang,
  getPreferredLang,
  loadInPreferredLanguage,
  readStoredLang,
  restorePreferredLang,
  setPreferredLang,
  setDefaultLang,
  setTextsLoader,
  useFullTexts,
  usePreferredLang,
  type Texts,
  type TextsLoader,
} from './language';
export { applyTheme, currentTheme, themeScript, useTheme, type Theme } from './theme';
export { keepPlaceOnce, useRouteChangeEffects } from './route-change';
export { useHydrated } from './hydrated';
export { QUOTE_LIST_EVENT, QUOTE_LIST_KEY, useQuoteCount } from './quote-count';
export { routeMeta } from './meta';
export { prefersReducedMotion } from './motion';
