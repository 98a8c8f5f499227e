// `@defne/serve/build`: the steps that turn React Router's build into what is served, run by
// `defne-site postbuild` (404 pages, boot-after-load script, critical CSS, each page's CSP and the
// headers manifest, the static hosts' copy with `_headers`/`_redirects`, the nginx configuration,
// precompressed .br/.gz files), and what a site's tests and benchmarks read of their output.
// The pictures before React Router's build are the kit's picture step (@defne/site/picture-step).
export { postbuild } from './postbuild.mjs';
export { ROUTER_STREAM_ATTRIBUTE, bootFiles } from './boot-after-load.mjs';
export { MANIFEST_PATH } from './headers.mjs';
export { siteDir, buildDir, clientDir } from '../shared/site-dir.mjs';
