import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { languages } from '@defne/content/core';
import { pagePaths } from '../content/routes';

// Every path comes from the site's route map, so the Turkish and English twins always pair.
export default [
  index('routes/home.tsx'),
  ...languages.flatMap((lang) => [
    route(pagePaths.about[lang], 'routes/about.tsx', { id: `about.${lang}` }),
    route(pagePaths.sectors[lang], 'routes/sectors.tsx', { id: `sectors.${lang}` }),
    route(`${pagePaths.sectors[lang]}/:slug`, 'routes/sectors.tsx', { id: `sector.${lang}` }),
    route(pagePaths.contact[lang], 'routes/contact.tsx', { id: `contact.${lang}` }),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
