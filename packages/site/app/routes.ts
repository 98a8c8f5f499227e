// The kit's routes, from the site's config (`siteRouterConfig(site)` in the site's
// react-router.config.ts hands it over): every page of the route map in each language, the
// catalogue with its sectors and products, the 404 pages, sitemap and robots. A page the config's
// `pages` names is the site's own route module instead of the kit's; the page of a form kind of
// the site's own (`enquiry.forms`) is the kit's form page.
import { resolve } from 'node:path';
import { type RouteConfig, index, route } from '@react-router/dev/routes';
import type { KIT_PAGE_IDS } from '@defne/site/config';
import { configuredSite, sitemapFiles } from '@defne/site/vite';
import { loadSiteTexts } from '@defne/site/server';
import { checkSectorIcons } from './icons-check';
import { checkSiteTexts } from './texts-check';

const { site, root } = configuredSite();
checkSectorIcons(site);
const languages = site.languages.list.map((l) => l.code);

// The texts the pages of the route map show, in every language: a gap stops the build here, named.
// A site with a fallback language (D27) reads what a language lacks in it, and its build ends
// saying how much of each language is written (`reportCoverage`).
const [resolved, manifest, details] = await Promise.all([
  loadSiteTexts(site),
  site.media?.(),
  site.productDetails(),
]);
checkSiteTexts(site, resolved.texts as Parameters<typeof checkSiteTexts>[1], {
  hasMap: Boolean(manifest?.map),
  details,
});

type KitPageId = (typeof KIT_PAGE_IDS)[number];

/** The kit's page of each page id (pages of other ids need a module of the site's own). */
const kitPages: Record<KitPageId, string> = {
  home: 'routes/home.tsx',
  about: 'routes/about.tsx',
  corporate: 'routes/about.tsx',
  mission: 'routes/about.tsx',
  vision: 'routes/about.tsx',
  suppliers: 'routes/suppliers.tsx',
  contact: 'routes/contact.tsx',
  privacy: 'routes/privacy.tsx',
  sectors: 'routes/sectors.tsx',
  quote: 'routes/quote.tsx',
  search: 'routes/search.tsx',
  notFound: 'routes/not-found.tsx',
};

/** The page of each form kind of the site's own (`enquiry.forms`): the kit's form page. */
const formPages = new Map(
  Object.values(site.enquiry.forms).map((form) => [form.page, 'routes/form.tsx']),
);

function moduleOf(page: string): string {
  const own = site.pages[page];
  if (own) return resolve(root, own);
  const kit = Object.hasOwn(kitPages, page) ? kitPages[page as KitPageId] : formPages.get(page);
  if (!kit) {
    throw new Error(
      `The site's route map has a page "${page}" the kit has no page for: name its route module in the config's \`pages\` (e.g. \`pages: { ${page}: 'pages/${page}.tsx' }\`), or a form kind on it in \`enquiry.forms\``,
    );
  }
  return kit;
}

const pages = site.routes.pageIds.filter((page) => page !== 'home' && page !== 'sectors');

export default [
  index(moduleOf('home')),
  // A home of its own per language (D14) when the route map gives one; '/' stays the shared,
  // preference-driven home.
  ...languages
    .map((lang) => [lang, site.routes.pagePath('home', lang)] as const)
    .filter(([, path]) => path !== '/')
    .map(([lang, path]) =>
      route(path, moduleOf('home'), { id: `home.${lang}`, caseSensitive: true }),
    ),
  ...pages.flatMap((page) =>
    languages.map((lang) =>
      route(site.routes.pagePath(page, lang), moduleOf(page), {
        id: `${page}.${lang}`,
        caseSensitive: true,
      }),
    ),
  ),
  // The sectors list, each sector and each product (D17): one route, so opening a product from
  // the grid keeps the grid on screen under its modal. It takes every address below its folder:
  // an unknown one is its language's 404 (prerendered at `{folder}/404`, which servers answer it
  // with), so the page hydrates against the route that rendered it (D20). Servers pick a folder's
  // 404 page in any letter case (shared/resolve.mjs, `notFoundPageFor`), so this route matches in
  // any letter case too: `/SEKTORLER/x` hydrates against it. It was `caseSensitive` once, which
  // React Router's browser route table ignored until 8.5.3; since then the browser matched
  // `/URUNLER/x` to the 404 route instead and fetched its data, a 404 (found by the registry
  // check's newest-React-Router run). Servers redirect a miscased page (`/SEKTORLER`) before any
  // route sees it. The boot script writes a line break in an address as text, which a splat
  // cannot match.
  ...(site.routes.pageIds.includes('sectors')
    ? languages.map((lang) =>
        route(`${site.routes.pagePath('sectors', lang)}/*`, moduleOf('sectors'), {
          id: `sectors.${lang}`,
        }),
      )
    : []),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // Past 50,000 pages, the parts the sitemap index lists (D25).
  ...sitemapFiles(site.routes)
    .slice(1)
    .map((name) => route(name, 'routes/sitemap.ts', { id: name })),
  route('robots.txt', 'routes/robots.ts'),
  route('*', moduleOf('notFound'), { id: 'not-found' }),
] satisfies RouteConfig;
