// The built site as `pnpm start` serves it (the kit's static server: production headers, real
// 404s, precompressed files), started by the benches in a child process of their own.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

export const app = fileURLToPath(new URL('..', import.meta.url));
const siteBin = fileURLToPath(
  new URL('bin/defne-site.mjs', import.meta.resolve('@defne/serve/package.json')),
);

/** Whether something answers at `url`. */
export async function reachable(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to 10 s) until `origin` answers. */
export async function waitUntilUp(origin) {
  for (let i = 0; i < 100; i++) {
    if (await reachable(`${origin}/`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not start`);
}

/**
 * Spawns `defne-site start` for this app's build (or the site in `dir`: the scale bench's copy) on
 * `port` (`env` adds to the environment; the local outbox stays off unless `env.OUTBOX` says
 * otherwise). Returns the child process.
 */
export function spawnSite(port, { env = {}, stdio = 'ignore', dir = app } = {}) {
  return spawn(process.execPath, [siteBin, 'start'], {
    cwd: dir,
    env: { ...process.env, SITE_DIR: dir, PORT: String(port), OUTBOX: 'off', ...env },
    stdio,
  });
}

/** Starts the site on `port`, waits for it, and stops it when the bench exits. */
export async function serveSite(port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnSite(port);
  const stop = () => child.kill();
  process.on('exit', stop);
  await waitUntilUp(origin);
  return { origin, stop };
}

/**
 * Passes a request on to the site on `port` as it is and its answer back, with `editHeaders`
 * applied to the answer's headers (a copy); 502 if the site does not answer.
 */
export function forward(req, res, port, editHeaders = (headers) => headers) {
  const upstream = httpRequest(
    { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, editHeaders({ ...answer.headers }));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}
