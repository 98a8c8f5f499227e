// The site the serving layer works on: the folder its commands run in (a site's package, as pnpm
// runs its scripts), or SITE_DIR. Its build is React Router's: build/client holds the static files.
import { join, resolve } from 'node:path';

export const siteDir = resolve(process.env.SITE_DIR ?? process.cwd());
export const buildDir = join(siteDir, 'build');
export const clientDir = join(buildDir, 'client');
