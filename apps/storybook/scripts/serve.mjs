#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) on 127.0.0.1 for the story tests, the first-story
// benchmark and a designer's local look. Storybook has no `serve` command of its own; this is all
// it needs. Vite's content-hashed files (assets/) are cached for good; everything else (the
// manager's unhashed bundles, index.json, the HTML) is revalidated and answered 304 when unchanged.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const builtDir = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Serves `root` (a built Storybook, storybook-static/ by default); resolves once it listens. */
export function serveStorybook(port, root = builtDir) {
  if (!existsSync(join(root, 'index.json'))) {
    throw new Error(
      'storybook-static/ is missing: run `pnpm --filter @defne/storybook build` first',
    );
  }
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    // Browsers ask for /favicon.ico on their own; Storybook ships an SVG one.
    if (path === '/favicon.ico') path = '/favicon.svg';
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = root;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    const stat = statSync(file);
    const etag = `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`;
    const hashed = relative(root, file).split(sep)[0] === 'assets';
    const headers = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 6106);
  await serveStorybook(port);
  console.log(`Storybook on http://127.0.0.1:${port}/`);
}
