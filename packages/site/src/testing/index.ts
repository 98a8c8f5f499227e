/*
 * `@defne/site/testing`: what a kit site's tests share: Debian's Chromium launch, free ports, a
 * Playwright configuration, waiting for hydration, the scan for another company's content, and
 * the scan of what a build's pages load first, and the order characters are drawn in.
 */
export { drawnGlyphs, expectLeftToRight, type Glyph } from './bidi';
export { CHROMIUM, CHROMIUM_FULL } from './chromium';
export { freePort } from './ports';
export {
  contentNeedles,
  scanFirstLoad,
  type FirstLoadFinding,
  type FirstLoadScan,
} from './first-load';
export { gotoHydrated, siteTestConfig, type SiteTestOptions } from './playwright';
export {
  TEXT_FILE_TYPES,
  filesOf,
  foreignNeedles,
  scanForLeaks,
  type ForeignContent,
  type LeakScan,
} from './leaks';
export {
  ROUTER_ERROR_SCREEN,
  errorScreenOf,
  expectNotFoundPage,
  watchPageErrors,
} from './page-errors';
