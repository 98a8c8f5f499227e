// The site the serving layer works on (`siteDir` of @defne/site: the folder the command runs in,
// or SITE_DIR). Its build is React Router's: build/client holds the static files.
import { join } from 'node:path';
import { siteDir } from '@defne/site/picture-step';

export { siteDir };
export const buildDir = join(siteDir, 'build');
export const clientDir = join(buildDir, 'client');
