import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { languages, pagePaths, type PageId } from '@defne/content';

// Every path comes from the content route map, so the Turkish and English twins always pair.
const pageModules: Record<Exclude<PageId, 'home' | 'sectors'>, string> = {
  about: 'routes/about.tsx',
  corporate: 'routes/about.tsx',
  mission: 'routes/about.tsx',
  vision: 'routes/about.tsx',
  suppliers: 'routes/suppliers.tsx',
  contact: 'routes/contact.tsx',
  privacy: 'routes/privacy.tsx',
};

export default [
  index('routes/home.tsx'),
  // The English home of its own (D14): '/' stays the shared, preference-driven home.
  route(pagePaths.home.en, 'routes/home.tsx', { id: 'home.en', caseSensitive: true }),
  ...Object.entries(pageModules).flatMap(([page, file]) =>
    languages.map((lang) =>
      route(pagePaths[page as PageId][lang], file, { id: `${page}.${lang}`, caseSensitive: true }),
    ),
  ),
  // The sectors list, each sector and each product (D17): one route, so opening a product from
  // the grid keeps the grid on screen under its modal. It takes every address below its folder:
  // an unknown one is its language's 404 (prerendered at `{folder}/404`, which servers answer it
  // with), so the page hydrates against the route that rendered it (D20). Paths match case-
  // sensitively, as servers find files: `/SEKTORLER` is no page (servers redirect it).
  ...languages.map((lang) =>
    route(`${pagePaths.sectors[lang]}/*`, 'routes/sectors.tsx', {
      id: `sectors.${lang}`,
      caseSensitive: true,
    }),
  ),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
