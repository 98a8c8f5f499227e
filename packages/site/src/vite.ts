import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderList, type PrerenderRoutes } from './prerender';

/** Beside build/client: build-steps/redirects.mjs reads it (a test holds both names together). */
export const MOVED_ADDRESSES_FILE = 'moved-addresses.json';

/** Modules every page of a kit site runs: React, React DOM, React Router and i18next. */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

/** The group's packages (from the workspace or installed from the registry). */
export const SITE_PACKAGES = /[\\/](?:@defne|packages)[\\/](?:ui|site|core|content)[\\/]dist[\\/]/;

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

/** An address that moved: a renamed page's old path, or a removed product's, and where it lives now. */
export interface MovedAddress {
  from: string;
  to: string;
}

/**
 * React Router's `buildEnd` hook that hands the servers the addresses that moved (old slugs of
 * renamed products and sectors, removed products → their sector), so nginx, `defne-site start`
 * and the static hosts' `_redirects` answer each with a 301 in one hop. Postbuild checks the list:
 * every target must be a page of the build. In `react-router.config.ts`:
 * `buildEnd: writeMovedAddresses(slugRedirects)`.
 */
export function writeMovedAddresses(moved: readonly MovedAddress[]) {
  return ({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }): void => {
    mkdirSync(reactRouterConfig.buildDirectory, { recursive: true });
    writeFileSync(
      join(reactRouterConfig.buildDirectory, MOVED_ADDRESSES_FILE),
      `${JSON.stringify(
        moved.map(({ from, to }) => ({ from, to })),
        null,
        2,
      )}\n`,
    );
  };
}

/**
 * The React Router config of a kit site (`react-router.config.ts`): prerendered to static files
 * (`ssr: false`) from its route map, every page of both languages, the not-found pages, sitemap and
 * robots (`prerenderList`); with `moved` (the route map's `slugRedirects`), the addresses that moved
 * go to the servers as 301s (`writeMovedAddresses`).
 *
 * ```ts
 * export default siteRouterConfig(routes, { moved: slugRedirects }) satisfies Config;
 * ```
 */
export function siteRouterConfig(
  routes: PrerenderRoutes,
  options: { moved?: readonly MovedAddress[] } = {},
) {
  return {
    ssr: false as const,
    prerender: prerenderList(routes),
    ...(options.moved ? { buildEnd: writeMovedAddresses(options.moved) } : {}),
  };
}
