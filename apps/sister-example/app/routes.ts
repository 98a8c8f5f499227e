import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { languages } from '@defne/core';
import { pagePaths } from '../content/routes';

// Every path comes from the site's route map, so the Turkish and English twins always pair.
export default [
  index('routes/home.tsx'),
  ...languages.flatMap((lang) => [
    route(pagePaths.about[lang], 'routes/about.tsx', { id: `about.${lang}`, caseSensitive: true }),
    // The catalogue and every address below it: an unknown one is the folder's 404 (D20).
    route(`${pagePaths.sectors[lang]}/*`, 'routes/sectors.tsx', {
      id: `sectors.${lang}`,
      caseSensitive: true,
    }),
    route(pagePaths.contact[lang], 'routes/contact.tsx', {
      id: `contact.${lang}`,
      caseSensitive: true,
    }),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
