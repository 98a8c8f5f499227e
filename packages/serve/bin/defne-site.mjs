#!/usr/bin/env node
// `defne-site <command>` in a kit site's folder (pnpm runs package scripts there; SITE_DIR
// overrides). The site's build is React Router's (build/client).
//   build        the whole build: media, then `react-router build`, then postbuild (takes media's flags)
//   media        the pictures from content/media/ (AVIF/WebP sizes, srcset, budgets, cache) and
//                their manifest, before `react-router build` (@defne/site/picture-step: its flags)
//   media:report the pictures' weight and budgets (exit 1 when one is over; --manifest=…)
//   media:sheet  every picture on one PNG for a visual check ([out.png] --manifest=…)
//   postbuild    after `react-router build`: 404 page, boot-after-load, CSP and headers manifest,
//                the static hosts' copy checked against their limits (--static-host-plan=free|paid,
//                --static-host-redirects=file|worker), nginx config, precompressed .br/.gz files
//   start        serve the build like production (headers, 404 status, precompression) on PORT
//                (4173), with the local outbox beside it where the build's forms post
//   serve:nginx  the same build through Debian's nginx with the generated configuration
//   serve:static-host  the static hosts' copy (build/static-host) through Cloudflare's local
//                runtime (`wrangler dev`; the site needs wrangler as a devDependency)
/**
 * Each command's module and the function that runs it: the picture step is the kit's
 * (@defne/site), what makes the build servable (build-steps/) and serves it (ops/) is this package's.
 * @type {Record<string, [string, string]>}
 */
const commands = {
  build: ['../build-steps/build.mjs', 'main'],
  media: ['@defne/site/picture-step', 'mediaMain'],
  'media:report': ['@defne/site/picture-step', 'mediaReportMain'],
  'media:sheet': ['@defne/site/picture-step', 'mediaSheetMain'],
  postbuild: ['../build-steps/postbuild.mjs', 'main'],
  start: ['../ops/static-server.mjs', 'main'],
  'serve:nginx': ['../ops/serve-nginx.mjs', 'main'],
  'serve:static-host': ['../ops/serve-static-host.mjs', 'main'],
};
const [command] = process.argv.slice(2);
const entry = command && Object.hasOwn(commands, command) ? commands[command] : undefined;
if (!entry) {
  console.error(`usage: defne-site ${Object.keys(commands).join('|')} [flags]`);
  process.exit(2);
}
const [module, name] = entry;
const specifier = module.startsWith('.') ? new URL(module, import.meta.url).href : module;
/** @type {() => Promise<void>} */
const main = (await import(specifier))[name];
await main().catch((/** @type {Error} */ error) => {
  console.error(`[defne-site ${command}] ${error.message}`);
  process.exit(1);
});
