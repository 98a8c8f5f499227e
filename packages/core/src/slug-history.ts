import type { Lang, Localized } from './types';
import { languages } from './route-map';

/** Earlier slugs per language, oldest first. */
export type PreviousSlugs = { readonly [L in Lang]?: readonly string[] };

/** What a site's data keeps of its published addresses (generated from its data files). */
export interface SlugHistory {
  /** Earlier slugs of sectors, by sector id (sectors never renamed may be left out). */
  readonly sectors: Readonly<Record<string, PreviousSlugs>>;
  /**
   * Earlier slugs of products, by product key, and the sectors a product was in before
   * (`sectors`): products never renamed or moved may be left out.
   */
  readonly products: Readonly<
    Record<string, PreviousSlugs & { readonly sectors?: readonly string[] }>
  >;
  /** Products taken out of the catalogue, with their sector and last slugs. */
  readonly removed: readonly {
    readonly key: string;
    readonly sector: string;
    readonly slug: Localized;
  }[];
}

/** A permanent redirect (301) from an address once published to the current one. */
export interface SlugRedirect {
  readonly from: string;
  readonly to: string;
}

/** The route helpers `createSlugRedirects` needs (a `createRouteMap` map fits). */
export interface SlugRedirectRoutes<C extends string> {
  sectorPath(id: C, lang: Lang): string;
  productPath(key: string, lang: Lang): string;
  readonly prerenderPaths: readonly string[];
  /** The site's language codes (a route map's). @default the kit's default languages */
  readonly languages?: readonly Lang[];
}

/**
 * Every address a site once published that now lives elsewhere, in both languages, each going
 * straight to today's address (no chains): a product's earlier slugs → its page; a sector's
 * earlier slugs → its page, and its products' addresses (current and earlier slugs) under that
 * old sector slug → their pages; a product moved to another sector: its addresses under each
 * sector it was in (current and earlier slugs of both) → its page; a removed product's address, under its sector's current and
 * earlier slugs → the sector page (301 rather than 410: a visitor from an old e-mail or search
 * result still lands on the nearest thing the company sells, and search engines move the page's
 * standing to the sector). A `from` that is a current address is never listed.
 */
export function createSlugRedirects<C extends string>(
  routes: SlugRedirectRoutes<C>,
  products: readonly { readonly key: string; readonly category: C }[],
  history: SlugHistory,
): SlugRedirect[] {
  const current = new Set(routes.prerenderPaths);
  const seen = new Set<string>();
  const out: SlugRedirect[] = [];
  const add = (from: string, to: string) => {
    if (from === to || current.has(from) || seen.has(from)) return;
    seen.add(from);
    out.push({ from, to });
  };
  const sectorIds = [
    ...new Set<C>(products.map((p) => p.category)),
    ...(Object.keys(history.sectors) as C[]),
    ...Object.values(history.products).flatMap((h) => (h.sectors ?? []) as C[]),
    ...history.removed.map((r) => r.sector as C),
  ];
  for (const lang of routes.languages ?? languages) {
    for (const sector of new Set(sectorIds)) {
      let sectorPath: string;
      try {
        sectorPath = routes.sectorPath(sector, lang);
      } catch {
        continue;
      }
      const prefix = sectorPath.slice(0, sectorPath.lastIndexOf('/'));
      const sectorPaths = [
        sectorPath,
        ...(history.sectors[sector]?.[lang] ?? []).map((old) => `${prefix}/${old}`),
      ];
      for (const [i, base] of sectorPaths.entries()) {
        if (i > 0) add(base, sectorPath);
        for (const p of products) {
          // A product's addresses under its sector, and under each sector it was moved out of.
          if (p.category !== sector && !history.products[p.key]?.sectors?.includes(sector))
            continue;
          const to = routes.productPath(p.key, lang);
          add(`${base}/${to.slice(to.lastIndexOf('/') + 1)}`, to);
          for (const old of history.products[p.key]?.[lang] ?? []) add(`${base}/${old}`, to);
        }
        for (const r of history.removed)
          if (r.sector === sector && r.slug[lang]) add(`${base}/${r.slug[lang]}`, sectorPath);
      }
    }
  }
  return out;
}
