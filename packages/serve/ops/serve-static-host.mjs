#!/usr/bin/env node
// `defne-site serve:static-host`: the static hosts' copy of the build (build/static-host, written by
// postbuild) through Cloudflare's own local runtime: `wrangler dev` with its bundled workerd, the
// same asset handling, `_headers`, `_redirects` and 404-page rules as Cloudflare. No account and no
// network: the `request.cf` download and the usage metrics are switched off. PORT (default 4173).
// The site needs wrangler installed (a devDependency of the site: `pnpm add -D wrangler`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startOutbox } from './outbox.mjs';
import { buildDir, siteDir } from '../shared/site-dir.mjs';
import { WRANGLER_CONFIG } from '../build-steps/static-host.mjs';

/** The site's wrangler CLI, or null. */
export function wranglerCli() {
  try {
    const pkg = createRequire(join(siteDir, 'package.json')).resolve('wrangler/package.json');
    return join(dirname(pkg), 'bin', 'wrangler.js');
  } catch {
    return null;
  }
}

/** The environment that keeps `wrangler dev` on this machine. */
export const OFFLINE_WRANGLER_ENV = Object.freeze({
  CLOUDFLARE_CF_FETCH_ENABLED: 'false', // request.cf comes from workers.cloudflare.com otherwise
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: 'warn',
  NO_UPDATE_NOTIFIER: '1',
});

export async function main() {
  const config = join(buildDir, WRANGLER_CONFIG);
  if (!existsSync(config)) throw new Error(`${config} is missing: build the site first`);
  const cli = wranglerCli();
  if (!cli || !existsSync(cli))
    throw new Error('wrangler is not installed in this site: pnpm add -D wrangler');
  const port = process.env.PORT ?? '4173';
  const outbox = await startOutbox();
  const child = spawn(
    process.execPath,
    [
      cli,
      'dev',
      '--config',
      config,
      '--port',
      port,
      '--ip',
      process.env.HOST ?? '127.0.0.1',
      '--show-interactive-dev-session=false',
    ],
    { cwd: buildDir, env: { ...process.env, ...OFFLINE_WRANGLER_ENV }, stdio: 'inherit' },
  );
  const stop = () => {
    outbox?.kill('SIGTERM');
    child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    outbox?.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
