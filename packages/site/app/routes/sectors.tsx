import { site } from '../site-config';
import {
  categories,
  getProduct,
  pagePath,
  productPath,
  routes,
  sectorPath,
} from '../content.server';
import { use, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage, routeMeta } from '@defne/site';
import { requestPath } from '@defne/site/server';
import { headFor, media, pick, server } from '../site.server';
import { loaderImage } from '../media/loader-images.server';
import { productView } from '../pages/product/view.server';
import { galleryOf } from '../pages/product/view';
import { packGrid, pageLinks, shownKeys } from '../pages/sectors/grid-data';
import pageStyles from '../pages/product/ProductPage.module.css';
import gridStyles from './sectors.module.css';
import type * as PageModule from '../pages/product/ProductPage';
import type * as GridModule from '../pages/sectors/SectorGrid';
import type * as PagerModule from '../pages/sectors/SectorPager';

/**
 * The catalogue texts a grid needs: no product's texts (the names travel with the grid's
 * catalogue, the descriptions come per product), and the description of the sector shown only
 * (the others come with their own pages' data when the visitor goes there; every sector's title
 * and badge stay, for the tiles and search results).
 */
function gridTexts(
  catalog: ReturnType<typeof pick>[string],
  shown: string | null,
  needs: { pages: boolean; search: boolean },
) {
  const {
    product: _actions,
    modal: _modal,
    products: _products,
    pagination,
    viewSector,
    searchEverywhere,
    ...rest
  } = catalog;
  return {
    catalog: {
      ...rest,
      // A page's own words only (D25): the page links where the sector has pages, the link to a
      // whole sector on the sectors page, the site search's link where there is one.
      ...(needs.pages ? { pagination } : {}),
      ...(shown === null ? { viewSector } : {}),
      ...(needs.search ? { searchEverywhere } : {}),
      categories: Object.fromEntries(
        Object.entries(catalog.categories as Record<string, { description?: string }>).map(
          ([id, { description, ...texts }]) => [
            id,
            id === shown && description !== undefined ? { ...texts, description } : texts,
          ],
        ),
      ),
    },
  };
}

// One route per language serves the sectors list, each sector's pages and each product (D17): a
// product opened from the grid is the same page with its modal open, so the grid and its state
// stay.
export async function loader({ request }: LoaderFunctionArgs) {
  // An unknown address under the sectors folder (and its prerendered `{folder}/404`): the 404
  // page in the folder's language, rendered by this route so the page hydrates against it.
  if (!routes.matchPath(requestPath(request))) {
    return { mode: 'notFound' as const, ...server.notFoundData(request, ['notFound']) };
  }
  const match = server.routeOf(request);
  if (match.kind === 'product') {
    const view = productView(match.product, match.lang);
    const main = galleryOf(view)[0];
    return {
      mode: 'product' as const,
      lang: match.lang,
      head: headFor(match.path, main ? { image: { src: main.src, alt: view.name } } : {}),
      product: view,
    };
  }
  const { catalog: texts } = pick(match.lang, ['catalog']);
  const { lang } = match;
  const sector = match.kind === 'sector' ? match.category : null;
  const page = match.kind === 'sector' ? (match.page ?? 1) : 1;
  const shown = shownKeys(routes, categories, sector, page);
  // The site's full-text search, for what the page's own search does not find on it.
  const searchPage =
    site.search !== false && routes.pageIds.includes('search') ? pagePath('search', lang) : null;
  return {
    mode: 'grid' as const,
    lang,
    path: match.path,
    category: sector,
    // A sector's place among its pages; its links are the route map's (`sectorPath`).
    paging:
      sector && routes.sectorPageCount(sector) > 1
        ? {
            page,
            count: routes.sectorPageCount(sector),
            hrefs: pageLinks(page, routes.sectorPageCount(sector), (n) =>
              sectorPath(sector, lang, n),
            ),
          }
        : null,
    head: headFor(match.path),
    resources: gridTexts(texts, sector, {
      pages: sector !== null && routes.sectorPageCount(sector) > 1,
      search: searchPage !== null,
    }),
    // The products the page shows, with their links in this language and each card's
    // thumbnail, compact (media/compact.ts); a product's gallery comes with the product's own
    // data. Packed (pages/sectors/grid-data.ts). The tiles name every sector with its count.
    catalog: packGrid(
      {
        path: pagePath('sectors', lang),
        categories: categories.map(({ id, icon, itemCount }) => ({
          id,
          icon,
          itemCount,
          href: sectorPath(id, lang),
        })),
        products: shown.map((key) => {
          const { category } = getProduct(key)!;
          return { key, category, href: productPath(key, lang), name: texts.products[key]!.name };
        }),
      },
      Object.fromEntries(
        shown.map((key) => [key, loaderImage(media.productThumbnail(getProduct(key)!))]),
      ),
    ),
    quoteList: routes.pageIds.includes('quote') ? pagePath('quote', lang) : null,
    searchPage,
  };
}

export const meta = routeMeta;

type Data = Awaited<ReturnType<typeof loader>>;
export type GridData = Extract<Data, { mode: 'grid' }>;

// The grid and the product page are chunks of their own: a product page loaded directly needs
// none of the grid's search, tiles and cards, nor a sector page the product page. Each part's
// element names its chunk (`data-chunk`), which the build adds to the page's preloads, so a page's
// part arrives with the route module; were it still missing at the first render, hydration would
// wait for it with the server HTML in place. The other part loads when a navigation first needs
// it: React Router navigates in a transition, which keeps the current page until it has come.
// Their stylesheets stay this route's, in the page's own CSS before any script runs.
let gridModule: typeof GridModule | undefined;
let pageModule: typeof PageModule | undefined;
let gridLoading: Promise<typeof GridModule> | undefined;
let pageLoading: Promise<typeof PageModule> | undefined;
const loadGrid = () =>
  (gridLoading ??= import('../pages/sectors/SectorGrid').then((m) => (gridModule = m)));
const loadPage = () =>
  (pageLoading ??= import('../pages/product/ProductPage').then((m) => (pageModule = m)));
// A sector of more than one page links them (D25): a part of its own, which a site whose sectors
// each fit one page never loads.
let pagerModule: typeof PagerModule | undefined;
let pagerLoading: Promise<typeof PagerModule> | undefined;
const loadPager = () =>
  (pagerLoading ??= import('../pages/sectors/SectorPager').then((m) => (pagerModule = m)));
function Pager(props: Parameters<typeof PagerModule.SectorPager>[0]) {
  const { SectorPager } = pagerModule ?? use(loadPager());
  return <SectorPager {...props} />;
}

// A prerendered page's part (its element's `data-chunk`, which the build preloaded with the page)
// starts loading as this module runs, not at React's first render: already fetched, it is then
// usually at hand for that render, which otherwise suspends and hydrates again when it comes.
const partLoaders: Record<string, () => Promise<unknown>> = {
  SectorGrid: loadGrid,
  ProductPage: loadPage,
  SectorPager: loadPager,
};
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll('main [data-chunk]')) {
    void partLoaders[element.getAttribute('data-chunk') ?? '']?.();
  }
}

export default function Sectors() {
  const data = useLoaderData<typeof loader>();
  const [grid, setGrid] = useState<GridData | null>(data.mode === 'grid' ? data : null);
  if (data.mode === 'grid' && data !== grid) setGrid(data);

  if (data.mode === 'notFound') {
    return <NotFoundPage lang={data.lang ?? site.languages.default} />;
  }
  if (!grid) {
    // A product URL loaded directly (or reached from another language): the product's own page.
    if (data.mode !== 'product') return null;
    const { ProductPage } = pageModule ?? use(loadPage());
    return <ProductPage view={data.product} styles={pageStyles as PageModule.ProductPageClasses} />;
  }
  const { SectorGrid } = gridModule ?? use(loadGrid());
  return (
    <SectorGrid
      grid={grid}
      product={data.mode === 'product' ? data.product : null}
      styles={gridStyles as GridModule.SectorGridClasses}
      Pager={Pager}
    />
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
