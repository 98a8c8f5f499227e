// `@defne/site/picture-step`: the kit makes every site's pictures (D22). `defne-site media` runs
// it before React Router's build (the photos' AVIF/WebP sizes, the drawings, the manifest the pages
// read); `media:report` weighs them against their budgets and `media:sheet` puts them on one sheet.
export {
  media,
  mediaOptions,
  main as mediaMain,
  MEDIA_CACHE_DIR,
  MEDIA_MANIFEST_FILE,
} from './media.mjs';
export { main as mediaReportMain } from './media-report.mjs';
export { main as mediaSheetMain } from './media-sheet.mjs';
export {
  generateMedia,
  productPhotos,
  buildIco,
  neutralPlaceholderSvg,
  PRODUCT_SIZE,
  BUDGET,
} from './media-pipeline.mjs';
/** @typedef {import('./media-pipeline.mjs').MediaDrawings} MediaDrawings */
export { siteDir } from '../shared/site-dir.mjs';
