// A tiny static server for the prerendered build (pnpm start, and the browser tests' webServer):
// `/x` → build/client/x, x.html or x/index.html; anything else → 404.html with status 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const root = join(import.meta.dirname, '..', 'build', 'client');
const port = Number(process.env.PORT ?? 4183);
const host = process.env.HOST ?? '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const base = join(root, clean);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const server = createServer((req, res) => {
  let pathname = '/';
  try {
    pathname = new URL(req.url ?? '/', 'http://x').pathname;
  } catch {
    // Malformed request target: 404 below.
  }
  let file = null;
  try {
    file = resolveFile(pathname);
  } catch {
    file = null;
  }
  const status = file ? 200 : 404;
  file ??= join(root, '404.html');
  const type = types[extname(file)] ?? 'application/octet-stream';
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Defne Ambalaj: http://${host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
