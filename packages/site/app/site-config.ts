// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual modules' types travel with every program that type-checks this file
/// <reference path="./virtual.d.ts" />
// The site's config as the kit's pages read it: `site.config.ts` of the site being built, which
// the kit's Vite plugin (`defneSite()` of @defne/site/vite) hands over as `virtual:defne/site`,
// checked by the build, with every default filled in (`resolveSite`). In the browser's build the
// module holds the config's settings only, none of the site's content (company, route map,
// catalogue, suppliers): the loaders read those (`content.server.ts`) and hand each page what it
// shows.
import site from 'virtual:defne/site';
import { siteConstants, type SearchTexts } from '@defne/core';
import type { IconName, IconSource } from '@defne/ui';

export { toLang, type Lang, type Product } from '@defne/core';
export type CategoryId = string;
export type ProductKey = string;
export type CatalogTexts = SearchTexts<string>;

export { site };
export const constants = siteConstants;

/** A sector's icon: the site's own (`sectorIcons`), else the name in the kit's set. */
export const sectorIcon = (name: string): IconSource =>
  site.sectorIcons[name] ?? (name as IconName);
