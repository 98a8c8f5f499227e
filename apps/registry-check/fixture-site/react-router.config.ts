import type { Config } from '@react-router/dev/config';
import { routes } from './app/content';

export default {
  ssr: false,
  prerender: [...routes.prerenderPaths],
} satisfies Config;
