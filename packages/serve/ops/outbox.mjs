// Starts the local EmailJS-compatible outbox (`@defne/outbox`, decision D4) beside the served
// site, so the forms of a locally served build can send. Production talks to EmailJS itself.
//
// Integration point with @defne/outbox: its CLI `src/cli.mjs start` (package bin `defne-outbox`).
// It listens where the build's forms post: the enquiry origin postbuild recorded in the build's
// manifest (build/serving/headers.json, from VITE_EMAILJS_ORIGIN, default http://127.0.0.1:4174),
// the one address the pages' CSP lets them post to. OUTBOX_PORT that names another port is refused
// with both addresses named, rather than an outbox the forms never reach.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createConnection } from 'node:net';
import { MANIFEST_PATH } from '../build-steps/headers.mjs';
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
 * The origin the build in `build` posts its forms to, as postbuild recorded it in the build's
 * manifest (`enquiryOrigin`; a manifest from before it names the same origin first in
 * `connectOrigins`), or null for a build without the manifest (no `defne-site postbuild`).
 * @param {string} build the site's build folder
 * @returns {string | null}
 */
export function builtEnquiryOrigin(build) {
  const file = join(build, MANIFEST_PATH);
  if (!existsSync(file)) return null;
  /** @type {{ enquiryOrigin?: unknown, connectOrigins?: unknown }} */
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const origin =
    manifest.enquiryOrigin ??
    (Array.isArray(manifest.connectOrigins) ? manifest.connectOrigins[0] : undefined);
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

/** Host names that reach this machine: a build posting to one of them posts to the local outbox. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * @typedef {object} OutboxPlan
 * @property {number} [port] where the outbox listens; absent when no outbox is started
 * @property {string} [host] its address (OUTBOX_HOST)
 * @property {string} [skip] why none is started
 */

/**
 * Where the local outbox must listen for a build whose forms post to `origin`: on that origin's
 * port when it is a loopback address; none when the forms post elsewhere (EmailJS). OUTBOX_PORT
 * may only repeat the build's port: another one would start an outbox the forms never reach, so it
 * throws, naming both addresses and both ways out. Without a recorded origin (a build without
 * postbuild), OUTBOX_PORT or 4174.
 * @param {Record<string, string | undefined>} env OUTBOX, OUTBOX_PORT
 * @param {string | null} origin `builtEnquiryOrigin`
 * @returns {OutboxPlan}
 */
export function outboxPlan(env, origin) {
  if (env.OUTBOX === 'off' || env.OUTBOX === '0') return { skip: 'OUTBOX=off' };
  const given = env.OUTBOX_PORT?.trim() ? env.OUTBOX_PORT.trim() : undefined;
  if (given !== undefined && !/^\d{1,5}$/.test(given)) {
    throw new Error(`OUTBOX_PORT must be a port number, got "${given}"`);
  }
  if (origin === null) return { port: Number(given ?? DEFAULT_OUTBOX_PORT) };
  let url;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(
      `the build's enquiry origin is not a URL: "${origin}" (build/${MANIFEST_PATH})`,
    );
  }
  const asked =
    given === undefined
      ? ''
      : `, but OUTBOX_PORT=${given} asks for the outbox on http://127.0.0.1:${given}`;
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    if (given !== undefined) {
      throw new Error(
        `this build's forms post to ${url.origin}${asked}, which they cannot reach: leave OUTBOX_PORT out, ` +
          `or build again for the local outbox (ENQUIRY_TARGET=local VITE_EMAILJS_ORIGIN=http://127.0.0.1:${given})`,
      );
    }
    return {
      skip: `this build's forms post to ${url.origin}, not to a local outbox: none started`,
    };
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (given !== undefined && Number(given) !== port) {
    throw new Error(
      `this build's forms post to ${url.origin} (VITE_EMAILJS_ORIGIN when it was built)${asked}: ` +
        `leave OUTBOX_PORT out (the outbox then listens on ${url.origin}), or build again with ` +
        `VITE_EMAILJS_ORIGIN=http://127.0.0.1:${given}`,
    );
  }
  return { port, ...(url.hostname === '[::1]' ? { host: '::1' } : {}) };
}

/**
 * Starts the outbox as a child process where the build's forms post (`outboxPlan`), unless
 * OUTBOX=off, the forms post elsewhere, or one already listens on its port. A build with form
 * kinds of its own hands it their templates (`OUTBOX_TEMPLATES`, unless the environment names the
 * templates itself: OUTBOX_TEMPLATES or OUTBOX_CONFIG). Throws before starting anything when
 * OUTBOX_PORT names another address than the build posts to.
 * @param {{ env?: Record<string, string | undefined>, log?: (message: string) => void, build?: string, plan?: OutboxPlan }} [options]
 *   OUTBOX, OUTBOX_PORT and the child's environment; where messages go; the site's build folder;
 *   the plan when the caller made it already (to refuse before it started its own server)
 * @returns {Promise<import('node:child_process').ChildProcess | null>}
 */
export async function startOutbox({
  env = process.env,
  log = console.log,
  build = buildDir,
  plan = outboxPlan(env, builtEnquiryOrigin(build)),
} = {}) {
  if (plan.port === undefined) {
    if (plan.skip && plan.skip !== 'OUTBOX=off') log(`[outbox] ${plan.skip}`);
    return null;
  }
  const { port } = plan;
  const cli = outboxCli();
  if (!cli || !existsSync(cli)) {
    log(`[outbox] @defne/outbox is not installed here: the forms of the local site cannot send`);
    return null;
  }
  const templates = outboxTemplates(build);
  if (await portInUse(port, plan.host)) {
    log(`[outbox] something already listens on ${plan.host ?? '127.0.0.1'}:${port}: using it`);
    if (templates)
      log(`[outbox] it must take this site's templates: OUTBOX_TEMPLATES=${templates.join(',')}`);
    return null;
  }
  const childEnv = outboxEnv(env, port, templates);
  if (plan.host && !env.OUTBOX_HOST) childEnv.OUTBOX_HOST = plan.host;
  const child = spawn(process.execPath, [cli, 'start'], { env: childEnv, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && code !== 0) log(`[outbox] exited with ${signal ?? code}`);
  });
  return child;
}
