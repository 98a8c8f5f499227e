import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { languages, pagePaths, type PageId } from '@defne/content';

// Every path comes from the content route map, so the Turkish and English twins always pair.
const pageModules: Record<Exclude<PageId, 'home'>, string> = {
  about: 'routes/about.tsx',
  corporate: 'routes/about.tsx',
  mission: 'routes/about.tsx',
  vision: 'routes/about.tsx',
  sectors: 'routes/sectors.tsx',
  suppliers: 'routes/suppliers.tsx',
  contact: 'routes/contact.tsx',
  privacy: 'routes/privacy.tsx',
};

export default [
  index('routes/home.tsx'),
  // The English home of its own (D14): '/' stays the shared, preference-driven home.
  route(pagePaths.home.en, 'routes/home.tsx', { id: 'home.en' }),
  ...Object.entries(pageModules).flatMap(([page, file]) =>
    languages.map((lang) =>
      route(pagePaths[page as PageId][lang], file, { id: `${page}.${lang}` }),
    ),
  ),
  ...languages.map((lang) =>
    route(`${pagePaths.sectors[lang]}/:slug`, 'routes/sectors.tsx', { id: `sector.${lang}` }),
  ),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
