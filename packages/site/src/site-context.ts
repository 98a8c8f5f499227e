import type { CompanyFacts, RouteMap } from '@defne/core';
import { createContext, useContext } from 'react';

/** What the kit's pages and error boundaries know of the site, from `SiteChrome`'s props. */
export interface SiteContextValue {
  routes: RouteMap<string, string>;
  company: CompanyFacts<string>;
  /** Pages the 404 page offers as 'Popular pages'. */
  popular: readonly string[];
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site's route map, company facts and 404 links, inside `SiteChrome`. */
export function useSite(): SiteContextValue | null {
  return useContext(SiteContext);
}
