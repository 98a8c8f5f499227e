// The site the kit's commands work on: the folder they run in (a site's package, as pnpm runs its
// scripts), or SITE_DIR. The picture step reads and writes there, and @defne/serve finds the build.
import { resolve } from 'node:path';

export const siteDir = resolve(process.env.SITE_DIR ?? process.cwd());
