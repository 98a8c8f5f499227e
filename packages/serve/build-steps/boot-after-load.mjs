import { transformSync } from 'esbuild';

// Hydration waits for the page to be painted. React Router's prerendered pages end with a module
// script whose static imports, and a row of <link rel="modulepreload"> in <head>, make the browser
// download ~140 KB of JavaScript while it still fetches the stylesheet, the fonts and the LCP
// picture. The page is complete HTML without it (D1), so the script can wait: this step rewrites
// every built page so the JavaScript is requested once the window's load event has fired and the
// page has been painted (first contentful paint), or at once when the visitor presses, taps or
// focuses anything first, or after BOOT_TIMEOUT_MS at the latest (e.g. a tab opened in the
// background, which does not paint).
//
// What changes in each page:
// - the modulepreload links leave <head>; the boot code adds the same links when it starts
//   (see "Firefox's modulepreload errors" below);
// - the module script keeps its element (React hydrates it by tag and type; production React does
//   not compare inline script text) but its text becomes BOOT_CODE, the same on every page, so the
//   CSP needs one hash for it instead of one per page. What differs per page (the route modules,
//   the route manifest, the entry, the files to preload) moves to its data-boot attribute.

// Firefox's modulepreload errors (issue 27; measured in Firefox ESR 153 by apps/web/e2e-engines):
// after hydration, some <link rel="modulepreload"> fire `error` with no request. They are not the
// links this boot adds: those load (each fires `load`, one request per file). What happens:
// 1. React hydrates the whole document and drops the boot's links from <head> (they are not in its
//    tree, unlike React Router's own links in an unmodified page).
// 2. When the app then imports a lazy chunk (BelowFold, LazyEnquiryForms, ProductModal…), Vite's
//    preload helper adds `<link rel="modulepreload" as="script" crossorigin="">` for each of its
//    dependencies it does not find among the document's links, so also for shared chunks the boot
//    already loaded (framework, site, rolldown-runtime, preload-helper…).
// 3. Firefox answers a modulepreload with `crossorigin=""` for a module it already fetched without
//    the attribute with `error`, at once and with no request (with no attribute, or for a module
//    not fetched yet, it fires `load`). By the HTML standard both are the same fetch (a module
//    script's CORS request with same-origin credentials), so `load` is expected: Firefox's side.
// Harmless: Vite's helper ignores a JavaScript preload's error, the import() itself succeeds, and
// nothing is downloaded twice. Keeping the boot's links through hydration would silence it, but it
// costs bytes in every page's inline boot code for no visitor-visible gain, so it is left as is.

/** The attribute that marks a page's loader data blocks (see STREAM_CHUNK below). */
export const ROUTER_STREAM_ATTRIBUTE = 'data-router-stream';

/** Latest start of the JavaScript, in ms after the module script ran, if load never comes. */
export const BOOT_TIMEOUT_MS = 3000;

/** Interactions that start the JavaScript at once (capture phase, so nothing can hide them). */
export const BOOT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/**
 * Nothing a visitor does before hydration is lost (design D16). Runs first in the module script,
 * so from the moment the page is parsed:
 * - popovers (the header's mobile menu) open and close by the platform alone; this keeps their
 *   buttons' aria-expanded in step;
 * - a disclosure button (aria-expanded + aria-controls, e.g. a dropdown toggle) opens or closes its
 *   panel at once; the component reads that state from the DOM when it hydrates;
 * - a button marked data-early-theme="<storage key>" switches the `dark` class on <html> and stores
 *   the choice, which is where the app reads the theme from;
 * - any other button press, and any form submission, is held and replayed on the same element once
 *   the app has marked <html data-hydrated> (hydration keeps the server's DOM nodes).
 * Events it takes are kept from React (stopImmediatePropagation), so React, which starts listening
 * when hydration begins, never acts on them a second time.
 */
export const EARLY_INPUT_CODE = [
  'const root = document.documentElement;',
  'const held = [];',
  'const earlyTypes = ["click", "submit"];',
  'function early(event) {',
  '  const target = event.target;',
  '  if (root.hasAttribute("data-hydrated") || !(target instanceof Element)) return;',
  '  if (event.type === "submit") {',
  '    event.preventDefault();',
  '    event.stopImmediatePropagation();',
  '    held.push(() => target.isConnected && target.requestSubmit());',
  '    return;',
  '  }',
  '  const control = target.closest("button");',
  '  if (!control || control.disabled || control.type === "submit" || control.hasAttribute("popovertarget")) return;',
  '  event.stopImmediatePropagation();',
  '  const themeKey = control.getAttribute("data-early-theme");',
  '  const panel = control.hasAttribute("aria-expanded") && document.getElementById(control.getAttribute("aria-controls") ?? "");',
  '  if (themeKey !== null) {',
  '    const dark = root.classList.toggle("dark");',
  '    try { localStorage.setItem(themeKey, dark ? "dark" : "light"); } catch {}',
  '    control.setAttribute("aria-pressed", String(dark));',
  '  } else if (panel) {',
  '    const open = control.getAttribute("aria-expanded") !== "true";',
  '    control.setAttribute("aria-expanded", String(open));',
  '    panel.hidden = !open;',
  '  } else {',
  '    held.push(() => control.isConnected && control.click());',
  '  }',
  '}',
  'for (const type of earlyTypes) document.addEventListener(type, early, true);',
  'new MutationObserver((records, observer) => {',
  '  if (!root.hasAttribute("data-hydrated")) return;',
  '  observer.disconnect();',
  '  for (const type of earlyTypes) document.removeEventListener(type, early, true);',
  '  for (const replay of held.splice(0)) replay();',
  '}).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });',
].join('\n');

/**
 * The module script's source: early input (above), then wait, preload, hand React Router the
 * page's loader data (the data blocks `deferBoot` made of its stream scripts, once the document is
 * parsed), import the route manifest and route modules in the order React Router's own script
 * did, publish them, then import the client entry (hydration).
 *
 * Just before the entry, a line break in the address (`/sectors/%0d%0a`, a pasted header) is
 * written as the text it was typed as (`%250D%250A`): React Router matches a route's pattern with
 * `.`, which stops at a line break, so no route of the browser's table would match it (not even
 * `*`) and the page the server answered (the folder's 404) would hydrate into the error page (D20).
 * The router then takes it for an unknown slug, like the server did.
 */
export const BOOT_SOURCE = [
  EARLY_INPUT_CODE,
  'const boot = JSON.parse(document.querySelector("script[data-boot]").dataset.boot);',
  'await new Promise((go) => {',
  `  const events = ${JSON.stringify(BOOT_EVENTS)};`,
  '  let loaded = document.readyState === "complete";',
  '  let painted = false;',
  '  let started = false;',
  `  const timer = setTimeout(start, ${BOOT_TIMEOUT_MS});`,
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    clearTimeout(timer);',
  '    for (const e of events) removeEventListener(e, start, true);',
  '    go();',
  '  }',
  '  function ready() {',
  '    if (loaded && painted) start();',
  '  }',
  '  try {',
  '    new PerformanceObserver((list, observer) => {',
  '      if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  '      observer.disconnect();',
  '      painted = true;',
  '      ready();',
  '    }).observe({ type: "paint", buffered: true });',
  '  } catch {',
  '    painted = true;',
  '  }',
  '  if (!loaded) addEventListener("load", () => { loaded = true; ready(); }, { once: true });',
  '  for (const e of events) addEventListener(e, start, { capture: true, passive: true });',
  '  ready();',
  '});',
  // A task of its own for the downloads: started in the load event's task, the requests and
  // the load event's own work made one task of about 90 ms on a phone (4x CPU), over the 50 ms a
  // task may take before it blocks input (docs/performance.md, "What hydration runs").
  'await new Promise((go) => setTimeout(go));',
  'for (const href of boot.preload) {',
  '  const link = document.createElement("link");',
  '  link.rel = "modulepreload";',
  '  link.href = href;',
  '  document.head.appendChild(link);',
  '}',
  'await new Promise((go) =>',
  '  document.readyState === "loading" ? addEventListener("DOMContentLoaded", go, { once: true }) : go(),',
  ');',
  // React Router's loader data stream, made here with its data (see STREAM_START below).
  `const parts = Array.from(document.querySelectorAll("script[${ROUTER_STREAM_ATTRIBUTE}]"), (part) => JSON.parse(part.textContent));`,
  'window.__reactRouterContext.stream = new ReadableStream({',
  '  start(controller) {',
  '    for (const part of parts) controller.enqueue(part);',
  '    controller.close();',
  '  },',
  '}).pipeThrough(new TextEncoderStream());',
  'await import(boot.manifest);',
  'const modules = await Promise.all(',
  '  boot.routes.map(async ([id, srcs]) => [id, Object.assign({}, ...(await Promise.all(srcs.map((src) => import(src)))))]),',
  ');',
  'window.__reactRouterRouteModules = Object.fromEntries(modules);',
  'const path = location.pathname.replace(/%(0a|0d)|%e2%80%a[89]/gi, (c) => "%25" + c.slice(1));',
  'if (path !== location.pathname) history.replaceState(history.state, "", path + location.search + location.hash);',
  'import(boot.entry);',
].join('\n');

/**
 * What every page carries: BOOT_SOURCE minified (esbuild), since its bytes come before every
 * page's first interaction (about 0.5 KB gzip less).
 */
export const BOOT_CODE = transformSync(BOOT_SOURCE, {
  minify: true,
  format: 'esm',
  target: 'es2022',
}).code.trim();

const MODULE_SCRIPT = /<script type="module" async=""(?: data-boot='[^']*')?>([\s\S]*?)<\/script>/;
/**
 * React Router's loader data, streamed into the page as scripts: each chunk, then the end. As
 * scripts, each page's chunk needs a hash of its own in the page's policy, so no two pages shared a
 * policy, and a static host's `_headers` needed a rule per page (Cloudflare applies 100). As data
 * blocks (`type="application/json"`, which no policy governs) every page's scripts are the same,
 * and so is its policy; the boot code hands the chunks to React Router's stream before hydration.
 */
const STREAM_CHUNK =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_END = '<script>window.__reactRouterContext.streamController.close();</script>';
/**
 * The end of React Router's context script, which creates the stream the chunks are written into
 * while the page is parsed: a `ReadableStream` piped through a `TextEncoderStream`, a fresh page's
 * first use of the streams API, about 5 ms of main thread unthrottled (20 ms on a phone's 4x CPU)
 * in the task that ends parsing and applies the full stylesheet, already the page's longest
 * (docs/performance.md, "The first frames"). The chunks wait in their data blocks until the boot
 * code runs, so it makes the stream then, with them, after the load event.
 */
export const STREAM_START =
  ';window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * A part of a page that its route loads as a chunk of its own (e.g. a sector grid or a product
 * page, which share one route): the prerendered element that shows it names the chunk, and the
 * route renders the part once that chunk has come. Listing the chunk (and the files it imports)
 * among the page's preloads fetches it with the rest, not one round trip after the route module
 * has run. The marker stays in the page: the route module reads it to start loading its part
 * before the first render.
 */
const PAGE_PART = /\sdata-chunk="([A-Za-z0-9_-]+)"/g;
/** A chunk's static imports in the bundler's output: `import{a}from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"'`]+\.js)["']/g;

/**
 * The files the page parts named in `html` load: each part's chunk, found among the dynamic
 * imports of the page's route modules, and the chunks it imports, by URL.
 * @param {string} html a built page
 * @param {string[]} routeSources the page's route module URLs
 * @param {(url: string) => string | null} readAsset a built file's text by URL; null if absent
 * @returns {string[]}
 */
export function pagePartFiles(html, routeSources, readAsset) {
  const names = [...new Set([...html.matchAll(PAGE_PART)].map((m) => m[1] ?? ''))];
  /** @type {string[]} */
  const files = [];
  const add = (/** @type {string} */ url) => {
    if (files.includes(url)) return;
    const code = readAsset(url);
    if (code === null) throw new Error(`${url}, a file a page part imports, is not in the build`);
    files.push(url);
    for (const m of code.matchAll(STATIC_IMPORT))
      add(new URL(m[1] ?? '', `http://x${url}`).pathname);
  };
  for (const name of names) {
    const pattern = new RegExp(`import\\([\`"'](\\.\\/${name}-[\\w-]+\\.js)[\`"']\\)`);
    const found = routeSources
      .map((src) => ({ src, match: pattern.exec(readAsset(src) ?? '') }))
      .find(({ match }) => match);
    if (!found?.match) {
      throw new Error(
        `a page part data-chunk="${name}" has no chunk among its route's dynamic imports (${routeSources.join(', ')})`,
      );
    }
    add(new URL(found.match[1] ?? '', `http://x${found.src}`).pathname);
  }
  return files;
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/**
 * What the boot code loads, in its order: the route manifest, each route's module(s) by route id,
 * the client entry; `preload` adds the page's modulepreload links.
 * @typedef {object} BootData
 * @property {string} manifest
 * @property {Array<[string, string[]]>} routes
 * @property {string} entry
 * @property {string[]} [preload]
 */

/**
 * Reads React Router's module script: `import "manifest"; import * as routeN from "src"; …
 * window.__reactRouterRouteModules = {"id":routeN,…}; import("entry");`.
 * @param {string} code the inline module script's text
 * @returns {BootData | null} null when it is not React Router's
 */
export function parseRouterModuleScript(code) {
  const manifest = /^import "([^"]+)";/m.exec(code)?.[1];
  const sources = new Map(
    [...code.matchAll(/^import \* as (route\w+) from "([^"]+)";/gm)].map((m) => [m[1], m[2]]),
  );
  // Split route modules: `const route1 = {...route1_clientLoader,...route1_main};`
  const merged = new Map(
    [...code.matchAll(/^const (route\d+) = \{([^}]*)\};/gm)].map((m) => [
      m[1],
      [...(m[2] ?? '').matchAll(/\.\.\.(route\w+)/g)].map((p) => p[1]),
    ]),
  );
  const table = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(code)?.[1];
  const entry = /^import\("([^"]+)"\);/m.exec(code)?.[1];
  if (!manifest || !table || !entry || sources.size === 0) return null;
  const routes = [...table.matchAll(/"([^"]+)":(route\d+)/g)].map(([, id, name]) => {
    const parts = merged.get(name) ?? [name];
    const srcs = parts.map((part) => sources.get(part));
    if (srcs.some((src) => !src)) throw new Error(`route module ${name} (${id}) has no import`);
    return /** @type {[string, string[]]} */ ([id, srcs]);
  });
  return { manifest, routes, entry };
}

/**
 * One page, rewritten; null when the page has no React Router module script (a plain page), so the
 * caller can tell a page it left alone from one it changed. Throws on a half-recognised page.
 * @param {string} html a built page
 * @param {(url: string) => string | null} [readAsset] a built file's text by URL, to preload the
 *   page parts the page shows (`pagePartFiles`); without it a page part loads when its route runs
 * @returns {string | null}
 */
export function deferBoot(html, readAsset) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  if (script[1] === BOOT_CODE) return html; // already rewritten
  const parsed = parseRouterModuleScript(script[1] ?? '');
  if (!parsed) {
    throw new Error(
      'unrecognised React Router module script: update @defne/serve build-steps/boot-after-load.mjs',
    );
  }
  const preload = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1] ?? '');
  if (readAsset) {
    const sources = parsed.routes.flatMap(([, srcs]) => srcs);
    for (const file of pagePartFiles(html, sources, readAsset))
      if (!preload.includes(file)) preload.push(file);
  }
  const data = escapeAttribute(JSON.stringify({ ...parsed, preload }));
  if (!html.includes(STREAM_END)) {
    throw new Error(
      "React Router's loader data stream has no end script: update @defne/serve build-steps/boot-after-load.mjs",
    );
  }
  const streamed = html
    .replace(STREAM_CHUNK, (_, chunk) => {
      // The chunk is a JSON string with `<`, `>` and `&` escaped (React Router's escapeHtml): it
      // cannot end the element early. Checked here, so a change there fails the build.
      if (chunk.includes('<') || typeof JSON.parse(chunk) !== 'string')
        throw new Error(`a loader data chunk is not an escaped JSON string: ${chunk.slice(0, 80)}`);
      return `<script type="application/json" ${ROUTER_STREAM_ATTRIBUTE}>${chunk}</script>`;
    })
    .replace(STREAM_END, '');
  if (/<script>window\.__reactRouterContext\.streamController\./.test(streamed)) {
    throw new Error(
      'unrecognised React Router loader data script: update @defne/serve build-steps/boot-after-load.mjs',
    );
  }
  if (!streamed.includes(STREAM_START)) {
    throw new Error(
      "React Router's context script does not create its stream as expected: update @defne/serve build-steps/boot-after-load.mjs",
    );
  }
  return streamed
    .replace(STREAM_START, ';')
    .replace(PRELOAD_LINK, '')
    .replace(
      MODULE_SCRIPT,
      () => `<script type="module" async="" data-boot='${data}'>${BOOT_CODE}</script>`,
    );
}

/**
 * The files a first visit downloads per the page's boot data (for benchmarks and tests).
 * @param {string} html a built page
 * @returns {string[] | null} null when the page has no boot data
 */
export function bootFiles(html) {
  // As written here (single quotes), or as re-serialised by the critical-CSS step (double quotes).
  const attr = /<script[^>]*data-boot=(?:'([^']*)'|"([^"]*)")/.exec(html);
  if (!attr) return null;
  /** @type {Required<BootData>} */
  const boot = JSON.parse(
    (attr[1] ?? attr[2] ?? '')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  return [
    ...new Set([
      boot.manifest,
      ...boot.routes.flatMap(([, srcs]) => srcs),
      boot.entry,
      ...boot.preload,
    ]),
  ];
}
