import type { Config } from '@react-router/dev/config';
import { siteRouterConfig } from '@defne/site/vite';
import site from './site.config';

export default siteRouterConfig(site) satisfies Config;
