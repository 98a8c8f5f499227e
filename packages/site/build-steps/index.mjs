// `@defne/site/build`: the steps that make a site's pictures before React Router's build
// (`defne-site media`) and turn React Router's build into what is served, run by
// `defne-site postbuild` (404 pages, boot-after-load script, critical CSS, each page's CSP and the
// headers manifest, the static hosts' copy with `_headers`/`_redirects`, the nginx configuration,
// precompressed .br/.gz files), and what a site's tests and benchmarks read of their output.
export { postbuild } from './postbuild.mjs';
export { media, mediaOptions, MEDIA_CACHE_DIR, MEDIA_MANIFEST_FILE } from './media.mjs';
export {
  generateMedia,
  productPhotos,
  buildIco,
  neutralPlaceholderSvg,
  PRODUCT_SIZE,
  BUDGET,
} from './media-pipeline.mjs';
/** @typedef {import('./media-pipeline.mjs').MediaDrawings} MediaDrawings */
export { bootFiles } from './boot-after-load.mjs';
export { MANIFEST_PATH } from './headers.mjs';
export { siteDir, buildDir, clientDir } from '../shared/site-dir.mjs';
