import type { Lang, RouteMap } from '@defne/core';
import { createContext, useContext } from 'react';
import type { ChromeContacts } from './chrome-data';

/**
 * What the kit's pages and error boundaries know of the site, from the frame's data (the root
 * loader's `chrome`): the pages' addresses and the company's contacts, not the whole route map
 * and company record, which no page's script carries.
 */
export interface SiteContextValue {
  /** The pages' and sectors' addresses in the language shown (`pagePath(id, lang)`). */
  routes: Pick<RouteMap<string, string>, 'pageIds' | 'pagePath' | 'sectorPath'>;
  company: ChromeContacts;
  /** The company's address as one line, in the language shown. */
  address: (lang: Lang) => string;
  /** Pages the 404 page offers as 'Popular pages'. */
  popular: readonly string[];
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site's route map, company facts and 404 links, inside `SiteChrome`. */
export function useSite(): SiteContextValue | null {
  return useContext(SiteContext);
}
