import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} OutboxConfig
 * @property {string} host            interface to listen on (default 127.0.0.1: the outbox is a local tool)
 * @property {number} port            OUTBOX_PORT, default 4174; 0 picks a free port
 * @property {string} file            OUTBOX_FILE, default <repo>/.outbox/outbox.jsonl
 * @property {string[]} publicKeys    accepted `user_id`s
 * @property {string[]} services      accepted `service_id`s
 * @property {string[]} templates     accepted `template_id`s
 * @property {string[]} allowedOrigins CORS allow-list; `*` only as a port wildcard (`http://127.0.0.1:*`)
 * @property {boolean} admin          the /__outbox/* endpoints (loopback clients only)
 * @property {number} maxBodyBytes    EmailJS caps template variables at 50 KB; so does the outbox
 * @property {boolean} quiet          no log line per enquiry
 */

export const DEFAULTS = Object.freeze({
  host: '127.0.0.1',
  port: 4174,
  publicKeys: ['local-public-key'],
  services: ['local-service'],
  templates: ['contact-form', 'short-form'],
  allowedOrigins: ['http://localhost:4173', 'http://localhost:*', 'http://127.0.0.1:*'],
  admin: true,
  maxBodyBytes: 50 * 1024,
  quiet: false,
});

/**
 * The repository root (the folder with pnpm-workspace.yaml above this package), else the cwd.
 * Installed from a registry (inside node_modules), the site being served is the cwd.
 */
export function repoRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  if (dir.split(/[\\/]/).includes('node_modules')) return process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** @param {string | undefined} value */
function list(value) {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
}

/** @param {string | undefined} value */
function flag(value) {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/**
 * Configuration from (lowest to highest precedence) the defaults, a JSON file named by
 * OUTBOX_CONFIG (same keys as OutboxConfig), the OUTBOX_* variables and `overrides`.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {Partial<OutboxConfig>} [overrides]
 * @returns {OutboxConfig}
 */
export function resolveOutboxConfig(env = process.env, overrides = {}) {
  /** @type {Partial<OutboxConfig>} */
  let fromFile = {};
  if (env.OUTBOX_CONFIG) {
    fromFile = JSON.parse(readFileSync(resolve(env.OUTBOX_CONFIG), 'utf8'));
  }
  /** @type {Partial<OutboxConfig>} */
  const fromEnv = {
    host: env.OUTBOX_HOST || undefined,
    port: env.OUTBOX_PORT ? Number(env.OUTBOX_PORT) : undefined,
    file: env.OUTBOX_FILE || undefined,
    publicKeys: list(env.OUTBOX_PUBLIC_KEYS),
    services: list(env.OUTBOX_SERVICES),
    templates: list(env.OUTBOX_TEMPLATES),
    allowedOrigins: list(env.OUTBOX_ALLOWED_ORIGINS),
    admin: flag(env.OUTBOX_ADMIN),
    quiet: flag(env.OUTBOX_QUIET),
  };
  /** @type {Record<string, unknown>} */
  const merged = { ...DEFAULTS, file: join(repoRoot(), '.outbox', 'outbox.jsonl') };
  for (const layer of [fromFile, fromEnv, overrides]) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) merged[key] = value;
    }
  }
  const config = /** @type {OutboxConfig} */ (merged);
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) {
    throw new Error(`OUTBOX_PORT must be a port number, got "${String(config.port)}"`);
  }
  if (config.allowedOrigins.includes('*')) {
    throw new Error('OUTBOX_ALLOWED_ORIGINS must list origins; a bare "*" is not allowed');
  }
  config.file = isAbsolute(config.file) ? config.file : resolve(repoRoot(), config.file);
  return config;
}

/**
 * Whether `origin` is on the allow-list. An entry may end in `:*` to allow any port of that host.
 * @param {string} origin
 * @param {readonly string[]} allowed
 */
export function isOriginAllowed(origin, allowed) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return allowed.some((entry) => {
    if (entry.endsWith(':*')) {
      const base = entry.slice(0, -2);
      return `${url.protocol}//${url.hostname}` === base;
    }
    return entry === origin;
  });
}
