import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from '@defne/content';

// Every path of both languages from the content route map, plus the 404 page, as static HTML.
export default {
  ssr: false,
  prerender: [...prerenderPaths, '/404'],
} satisfies Config;
