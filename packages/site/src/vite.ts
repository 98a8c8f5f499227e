import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, transformWithOxc, type Plugin } from 'vite';
import { defaultLanguages, inLang, type Lang } from '@defne/core';
import { buildSearchIndex } from '@defne/core/search';
import { closePagefind, pagefindIndex, type SearchIndexFiles } from './search-pagefind';
import { resolveSite, type ResolvedSite, type SiteConfig } from './config';
import { isKitDefault } from './kit-default';
import { enquiryConfig } from './enquiry-plugin';
import { localTemplateId } from './enquiry-env';
import { kindFormTexts } from './enquiry-fields';
import { withSiteTexts } from './texts';
import { coverageLine, loadSiteTexts } from './texts/fallback';
import { prerenderList, sitemapFiles } from './prerender';
import { productIndex } from './product-index';
import {
  ROUTES_FILE,
  routeManifest,
  type ManifestRoutes,
  type MovedAddress,
} from './route-manifest';

export { closePagefind, pagefindIndex, type SearchIndexFiles } from './search-pagefind';
export {
  ROUTES_FILE,
  routeManifest,
  type ManifestRoutes,
  type MovedAddress,
  type RouteManifest,
  type RouteNotFound,
  type RoutePage,
} from './route-manifest';

/** Modules every page of a kit site runs: React, React DOM, React Router and i18next. */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

/** The group's packages (from the workspace or installed from the registry) and the kit's app. */
export const SITE_PACKAGES =
  /[\\/](?:@defne|packages)[\\/](?:ui|site|core|content)[\\/](?:dist|app)[\\/]/;

export interface SiteChunksOptions {
  /**
   * How many chunks (routes and lazily loaded parts) must share a module of the group's packages
   * for it to go into the shared `site` file. Lower, and code of a few pages (forms, catalogue)
   * comes with every page; higher, and more small files remain. @default 4
   */
  minShareCount?: number;
}

/**
 * Vite plugin for a kit site's browser build: the framework in one file and the kit code most
 * pages share in another, so a phone's first visit makes fewer requests (each costs a round trip
 * on a slow network) for no more bytes. What a single page or a lazily loaded part uses stays
 * with it. Add it beside React Router's plugin: `plugins: [reactRouter(), siteChunks()]`.
 */
export function siteChunks({ minShareCount = 4 }: SiteChunksOptions = {}): Plugin {
  return {
    name: 'defne-site-chunks',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                // V8's explicit compile hint: compile every function of the framework file when
                // the file is compiled (off the main thread while it streams), not each at its
                // first call inside hydration's tasks (docs/performance.md, "Hydration's tasks").
                postBanner: (chunk: { name: string }) =>
                  chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '',
                codeSplitting: {
                  groups: [
                    { name: 'framework', test: FRAMEWORK_MODULES },
                    { name: 'site', test: SITE_PACKAGES, minShareCount },
                  ],
                },
              },
            },
          },
        },
      },
    }),
  };
}

/**
 * React Router's `buildEnd` hook that writes the route manifest (`build/routes.json`,
 * `routeManifest`): every page with its alternates, the not-found pages, and the addresses that
 * moved (old slugs of renamed products and sectors, removed products → their sector), so nginx,
 * `defne-site start` and the static hosts answer each moved one with a 301 in one hop. Postbuild
 * checks the moves: every target must be a page of the build. `siteRouterConfig` adds it.
 */
export function writeRouteManifest(routes: ManifestRoutes, moved: readonly MovedAddress[] = []) {
  return ({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }): void => {
    mkdirSync(reactRouterConfig.buildDirectory, { recursive: true });
    writeFileSync(
      join(reactRouterConfig.buildDirectory, ROUTES_FILE),
      `${JSON.stringify(routeManifest(routes, moved), null, 2)}\n`,
    );
  };
}

/** The site a build is for: its config and its folder (what the kit's `routes.ts` reads). */
export interface ConfiguredSite {
  /** The config as the build checked it, every default filled in (`resolveSite`). */
  site: ResolvedSite;
  /** The config as the site wrote it (`virtual:defne/site` refers to its values). */
  given: SiteConfig;
  root: string;
  /** The addresses that moved (`siteRouterConfig`'s `moved`), for the dev server's 301s. */
  moved?: readonly MovedAddress[];
}

const CONFIGURED = Symbol.for('defne.site.configured');

/** The site `siteRouterConfig` was given, if any (none in a plain Vite run). */
function peekConfiguredSite(): ConfiguredSite | undefined {
  return (globalThis as { [CONFIGURED]?: ConfiguredSite })[CONFIGURED];
}

/**
 * The site `siteRouterConfig` was given, for the kit's route config (its `app/routes.ts`, which
 * React Router loads right after the site's `react-router.config.ts`, in the same process).
 */
export function configuredSite(): ConfiguredSite {
  const configured = peekConfiguredSite();
  if (!configured) {
    throw new Error(
      "No site is configured: the site's react-router.config.ts must export `siteRouterConfig(site)` of @defne/site/vite",
    );
  }
  return configured;
}

/** The kit's app folder (root, routes, pages), which React Router builds a kit site from. */
export const KIT_APP_DIRECTORY = fileURLToPath(new URL('../app', import.meta.url));

export interface SiteRouterOptions {
  /** The site's folder, which `pages` are relative to. @default process.cwd() */
  root?: string;
  /**
   * Addresses that moved (`slugRedirects` of the site's content: old slugs of renamed products
   * and sectors, removed products): the servers answer each with a 301 to where it lives now.
   * Here rather than in `site.config.ts`, which every page loads: only the build needs the list.
   * @default []
   */
  moved?: readonly MovedAddress[];
}

/** How many pages the prerender renders at once: measured at 1,000 products (docs/performance.md). */
export const PRERENDER_CONCURRENCY = 4;

/**
 * The whole React Router config of a kit site (`react-router.config.ts`). The kit owns the app:
 * its root, routes and pages (`appDirectory` is the kit's), all from the site's config. Every page
 * of both languages, the not-found pages, sitemap and robots are prerendered to static files
 * (`ssr: false`), and the addresses that moved (`moved`) go to the servers as 301s. A config
 * with a missing option stops here, every missing option named.
 *
 * ```ts
 * import site from './site.config';
 * export default siteRouterConfig(site, { moved: slugRedirects }) satisfies Config;
 * ```
 */
export function siteRouterConfig(given: SiteConfig, options: SiteRouterOptions = {}) {
  const site = resolveSite(given);
  const root = options.root ?? process.cwd();
  (globalThis as { [CONFIGURED]?: ConfiguredSite })[CONFIGURED] = {
    site,
    given,
    root,
    ...(options.moved ? { moved: options.moved } : {}),
  };
  const steps = [
    writeRouteManifest(site.routes, options.moved ?? []),
    ...(formKinds(site).length ? [writeOutboxTemplates(formKinds(site))] : []),
    ...(site.fallbackLanguage ? [reportCoverage(site)] : []),
  ];
  return {
    appDirectory: KIT_APP_DIRECTORY,
    ssr: false as const,
    // Pages are independent: several are rendered at once, so one page's data loading overlaps
    // another's rendering (React Router's `prerender.concurrency`, 1 by default).
    prerender: { paths: prerenderList(site.routes), concurrency: PRERENDER_CONCURRENCY },
    buildEnd: async (args: { reactRouterConfig: { buildDirectory: string } }) => {
      for (const step of steps) await step(args);
    },
  };
}

/**
 * React Router's `buildEnd` hook of a site with a fallback language (D27): prints how much of
 * each language is written, where a site without one would have stopped at the first gap.
 */
export function reportCoverage(site: ResolvedSite) {
  return async (): Promise<void> => {
    const { coverage } = await loadSiteTexts(site);
    console.log(
      `Languages (a text not written is read in ${String(site.fallbackLanguage)}):\n  ${coverage.map(coverageLine).join('\n  ')}`,
    );
  };
}

/** The site's own form kinds (`enquiry.forms` of its config), in the config's order. */
export function formKinds(site: Pick<ResolvedSite, 'enquiry'>): string[] {
  return Object.keys(site.enquiry.forms);
}

/**
 * Beside build/client: the templates the local outbox must take for this build's forms (the kit's
 * two and `{kind}-form` of each kind of the site's own); `defne-site start` hands them to it.
 */
export const OUTBOX_TEMPLATES_FILE = 'outbox-templates.json';

/**
 * React Router's `buildEnd` hook that writes the local outbox's templates of a site with form
 * kinds of its own (`OUTBOX_TEMPLATES_FILE`): the outbox refuses a template it does not know, as
 * EmailJS does, so it learns the site's from its build.
 */
export function writeOutboxTemplates(kinds: readonly string[]) {
  return ({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }): void => {
    mkdirSync(reactRouterConfig.buildDirectory, { recursive: true });
    const templates = ['contact', 'short', ...kinds].map(localTemplateId);
    writeFileSync(
      join(reactRouterConfig.buildDirectory, OUTBOX_TEMPLATES_FILE),
      `${JSON.stringify(templates, null, 2)}\n`,
    );
  };
}

/** What every kit page imports besides React and React Router, pre-bundled in dev from the start. */
const DEV_PREBUNDLED = ['i18next', 'react-i18next'];

/** Whether the site's folder resolves `name` (a site without it gets no `include` for it). */
function canResolve(name: string, root: string): boolean {
  try {
    createRequire(join(root, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

interface ResolveModule {
  createResolver(rules: {
    pages: string[];
    moved: Record<string, string>;
  }): (pathname: string) => string | null;
  notFoundPageFor(pages: readonly string[], pathname: string): string;
}

let resolveModule: Promise<ResolveModule> | undefined;
let devResolver: { key: unknown; resolve: (pathname: string) => string | null } | undefined;

/**
 * In dev, an address typed into the browser gets what the servers give it (shared/resolve.mjs):
 * a page, a 301 to its page (letter case, Turkish letters, a moved address), or else the nearest
 * not-found page with status 404. React Router's dev server, which prerenders (`ssr: false`),
 * would answer an unknown address with its SPA shell and status 200, and the browser would then
 * fetch the not-found route's data for it, which no prerender wrote: the page showed raw text
 * keys ("title") instead of the 404 page.
 */
async function devAddress(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const configured = peekConfiguredSite();
  const accept = req.headers.accept ?? '';
  if (!configured || req.method !== 'GET' || !accept.includes('text/html') || !req.url)
    return false;
  const url = new URL(req.url, 'http://localhost');
  // Vite's own addresses, files and the route data React Router fetches are never pages.
  if (url.pathname.startsWith('/@') || /\.[a-z0-9]+$/i.test(url.pathname)) return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const { routes } = configured.site;
  const pages = prerenderList(routes);
  resolveModule ??= import(
    /* @vite-ignore */ new URL('../shared/resolve.mjs', import.meta.url).href
  ) as Promise<ResolveModule>;
  const { createResolver, notFoundPageFor } = await resolveModule;
  if (devResolver?.key !== configured) {
    const moved = Object.fromEntries((configured.moved ?? []).map(({ from, to }) => [from, to]));
    devResolver = { key: configured, resolve: createResolver({ pages, moved }) };
  }
  const page = devResolver.resolve(pathname);
  if (page === url.pathname) return false;
  if (page !== null) {
    res.writeHead(301, { Location: encodeURI(page) + url.search }).end();
    return true;
  }
  // Deepest folder first, as the servers list them (headers.mjs, `notFoundPages`).
  const folders = routes.notFoundPaths
    .map((path) => `${path}.html`)
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  const notFound = notFoundPageFor(folders, pathname).slice(0, -'.html'.length);
  // React Router's dev server reads `originalUrl` (what Vite's connect keeps of the request).
  req.url = notFound;
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = notFound;
  // React Router renders the not-found page with 200, as it prerenders it; servers send it with 404.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
  return false;
}

const SITE_MODULE = 'virtual:defne/site';
// A chunk of its own is `defne-site-config-{hash}.js`: `site-{hash}.js` is the shared kit code's
// (`siteChunks`), and the bundler names a chunk from the module's last path segment.
const RESOLVED_SITE = '\0virtual:defne/defne-site-config';
/**
 * `virtual:defne/form-texts`: for each language and form kind, a loader of the `forms` texts that
 * form shows (`virtual:defne/form-texts/{lang}/{kind}`), which the forms' code fetches when it
 * loads instead of every page with a form carrying them in its loader data.
 */
const FORM_TEXTS_MODULE = 'virtual:defne/form-texts';
// The bundler names a chunk from the module's last path segment: `form-texts-{lang}-{kind}-{hash}.js`.
const RESOLVED_FORM_TEXTS = '\0virtual:defne/form-texts-';
/**
 * `virtual:defne/search-indexes`: each language's search index folder by code (`pagefindIndex`),
 * under the build's assets: the search page loads Pagefind's script from it when the visitor
 * first searches.
 */
const SEARCH_INDEXES_MODULE = 'virtual:defne/search-indexes';
const RESOLVED_SEARCH_INDEXES = '\0virtual:defne/search-indexes';
/** `virtual:defne/site-texts/{lang}`: the site's own texts in one language (the browser's loaders). */
const SITE_TEXTS_MODULE = 'virtual:defne/site-texts/';
// The bundler names a chunk from the module's last path segment: `own-texts-{lang}-{hash}.js`
// (not `site-…`, the shared kit file's name, which tools and tests look for).
const RESOLVED_SITE_TEXTS = '\0virtual:defne/own-texts-';
/** The config's function- or element-valued browser fields, with the imports they use alone. */
const SITE_PARTS_MODULE = 'virtual:defne/site-parts';
const SITE_PARTS = '\0virtual:defne/defne-site-parts';
/** `virtual:defne/product-index`: every product's sector and pages (the enquiry forms' code). */
const PRODUCT_INDEX_MODULE = 'virtual:defne/product-index';
const RESOLVED_PRODUCT_INDEX = '\0virtual:defne/product-index';
const TOKENS_MODULE = 'virtual:defne/tokens.css';
const NO_TOKENS = '\0defne-no-tokens.css';
const MEDIA_MODULE = 'virtual:defne/media';
const NO_MEDIA = '\0defne-no-media';
/** Where `defne-site media` writes the manifest of the pictures it made (build-steps/media.mjs). */
const MEDIA_MANIFEST_FILE = join('.media-cache', 'manifest.json');

export interface DefneSiteOptions extends SiteChunksOptions {
  /** The site's config module, relative to the Vite root. @default 'site.config.ts' (or `.tsx`) */
  config?: string;
  /**
   * The site's tokens stylesheet, relative to the Vite root (none: the kit's tokens alone); the
   * config's `tokens` wins. @default 'tokens.css'
   */
  tokens?: string;
}

/**
 * The kit's Vite plugins, beside React Router's: `plugins: [reactRouter(), defneSite()]`. They hand
 * the kit's pages the site's config (`site.config.ts`) and tokens (`tokens.css`), check the
 * enquiry target's settings (a build for EmailJS with a missing key stops, naming it), and split
 * the browser build's shared code (`siteChunks`).
 */
export function defneSite(options: DefneSiteOptions = {}): Plugin[] {
  let root = process.cwd();
  let command: 'build' | 'serve' = 'serve';
  let siteFile: string | undefined;
  const formTextModules = new Map<string, { lang: string; kind: string }>();
  // Each language's search index, built once a run when a page's code first names it.
  let searchIndexes: Promise<Map<Lang, SearchIndexFiles>> | undefined;
  let base = '/';
  const { config, tokens = 'tokens.css', ...chunks } = options;
  const siteFileNames = () => (config ? [config] : ['site.config.ts', 'site.config.tsx']);
  const findSiteFile = () =>
    siteFileNames()
      .map((name) => resolve(root, name))
      .find((path) => existsSync(path));
  const site: Plugin = {
    // Its name is part of Vitest's module cache key: it changed when `virtual:defne/site` became
    // the resolved config, so no cached module still imports the config file in its place.
    name: 'defne-site-modules',
    enforce: 'pre',
    config: (userConfig) => ({
      // The kit's pages import the site's config: Vite must bundle them, never leave them to Node
      // or pre-bundle them without the plugin.
      ssr: { noExternal: [/^@defne\//] },
      // The kit's code is left to the plugin, so the dependency optimizer cannot find what it
      // imports by scanning the site: named here, i18next and react-i18next are pre-bundled before
      // the first page. Found late, on the first request, they were bundled again and the page
      // reloaded while modules of the first bundle still held the other copy of i18next, and '/'
      // showed "i18n.exists is not a function" until the dev server restarted.
      optimizeDeps: {
        exclude: ['@defne/site'],
        include: [
          ...DEV_PREBUNDLED.filter((name) =>
            canResolve(name, resolve(userConfig.root ?? process.cwd())),
          ),
          // The site's config imports `defineSite` from the kit's config entry, and so its schema's
          // library, into the page in dev: found late, it made the optimizer bundle again and
          // reload the first page before it hydrated. It is the kit's dependency, not the site's.
          '@defne/site > zod',
        ],
      },
    }),
    configResolved(resolved) {
      root = resolved.root;
      command = resolved.command;
      base = resolved.base;
    },
    // The browser build's search index files, beside its other assets.
    async generateBundle() {
      if (!searchIndexes || this.environment.name !== 'client') return;
      for (const { folder, files } of (await searchIndexes).values())
        for (const [path, source] of files)
          this.emitFile({ type: 'asset', fileName: `assets/${folder}/${path}`, source });
    },
    // The dev server answers the index's files from memory.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const match = /^\/assets\/(pagefind-[\w-]+)\/(.+)$/.exec(path.slice(base.length - 1));
        if (!match || !searchIndexes) return next();
        searchIndexes.then((indexes) => {
          const found = [...indexes.values()].find((i) => i.folder === match[1]);
          const file = found?.files.get(match[2]!);
          if (!file) return next();
          res.setHeader(
            'Content-Type',
            path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream',
          );
          res.end(file);
        }, next);
      });
    },
    resolveId(id) {
      if (id === SITE_MODULE) {
        const file = findSiteFile();
        if (!file) {
          this.error(
            `The site's config is missing: no ${siteFileNames().join(' or ')} in ${root} (defneSite({ config }))`,
          );
        }
        siteFile = file;
        return RESOLVED_SITE;
      }
      if (id === TOKENS_MODULE) {
        // The config's `tokens` (read with the config by React Router's plugin) names the file;
        // a file it names must be there, while the default may be left out.
        const named = peekConfiguredSite()?.site.tokens;
        const file = resolve(root, named ?? tokens);
        if (existsSync(file)) return file;
        if (named)
          this.error(
            `The site's tokens stylesheet is missing: no ${named} in ${root} (\`tokens\` of the config)`,
          );
        return NO_TOKENS;
      }
      if (id === MEDIA_MODULE) {
        // The pictures `defne-site media` made, if it ran (a site with no photos has none).
        const file = resolve(root, MEDIA_MANIFEST_FILE);
        return existsSync(file) ? file : NO_MEDIA;
      }
      if (id === SEARCH_INDEXES_MODULE) return RESOLVED_SEARCH_INDEXES;
      if (id.startsWith(SITE_TEXTS_MODULE))
        return `${RESOLVED_SITE_TEXTS}${id.slice(SITE_TEXTS_MODULE.length)}`;
      if (id === SITE_PARTS_MODULE) return SITE_PARTS;
      if (id === PRODUCT_INDEX_MODULE) return RESOLVED_PRODUCT_INDEX;
      if (id === FORM_TEXTS_MODULE) return `\0${id}`;
      if (id.startsWith(`${FORM_TEXTS_MODULE}/`)) {
        const [lang = '', kind = ''] = id.slice(FORM_TEXTS_MODULE.length + 1).split('/');
        const resolved = `${RESOLVED_FORM_TEXTS}${lang}-${kind}`;
        formTextModules.set(resolved, { lang, kind });
        return resolved;
      }
      return null;
    },
    async load(id) {
      // Vitest's module cache may hand over a module that imports the resolved id, with no
      // `resolveId` of this run before it: the config's file is then found here.
      if ((id === RESOLVED_SITE || id === SITE_PARTS) && !siteFile) siteFile = findSiteFile();
      if (id === RESOLVED_SITE && siteFile) {
        const configured = peekConfiguredSite();
        // The pages' build for the browser: the config's settings without the site's content.
        if (configured && command === 'build' && this.environment.name === 'client') {
          const { module, partsFallback } = browserSiteModule(siteFile, configured.site);
          if (partsFallback)
            this.warn(
              `${partsFallback} of the site's config could not be read apart from the rest of it: every page's script carries the whole config, content included (write it as an object literal of imported values)`,
            );
          return module;
        }
        if (configured) return resolvedSiteModule(siteFile, configured.given, configured.site);
        // A plain Vite run (a site's unit tests) has no config `siteRouterConfig` checked: its
        // modules check and resolve it themselves, with the same schema.
        return [
          `import config from ${JSON.stringify(siteFile)};`,
          "import { resolveSite } from '@defne/site/config';",
          'export default resolveSite(config);',
          '',
        ].join('\n');
      }
      if (id === `\0${FORM_TEXTS_MODULE}`) return formTextsIndexModule(peekConfiguredSite()?.site);
      const formTexts = formTextModules.get(id);
      if (formTexts) {
        const configured = peekConfiguredSite()?.site;
        if (!configured) return 'export default {};';
        return formTextsModule(configured, formTexts.lang as Lang, formTexts.kind);
      }
      if (id === SITE_PARTS && siteFile) {
        return (await configPartsModule(siteFile, BROWSER_CODE_FIELDS)) ?? 'export default {};\n';
      }
      if (id.startsWith(RESOLVED_SITE_TEXTS)) {
        const lang = id.slice(RESOLVED_SITE_TEXTS.length);
        const configured = peekConfiguredSite()?.site;
        if (!configured) return 'export default {};\n';
        const own = await textsOf(configured, lang as Lang);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(own))});\n`;
      }
      if (id === RESOLVED_PRODUCT_INDEX) {
        const configured = peekConfiguredSite()?.site;
        if (configured)
          return `export default JSON.parse(${JSON.stringify(JSON.stringify(productIndex(configured)))});\n`;
        // A plain Vite run (a site's unit tests): from the config, as `virtual:defne/site` does.
        return [
          "import site from 'virtual:defne/site';",
          `export default (${productIndex.toString()})(site);`,
          '',
        ].join('\n');
      }
      if (id === NO_MEDIA) return 'export default null;';
      if (id === NO_TOKENS) return '';
      if (id === RESOLVED_SEARCH_INDEXES) {
        const configured = peekConfiguredSite()?.site;
        // A plain Vite run (Storybook, a test) has no configured site: no index.
        if (!configured) return 'export default {};\n';
        const indexes = await (searchIndexes ??= searchIndexFiles(configured));
        const folders = Object.fromEntries(
          [...indexes].map(([lang, { folder }]) => [lang, `${base}assets/${folder}/`]),
        );
        return `export default ${JSON.stringify(folders)};\n`;
      }
      return null;
    },
  };
  // What the site's config leaves out is left out of its bundle: React Router's plugin (before this
  // one) has read react-router.config.ts, and with it the config, by the time this hook runs.
  const features: Plugin = {
    name: 'defne-site-features',
    config(_, { command }) {
      const site = peekConfiguredSite()?.site;
      // Without a configured site (a plain Vite run), nothing is left out.
      const kinds = site ? formKinds(site).length > 0 : true;
      const ownFields = site ? Object.keys(site.enquiry.fields).length > 0 || kinds : true;
      // Two languages are a toggle; only more need the language menu.
      const languageMenu = site ? site.languages.list.length > 2 : true;
      return {
        define: {
          'import.meta.env.DEFNE_OWN_FIELDS': JSON.stringify(ownFields),
          'import.meta.env.DEFNE_FORM_KINDS': JSON.stringify(kinds),
          'import.meta.env.DEFNE_LANGUAGE_MENU': JSON.stringify(languageMenu),
        },
        // The route map's input checks (`createRouteMap` of @defne/core) are left out of the
        // pages: a configured site's build has run them on the same config in Node, and its
        // server side (prerender) runs them again. Dev, tests and a plain Vite build keep them.
        ...(site && command === 'build'
          ? { environments: { client: { define: { __DEFNE_BROWSER_BUILD__: 'true' } } } }
          : {}),
        // React Router prerenders through a Vite preview server started with this config, which
        // would watch the folder the pages are written to: every page written is a file event, and
        // the events made a prerender of 32,000 pages four times slower (react-router issue
        // #15533). Nothing a server or the dev server serves is read from the build folder.
        server: { watch: { ignored: ['**/build/**'] } },
      };
    },
  };
  const dev: Plugin = {
    name: 'defne-site-dev-addresses',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        devAddress(req, res).then((answered) => {
          if (!answered) next();
        }, next);
      });
    },
  };
  const enquiry = enquiryConfig({
    kinds: () => {
      const configured = peekConfiguredSite();
      return configured ? formKinds(configured.site) : [];
    },
  });
  return [site, features, dev, enquiry, siteChunks(chunks)];
}

/**
 * `virtual:defne/form-texts`: a loader per language code and form kind (none without a configured
 * site: a plain Vite run's forms use the texts their test gives).
 */
function formTextsIndexModule(site: ResolvedSite | undefined): string {
  if (!site) return 'export default {};\n';
  const kinds = ['contact', 'short', ...formKinds(site)];
  const entries = site.languages.list
    .map(({ code: lang }) => lang)
    .map(
      (lang) =>
        `${JSON.stringify(lang)}: { ${kinds
          .map(
            (kind) =>
              `${JSON.stringify(kind)}: () => import(${JSON.stringify(`${FORM_TEXTS_MODULE}/${lang}/${kind}`)})`,
          )
          .join(', ')} }`,
    );
  return `export default { ${entries.join(', ')} };\n`;
}

/**
 * The site's own texts in one language; in a language that falls back to the site's
 * `fallbackLanguage` (D27), its texts whole, with the fallback's words where it has none.
 */
async function textsOf(site: ResolvedSite, lang: Lang): Promise<object> {
  if (site.fallbackLanguage) {
    const resolved = await loadSiteTexts(site);
    if (resolved.fallbacks[lang]) return resolved.texts[lang] as object;
  }
  return inLang(site.texts, lang, 'the site texts')();
}

/**
 * The texts of one form in one language, by namespace, the kit's defaults under the site's own:
 * its `forms` texts and, for the contact form, what a quote request (`?urun=` / `?product=`, D17)
 * writes into its message (the product names and the message's text).
 */
async function formTextsModule(site: ResolvedSite, lang: Lang, kind: string): Promise<string> {
  if (!site.languages.list.some((l) => l.code === lang))
    throw new Error(`No form texts for the language "${lang}"`);
  const own = await textsOf(site, lang);
  const { forms, catalog } = withSiteTexts(lang, own) as unknown as {
    forms: Record<string, unknown>;
    catalog: { products: Record<string, { name: string }>; product: { quoteMessage: string } };
  };
  const bundles: Record<string, object> = { forms: kindFormTexts(forms, site.enquiry, kind) };
  if (kind === 'contact') {
    bundles.catalog = {
      products: Object.fromEntries(
        Object.entries(catalog.products).map(([key, { name }]) => [key, { name }]),
      ),
      product: { quoteMessage: catalog.product.quoteMessage },
    };
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(bundles))});\n`;
}

/**
 * Each language's product search index (D23, D25): Pagefind's files for the `search` page, in a
 * folder of the build's assets named by their hash, so they are cached for good like every
 * built asset and fetched from the site itself (the CSP's `'self'`).
 */
async function searchIndexFiles(site: ResolvedSite): Promise<Map<Lang, SearchIndexFiles>> {
  const details = await site.productDetails();
  const indexes = new Map<Lang, SearchIndexFiles>();
  try {
    for (const { code: lang } of site.languages.list) {
      const texts = (
        (await textsOf(site, lang)) as { catalog: Parameters<typeof buildSearchIndex>[0]['texts'] }
      ).catalog;
      indexes.set(
        lang,
        await pagefindIndex(
          buildSearchIndex({
            lang,
            catalog: site.catalog,
            texts,
            details,
            suppliers: site.suppliers,
            productPath: site.routes.productPath,
          }),
        ),
      );
    }
  } finally {
    await closePagefind();
  }
  return indexes;
}

/**
 * `virtual:defne/site`: the resolved config (`resolveSite`) as a module of the site's bundle. The
 * site's config module is imported as it is, for what only code can carry (the route map, the
 * catalogue, the texts' loaders, components); each value the build filled in is written either
 * as a reference to the value it was filled from (`stats` from `config.company.stats`) or, plain
 * data, as a literal. Pages thus read one object, never a default of their own.
 */
export function resolvedSiteModule(file: string, given: SiteConfig, site: ResolvedSite): string {
  // The config's own values by spreading it (fewer bytes on every page), then what the build
  // filled in or changed. The kit's default languages are core's own object, which the pages'
  // code carries already: a site that names none gets no copy of them.
  // Compared by value: the config's build may load core apart from this plugin.
  const kitLanguages = JSON.stringify(site.languages) === JSON.stringify(defaultLanguages);
  const filled = Object.entries(site)
    .filter(([key, value]) => value !== (given as Record<string, unknown>)[key])
    .map(
      ([key, value]) =>
        `${JSON.stringify(key)}: ${
          key === 'languages' && kitLanguages
            ? 'defaultLanguages'
            : valueExpression(
                value,
                (given as Record<string, unknown>)[key],
                `config[${JSON.stringify(key)}]`,
                given,
              )
        }`,
    );
  return [
    `import config from ${JSON.stringify(file)};`,
    ...(kitLanguages ? ["import { defaultLanguages } from '@defne/core';"] : []),
    `export default { ...config, ${filled.join(', ')} };`,
    '',
  ].join('\n');
}

/** Where `value` is in the given config (an object or function of it), as an expression. */
function findIn(value: unknown, node: unknown, expression: string, depth: number): string | null {
  if (node === value) return expression;
  if (depth === 0 || node === null || typeof node !== 'object') return null;
  for (const [key, child] of Object.entries(node)) {
    const found = findIn(value, child, `${expression}[${JSON.stringify(key)}]`, depth - 1);
    if (found) return found;
  }
  return null;
}

/** An expression of `value`, whose counterpart in the given config is `given` at `expression`. */
function valueExpression(
  value: unknown,
  given: unknown,
  expression: string,
  config: unknown,
): string {
  if (value === given && value !== undefined) return expression;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  const found = findIn(value, config, 'config', 3);
  if (found) return found;
  if (isKitDefault(value)) return String(value);
  const child = (key: string | number) =>
    valueExpression(
      (value as Record<string, unknown>)[key],
      (given as Record<string, unknown> | undefined)?.[key],
      `${expression}[${JSON.stringify(key)}]`,
      config,
    );
  if (Array.isArray(value)) return `[${value.map((_, index) => child(index)).join(', ')}]`;
  if (Object.getPrototypeOf(value) === Object.prototype)
    return `{ ${Object.keys(value as object)
      .map((key) => `${JSON.stringify(key)}: ${child(key)}`)
      .join(', ')} }`;
  throw new Error(
    `The site's resolved config has a value at ${expression} that is neither plain data nor a value of the config`,
  );
}

/**
 * The fields of the config the browser's pages read, written as literals into the browser's
 * `virtual:defne/site`: settings, no content. The company, route map, catalogue, suppliers,
 * statistics, product details, media and origin stay with the build (the pages' loaders hand
 * each page what it shows of them).
 */
const BROWSER_DATA_FIELDS = [
  'languages',
  'languageLabels',
  'logo',
  'headLinks',
  'navigation',
  'popular',
  'copyrightYear',
  'enquiry',
  'search',
  'tokens',
  'productImageSize',
  'galleryExtras',
] as const;

/** The browser's fields that may hold code (components, icons): read from the config's module. */
const BROWSER_CODE_FIELDS = ['components', 'sectorIcons'] as const;

/** Whether a value is data a literal can carry (no functions, symbols or React elements). */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  if (Object.getOwnPropertySymbols(value).length) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * `virtual:defne/site` of the browser's build: the config's settings as literals, the texts as
 * loaders of modules the plugin writes (`virtual:defne/site-texts/{lang}`), and the fields that
 * hold code (`components`, `sectorIcons`) from a copy of the config's module that keeps them and
 * the imports they use alone (`configPartsModule`), so the site's content module is never part
 * of a page's script.
 */
export function browserSiteModule(
  file: string,
  site: ResolvedSite,
): { module: string; partsFallback: string | null } {
  const data = Object.fromEntries(
    BROWSER_DATA_FIELDS.filter((key) => site[key] !== undefined).map((key) => [key, site[key]]),
  );
  for (const [key, value] of Object.entries(data))
    if (!isPlainData(value))
      throw new Error(`The site's config has a value at ${key} that is not plain data`);
  const code = BROWSER_CODE_FIELDS.filter((key) => !isPlainData(site[key]));
  const plainCode = Object.fromEntries(
    BROWSER_CODE_FIELDS.filter((key) => !code.includes(key) && site[key] !== undefined).map(
      (key) => [key, site[key]],
    ),
  );
  const partsFallback = code.length && !configPartsReadable(file, code) ? code.join(' and ') : null;
  const texts = site.languages.list.map(
    ({ code: lang }) =>
      `${JSON.stringify(lang)}: () => import(${JSON.stringify(SITE_TEXTS_MODULE + lang)}).then((m) => m.default)`,
  );
  const lines = [
    ...(code.length
      ? [
          partsFallback
            ? `import parts from ${JSON.stringify(file)};`
            : `import parts from ${JSON.stringify(SITE_PARTS_MODULE)};`,
        ]
      : []),
    `export default {`,
    `  ...JSON.parse(${JSON.stringify(JSON.stringify({ ...data, ...plainCode }))}),`,
    ...code.map((key) => `  ${JSON.stringify(key)}: parts[${JSON.stringify(key)}],`),
    `  texts: { ${texts.join(', ')} },`,
    `};`,
    '',
  ];
  return { module: lines.join('\n'), partsFallback };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifiers (and JSX names) an expression uses, property keys aside. */
function namesIn(node: unknown, names: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) namesIn(child, names);
    return;
  }
  const n = node as Node;
  if ((n.type === 'Identifier' || n.type === 'JSXIdentifier') && typeof n.name === 'string')
    names.add(n.name);
  for (const [key, child] of Object.entries(n)) {
    // A property's key names no binding (`{ crate: boxes }` uses `boxes` only).
    if (key === 'key' && (n.type === 'Property' || n.type === 'MethodDefinition') && !n.computed)
      continue;
    if (key !== 'type') namesIn(child, names);
  }
}

interface ConfigParts {
  /** Each field's expression, as written in the config. */
  fields: [string, string][];
  /** The import declarations the fields use, each with only the bindings they use. */
  imports: string[];
}

/**
 * `fields` of the config's default export (`defineSite({ … })` or a plain object) and the imports
 * they use, read with the parser Vite gives plugins; null when the config is written another way
 * (a spread, a value made in the module itself), which the build then takes whole.
 */
function configParts(file: string, fields: readonly string[]): ConfigParts | null {
  const source = readFileSync(file, 'utf8');
  const { program } = parseSync(file, source) as unknown as { program: { body: Node[] } };
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  // The parser counts in UTF-16 code units or in bytes (a config has Turkish letters in its
  // comments): whichever finds `export` where the export starts.
  const bytes = Buffer.from(source);
  const utf16 = !exported || source.startsWith('export', exported.start);
  const text = (node: Node) =>
    utf16 ? source.slice(node.start, node.end) : bytes.subarray(node.start, node.end).toString();
  let expression = exported?.declaration as Node | undefined;
  while (
    expression &&
    ['TSAsExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression'].includes(expression.type)
  )
    expression = expression.expression as Node;
  if (expression?.type === 'CallExpression') expression = (expression.arguments as Node[])[0];
  if (expression?.type !== 'ObjectExpression') return null;
  const result: ConfigParts = { fields: [], imports: [] };
  const used = new Set<string>();
  for (const property of expression.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) return null;
    const key = property.key as Node & { name?: string; value?: string };
    const name = key.name ?? key.value ?? '';
    if (!fields.includes(name)) continue;
    result.fields.push([name, text(property.value as Node)]);
    namesIn(property.value, used);
  }
  const imported = new Set<string>();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const specifiers = (node.specifiers as Node[]).filter(
      (s) => used.has((s.local as { name: string }).name) && s.importKind !== 'type',
    );
    if (!specifiers.length) continue;
    const from = (node.source as { value: string }).value;
    const named = specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => text(s));
    const other = specifiers.filter((s) => s.type !== 'ImportSpecifier').map((s) => text(s));
    for (const s of specifiers) imported.add((s.local as { name: string }).name);
    const bindings = [...other, ...(named.length ? [`{ ${named.join(', ')} }`] : [])].join(', ');
    // The copy is a module of its own: a relative import is made absolute, from the config's folder.
    const target = from.startsWith('.') ? resolve(dirname(file), from) : from;
    result.imports.push(`import ${bindings} from ${JSON.stringify(target)};`);
  }
  // A value made in the config's module itself (not imported) cannot be copied apart from it.
  const declared = new Set<string>();
  for (const node of program.body) {
    const declaration = (node.type === 'ExportNamedDeclaration' ? node.declaration : node) as
      Node | undefined;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration')
      for (const d of declaration.declarations as Node[]) namesIn(d.id, declared);
    else if (
      (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
      declaration.id
    )
      namesIn(declaration.id, declared);
  }
  if ([...used].some((name) => declared.has(name) && !imported.has(name))) return null;
  return result;
}

function configPartsReadable(file: string, fields: readonly string[]): boolean {
  return configParts(file, fields) !== null;
}

/**
 * The copy of the config's module that the browser's `virtual:defne/site` takes its code-holding
 * fields from: those fields and the imports they use, and nothing else of the config (so not
 * its content). TypeScript and JSX are compiled as the config's own module would be.
 */
export async function configPartsModule(
  file: string,
  fields: readonly string[],
): Promise<string | null> {
  const parts = configParts(file, fields);
  if (!parts) return null;
  const code = [
    ...parts.imports,
    `export default { ${parts.fields.map(([name, value]) => `${JSON.stringify(name)}: ${value}`).join(', ')} };`,
    '',
  ].join('\n');
  const compiled = await transformWithOxc(code, `${file}.parts.tsx`, {
    lang: 'tsx',
    jsx: { runtime: 'automatic' },
  });
  return compiled.code;
}

export { sitemapFiles };
