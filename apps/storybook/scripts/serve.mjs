#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) on 127.0.0.1 for the story tests and the
// first-story benchmark. Storybook has no `serve` command of its own; this is all it needs.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
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
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 6106);
  await serveStorybook(port);
  console.log(`Storybook on http://127.0.0.1:${port}/`);
}
