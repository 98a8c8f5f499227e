import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { isOriginAllowed, resolveOutboxConfig } from './config.mjs';
import { openOutboxStore } from './store.mjs';

/** @typedef {import('./config.mjs').OutboxConfig} OutboxConfig */
/** @typedef {import('./store.mjs').OutboxStore} OutboxStore */

/**
 * What the outbox does with the next sends (admin endpoint POST /__outbox/fail).
 * `times` counts the sends it applies to; absent means until told otherwise.
 * @typedef {{ mode: 'off' }
 *   | { mode: 'status'; status: number; text?: string; times?: number }
 *   | { mode: 'delay'; ms: number; times?: number }
 *   | { mode: 'drop'; afterStore?: boolean; times?: number }} FaultMode
 */

export const SEND_PATH = '/api/v1.0/email/send';
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

/** EmailJS's answers, word for word where EmailJS has one. */
export const TEXTS = Object.freeze({
  ok: 'OK',
  publicKeyRequired:
    'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  publicKeyInvalid:
    'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  serviceRequired:
    'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  serviceInvalid:
    'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
  templateRequired:
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  templateInvalid:
    'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  templateParams:
    'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/',
  badJson:
    'The request body must be JSON: {lib_version, user_id, service_id, template_id, template_params}',
  tooLarge: 'The total size of the variables must not exceed 50 Kb',
  origin: 'Forbidden: this origin is not allowed',
  host: 'Forbidden: the outbox answers only to its own address (localhost or an IP address, on its port)',
  adminFromPage:
    'Forbidden: the admin endpoints answer scripts and the address bar, not requests from a web page',
  sendForm:
    'Not Implemented: the local outbox takes /api/v1.0/email/send only (send-form is unused by the site)',
});

/** @type {Record<number, string>} */
const STATUS_TEXT = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * Whether a request's Host header names this outbox: `localhost` or an IP address, on the port it
 * listens on. A web page that points its own domain at 127.0.0.1 (DNS rebinding) is then
 * same-origin with the outbox in the browser, so no CORS rule stops it; but its requests carry
 * its domain in Host, and are refused here before anything is read or written (D21).
 * @param {string | undefined} host
 * @param {number} port
 */
export function isOwnHost(host, port) {
  if (!host) return false;
  let url;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  if (url.username || url.password || url.pathname !== '/' || `${url.host}` !== host.toLowerCase())
    return false;
  if (Number(url.port || 80) !== port) return false;
  const name = url.hostname;
  return (
    name === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    (name.startsWith('[') && name.endsWith(']'))
  );
}

/**
 * Whether a request to the admin endpoints comes from a web page: a browser names the page's
 * origin on every POST and DELETE and on a page's cross-origin reads, and says where a request
 * came from in Sec-Fetch-Site (`none` for an address typed into the address bar). Scripts and
 * tests send neither.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function fromWebPage(headers) {
  const site = headers['sec-fetch-site'];
  return headers.origin !== undefined || (site !== undefined && site !== 'none');
}

/** @param {string | undefined} address */
export function isLoopback(address) {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>} null when the body is larger than `limit`
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Starts the outbox. Resolves once it listens.
 * @param {Partial<OutboxConfig> & { env?: NodeJS.ProcessEnv; fault?: FaultMode }} [options]
 */
export async function startOutbox(options = {}) {
  const { env = process.env, fault: initialFault, ...overrides } = options;
  const config = resolveOutboxConfig(env, overrides);
  const store = await openOutboxStore(config.file);
  /** @type {FaultMode} */
  let fault = initialFault ?? faultFromEnv(env) ?? { mode: 'off' };
  const stats = { received: 0, accepted: 0, duplicates: 0, rejected: 0, injected: 0 };
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  /** Takes one use of the current fault, if any. */
  function takeFault() {
    if (fault.mode === 'off') return null;
    const current = fault;
    if (current.times !== undefined) {
      if (current.times <= 0) {
        fault = { mode: 'off' };
        return null;
      }
      current.times -= 1;
      if (current.times <= 0) fault = { mode: 'off' };
    }
    stats.injected += 1;
    return current;
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  function answer(res, status, text) {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(text);
  }

  /**
   * A 403 that keeps nothing of the request: its body is read and dropped (never parsed or
   * stored), and the connection closes after the answer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} text
   */
  function refuse(req, res, text) {
    req.resume();
    res.setHeader('connection', 'close');
    answer(res, 403, text);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  function answerJson(res, status, body) {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(body));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handleSend(req, res) {
    stats.received += 1;
    const body = await readBody(req, config.maxBodyBytes);
    if (body === null) {
      stats.rejected += 1;
      return answer(res, 413, TEXTS.tooLarge);
    }
    const injected = takeFault();
    if (injected?.mode === 'status') {
      return answer(res, injected.status, injected.text ?? STATUS_TEXT[injected.status] ?? 'Error');
    }
    if (injected?.mode === 'delay') await sleep(injected.ms);
    if (injected?.mode === 'drop' && !injected.afterStore) {
      req.socket.destroy();
      return;
    }

    /** @type {unknown} */
    let payload;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      stats.rejected += 1;
      return answer(res, 400, TEXTS.badJson);
    }
    if (!isPlainObject(payload)) {
      stats.rejected += 1;
      return answer(res, 400, TEXTS.badJson);
    }
    const { user_id: publicKey, service_id: serviceId, template_id: templateId } = payload;
    const params = payload.template_params ?? {};
    /** @type {string | null} */
    let reason = null;
    if (typeof publicKey !== 'string' || publicKey === '') reason = TEXTS.publicKeyRequired;
    else if (!config.publicKeys.includes(publicKey)) reason = TEXTS.publicKeyInvalid;
    else if (typeof serviceId !== 'string' || serviceId === '') reason = TEXTS.serviceRequired;
    else if (!config.services.includes(serviceId)) reason = TEXTS.serviceInvalid;
    else if (typeof templateId !== 'string' || templateId === '') reason = TEXTS.templateRequired;
    else if (!config.templates.includes(templateId)) reason = TEXTS.templateInvalid;
    else if (!isPlainObject(params)) reason = TEXTS.templateParams;
    if (
      reason !== null ||
      typeof serviceId !== 'string' ||
      typeof templateId !== 'string' ||
      !isPlainObject(params)
    ) {
      stats.rejected += 1;
      return answer(res, 400, reason ?? TEXTS.badJson);
    }

    const key = params.enquiry_id ?? params.idempotency_key;
    /** @type {import('./store.mjs').OutboxRecord} */
    const record = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      idempotencyKey: typeof key === 'string' && key !== '' ? key : null,
      serviceId,
      templateId,
      libVersion: typeof payload.lib_version === 'string' ? payload.lib_version : null,
      origin: req.headers.origin ?? null,
      params,
    };
    let result;
    try {
      result = await store.append(record);
    } catch (error) {
      console.error(`[outbox] could not store an enquiry: ${/** @type {Error} */ (error).message}`);
      return answer(res, 500, 'Internal Server Error');
    }
    if (result.duplicate) stats.duplicates += 1;
    else stats.accepted += 1;
    if (!config.quiet) {
      const note = result.duplicate
        ? 'duplicate of an earlier send, not stored again'
        : `stored in ${config.file}`;
      console.log(`[outbox] ${record.receivedAt} ${templateId}: ${note}`);
    }
    if (injected?.mode === 'drop') {
      // Stored and synced, but the answer is lost: what a retry must not duplicate.
      req.socket.destroy();
      return;
    }
    res.setHeader('x-outbox-duplicate', result.duplicate ? '1' : '0');
    return answer(res, 200, TEXTS.ok);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   */
  async function handleAdmin(req, res, path) {
    if (!config.admin || !isLoopback(req.socket.remoteAddress))
      return answer(res, 404, 'Not Found');
    if (path === '/__outbox/health' && req.method === 'GET') {
      return answerJson(res, 200, { ok: true, file: config.file });
    }
    if (path === '/__outbox/stats' && req.method === 'GET') return answerJson(res, 200, stats);
    if (path === '/__outbox/messages' && req.method === 'GET')
      return answerJson(res, 200, await store.readAll());
    if (path === '/__outbox/messages' && req.method === 'DELETE') {
      await store.clear();
      return answerJson(res, 200, { cleared: true });
    }
    if (path === '/__outbox/fail' && req.method === 'GET') return answerJson(res, 200, fault);
    if (path === '/__outbox/fail' && req.method === 'POST') {
      const body = await readBody(req, 4096);
      try {
        fault = parseFault(JSON.parse(body?.toString('utf8') ?? ''));
      } catch (error) {
        return answer(res, 400, /** @type {Error} */ (error).message);
      }
      return answerJson(res, 200, fault);
    }
    return answer(res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://outbox.local');
    const origin = req.headers.origin;
    const allowed = origin !== undefined && isOriginAllowed(origin, config.allowedOrigins);
    if (url.pathname.startsWith('/api/')) {
      res.setHeader('vary', 'Origin');
      if (allowed) res.setHeader('access-control-allow-origin', origin);
    }

    const route = async () => {
      const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      if (!isOwnHost(req.headers.host, port)) return refuse(req, res, TEXTS.host);
      if (url.pathname.startsWith('/__outbox/')) {
        if (fromWebPage(req.headers)) return refuse(req, res, TEXTS.adminFromPage);
        return handleAdmin(req, res, url.pathname);
      }
      if (url.pathname !== SEND_PATH && url.pathname !== SEND_FORM_PATH)
        return answer(res, 404, 'Not Found');
      if (req.method === 'OPTIONS') {
        if (!allowed) return answer(res, 403, TEXTS.origin);
        res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
        res.setHeader('access-control-allow-headers', 'Content-Type');
        res.setHeader('access-control-max-age', '600');
        if (req.headers['access-control-request-private-network'] === 'true') {
          res.setHeader('access-control-allow-private-network', 'true');
        }
        res.writeHead(204);
        return res.end();
      }
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST, OPTIONS');
        return answer(res, 405, 'Method Not Allowed');
      }
      // A browser never sends from a refused origin (its preflight fails); other clients get the same no.
      if (origin !== undefined && !allowed) return answer(res, 403, TEXTS.origin);
      if (url.pathname === SEND_FORM_PATH) return answer(res, 501, TEXTS.sendForm);
      return handleSend(req, res);
    };
    route().catch((error) => {
      console.error(`[outbox] ${/** @type {Error} */ (error).message}`);
      if (!res.headersSent) answer(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${address.port}`;

  return {
    url,
    port: address.port,
    config,
    server,
    store,
    stats,
    /** @param {FaultMode} mode */
    setFault(mode) {
      fault = parseFault(mode);
    },
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      });
      await store.close();
    },
  };
}

/**
 * Validates a fault description from the admin endpoint or the environment.
 * @param {unknown} input
 * @returns {FaultMode}
 */
export function parseFault(input) {
  if (!isPlainObject(input))
    throw new Error('fault must be an object like {"mode":"status","status":500}');
  const times = input.times;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new Error('times must be a positive integer');
  }
  /** @type {{ times?: number }} */
  const limit = times === undefined ? {} : { times };
  switch (input.mode) {
    case 'off':
      return { mode: 'off' };
    case 'status': {
      const status = input.status;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
        throw new Error('status must be an HTTP error status (400-599)');
      }
      const text = typeof input.text === 'string' ? { text: input.text } : {};
      return { mode: 'status', status, ...text, ...limit };
    }
    case 'delay': {
      const ms = input.ms;
      if (typeof ms !== 'number' || ms < 0 || ms > 600_000) throw new Error('ms must be 0-600000');
      return { mode: 'delay', ms, ...limit };
    }
    case 'drop':
      return { mode: 'drop', afterStore: input.afterStore === true, ...limit };
    default:
      throw new Error('mode must be one of off, status, delay, drop');
  }
}

/**
 * OUTBOX_FAIL as a starting fault: `500`, `429`, `status:503`, `delay:20000`, `drop`, `drop-after-store`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {FaultMode | undefined}
 */
export function faultFromEnv(env) {
  const value = env.OUTBOX_FAIL?.trim();
  if (!value || value === 'off') return undefined;
  if (/^\d{3}$/.test(value)) return parseFault({ mode: 'status', status: Number(value) });
  const [mode, arg] = value.split(':');
  if (mode === 'status') return parseFault({ mode, status: Number(arg) });
  if (mode === 'delay') return parseFault({ mode, ms: Number(arg) });
  if (mode === 'drop') return parseFault({ mode });
  if (mode === 'drop-after-store') return parseFault({ mode: 'drop', afterStore: true });
  throw new Error(`OUTBOX_FAIL: unknown value "${value}"`);
}
