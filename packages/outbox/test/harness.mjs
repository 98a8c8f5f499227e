// Serves the enquiry test page (fixtures/harness.html + an esbuild bundle of packages/site/app/enquiry).
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const dist = join(fixtures, 'dist');

/** Bundles the page's script; the EmailJS library lands in its own chunk, loaded on the first send. */
export async function buildHarness() {
  await build({
    entryPoints: [join(fixtures, 'harness-entry.ts')],
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
}

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
});

/**
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function startHarness({ port = 0 } = {}) {
  await buildHarness();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://harness').pathname;
    const file = path === '/' ? join(fixtures, 'harness.html') : normalize(join(fixtures, path));
    if (!file.startsWith(fixtures)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('Not Found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
