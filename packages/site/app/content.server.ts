// The site's content as the route loaders read it at build time: the company, the route map, the
// catalogue and the suppliers. A page's component gets what it shows of them from its loader's
// data; none of this is in any page's script (the browser's `virtual:defne/site` has none of it,
// and React Router refuses a `.server` module that a page's own code still uses).
import { site } from './site-config';

const { catalog } = site;
export const { company, routes } = site;
export const { categories, products } = catalog;
export const { suppliers, stats } = site;

// The route map's and the catalogue's look-ups (closures, not methods: safe to take apart).
export const { getProduct, getCategory } = catalog;
export const { pagePath, sectorPath, productPath, langOfPath } = routes;
