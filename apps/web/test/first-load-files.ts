// A built page's first-load scripts (its boot list), read from the build, for the tests that
// check which code a page loads first.
import { bootFiles } from '@defne/serve/build';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each file of the boot list of the page at `path` in the build's `client` folder, with its code. */
export function firstLoadFiles(client: string, path: string): { url: string; code: string }[] {
  const html = readFileSync(join(client, path, 'index.html'), 'utf8');
  const files = bootFiles(html);
  if (!files) throw new Error(`${path} has no boot data`);
  return files.map((url) => ({ url, code: readFileSync(join(client, url), 'utf8') }));
}
