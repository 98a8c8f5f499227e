// After the prerender: the 404 page becomes build/client/404.html (served with status 404 for
// every unknown path, so /404 itself is no soft 404), and nothing server-side stays in the output.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const client = join(import.meta.dirname, '..', 'build', 'client');
const prerendered404 = join(client, '404', 'index.html');
if (!existsSync(prerendered404))
  throw new Error('postbuild: build/client/404/index.html is missing');
renameSync(prerendered404, join(client, '404.html'));
rmSync(join(client, '404'), { recursive: true, force: true });
rmSync(join(import.meta.dirname, '..', 'build', 'server'), { recursive: true, force: true });
console.log('postbuild: 404.html in place');
