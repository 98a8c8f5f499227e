#!/usr/bin/env node
// `defne-site <command>` in a kit site's folder (pnpm runs package scripts there; SITE_DIR
// overrides). The site's build is React Router's (build/client).
//   build        the whole build: media, then `react-router build`, then postbuild (takes media's flags)
//   media        the pictures from content/media/ (AVIF/WebP sizes, srcset, budgets, cache) and
//                their manifest, before `react-router build` (build-steps/media.mjs: its flags)
//   media:report the pictures' weight and budgets (exit 1 when one is over; --manifest=…)
//   media:sheet  every picture on one PNG for a visual check ([out.png] --manifest=…)
//   postbuild    after `react-router build`: 404 page, boot-after-load, CSP and headers manifest,
//                _headers, nginx config, precompressed .br/.gz files
//   start        serve the build like production (headers, 404 status, precompression) on PORT
//                (4173), with the local outbox beside it when the site has @defne/outbox
//   serve:nginx  the same build through Debian's nginx with the generated configuration
//   serve:static-host  the static hosts' copy (build/static-host) through Cloudflare's local
//                runtime (`wrangler dev`; the site needs wrangler as a devDependency)
/** Each command's module (build-steps/ makes the build, ops/ serves it): its `main` runs it. */
const commands = {
  build: '../build-steps/build.mjs',
  media: '../build-steps/media.mjs',
  'media:report': '../build-steps/media-report.mjs',
  'media:sheet': '../build-steps/media-sheet.mjs',
  postbuild: '../build-steps/postbuild.mjs',
  start: '../ops/static-server.mjs',
  'serve:nginx': '../ops/serve-nginx.mjs',
  'serve:static-host': '../ops/serve-static-host.mjs',
};
const [command] = process.argv.slice(2);
const module =
  command && Object.hasOwn(commands, command)
    ? commands[/** @type {keyof typeof commands} */ (command)]
    : undefined;
if (!module) {
  console.error(`usage: defne-site ${Object.keys(commands).join('|')} [flags]`);
  process.exit(2);
}
const { main } = await import(new URL(module, import.meta.url).href);
await main().catch((/** @type {Error} */ error) => {
  console.error(`[defne-site ${command}] ${error.message}`);
  process.exit(1);
});
