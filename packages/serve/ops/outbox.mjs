// Starts the local EmailJS-compatible outbox (`@defne/outbox`, decision D4) beside the served
// site, so the forms of a locally served build can send. Production talks to EmailJS itself.
//
// Integration point with @defne/outbox: its CLI `src/cli.mjs start` (package bin `defne-outbox`).
// The port goes in as OUTBOX_PORT (default 4174); the site must be built with
// VITE_EMAILJS_ORIGIN=http://127.0.0.1:<that port> for the forms (and the CSP's connect-src) to
// point at it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createConnection } from 'node:net';
import { buildDir, siteDir } from '../shared/site-dir.mjs';

/**
 * The outbox's command line: the site's own `@defne/outbox` when it has one, else the kit's
 * (a dependency of `@defne/serve`, so `defne-site start` gives every site its local outbox).
 * @returns {string | null} the CLI file, or null when neither has the outbox
 */
export function outboxCli() {
  for (const from of [join(siteDir, 'package.json'), import.meta.url]) {
    try {
      const pkgFile = createRequire(from).resolve('@defne/outbox/package.json');
      const { bin } = JSON.parse(readFileSync(pkgFile, 'utf8'));
      const file = typeof bin === 'string' ? bin : Object.values(bin ?? {})[0];
      if (file) return join(dirname(pkgFile), file);
    } catch {
      // not installed there: try the next place
    }
  }
  return null;
}
export const DEFAULT_OUTBOX_PORT = 4174;

/**
 * Whether something accepts connections on a loopback port.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Beside build/client, written by the build of a site with form kinds of its own (`enquiry.forms`;
 * `writeOutboxTemplates` of @defne/site/vite, which names the same file): the templates its forms send to.
 */
export const OUTBOX_TEMPLATES_FILE = 'outbox-templates.json';

/**
 * The templates the outbox must take for the build in `build`: its forms' (`OUTBOX_TEMPLATES_FILE`),
 * or null for a build without form kinds of its own (the outbox's defaults are the kit's two).
 * @param {string} build the site's build folder
 * @returns {string[] | null}
 */
export function outboxTemplates(build) {
  const file = join(build, OUTBOX_TEMPLATES_FILE);
  if (!existsSync(file)) return null;
  const templates = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(templates) || !templates.every((t) => typeof t === 'string' && t !== '')) {
    throw new Error(`${file} must list template ids, got ${JSON.stringify(templates)}`);
  }
  return templates;
}

/**
 * The outbox's environment: the site's, with the outbox's port and, for a build with form kinds of
 * its own, their templates (unless the environment names the templates itself: OUTBOX_TEMPLATES,
 * or a file of settings, OUTBOX_CONFIG).
 * @param {Record<string, string | undefined>} env
 * @param {number} port
 * @param {readonly string[] | null} templates the build's (`outboxTemplates`)
 * @returns {Record<string, string | undefined>}
 */
export function outboxEnv(env, port, templates) {
  /** @type {Record<string, string | undefined>} */
  const childEnv = { ...env, OUTBOX_PORT: String(port) };
  delete childEnv.PORT; // the site's port, not the outbox's
  if (templates && !env.OUTBOX_TEMPLATES && !env.OUTBOX_CONFIG) {
    childEnv.OUTBOX_TEMPLATES = templates.join(',');
  }
  return childEnv;
}

/**
 * Starts the outbox as a child process unless OUTBOX=off or one already listens on its port. A
 * build with form kinds of its own hands it their templates (`OUTBOX_TEMPLATES`, unless the
 * environment names the templates itself: OUTBOX_TEMPLATES or OUTBOX_CONFIG).
 * @param {{ env?: Record<string, string | undefined>, log?: (message: string) => void, build?: string }} [options]
 *   OUTBOX, OUTBOX_PORT and the child's environment; where messages go; the site's build folder
 * @returns {Promise<import('node:child_process').ChildProcess | null>}
 */
export async function startOutbox({ env = process.env, log = console.log, build = buildDir } = {}) {
  if (env.OUTBOX === 'off' || env.OUTBOX === '0') return null;
  const port = Number(env.OUTBOX_PORT ?? DEFAULT_OUTBOX_PORT);
  const cli = outboxCli();
  if (!cli || !existsSync(cli)) {
    log(`[outbox] @defne/outbox is not installed here: the forms of the local site cannot send`);
    return null;
  }
  const templates = outboxTemplates(build);
  if (await portInUse(port)) {
    log(`[outbox] something already listens on 127.0.0.1:${port}: using it`);
    if (templates)
      log(`[outbox] it must take this site's templates: OUTBOX_TEMPLATES=${templates.join(',')}`);
    return null;
  }
  const childEnv = outboxEnv(env, port, templates);
  const child = spawn(process.execPath, [cli, 'start'], { env: childEnv, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && code !== 0) log(`[outbox] exited with ${signal ?? code}`);
  });
  return child;
}
