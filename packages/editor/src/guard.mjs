// Who may talk to the editor's server. It listens on the loopback, but every web page the staff
// member opens can send requests there, and a name that resolves to 127.0.0.1 (DNS rebinding)
// makes such a page "same origin" in the browser's eyes. So nothing is trusted by default
// (docs/decisions D21): every request must name an allowed Host (the loopback name and port the
// server bound to) and carry the session's token, a request that says where it comes from
// (Origin, Sec-Fetch-Site) must come from the editor itself, and a write is JSON only, within a
// size limit that is checked before the body is read.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The largest request body (bytes). Decap sends the photos of a save inside its JSON, base64
 * encoded (4/3 of the file): two photos at the 15 MB limit are 40 MB. The body is held in memory
 * to be parsed, so the limit also bounds what one request can make the server hold.
 */
export const MAX_BODY_BYTES = 48 * 1024 * 1024;

/** A new session token: 32 random bytes, URL-safe. */
export function newToken() {
  return randomBytes(32).toString('base64url');
}

/** @param {string} a @param {string} b */
function sameSecret(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
export function cookiesOf(header) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/**
 * @param {object} options
 * @param {string} options.token the session's secret
 * @param {string[]} options.hosts every allowed `Host` header value, e.g. `127.0.0.1:4520`
 * @param {string} options.cookie the cookie's name (one per port: cookies ignore ports)
 */
export function createGuard({ token, hosts, cookie }) {
  const origins = new Set(hosts.map((host) => `http://${host}`));
  const allowedHosts = new Set(hosts);

  /**
   * Why a request is refused, or null when it may go on.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @returns {string | null}
   */
  function refusal(req, url) {
    if (!allowedHosts.has(String(req.headers.host ?? '').toLowerCase())) return 'host';
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) return 'origin';
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'site';
    if (!hasToken(req, url)) return 'token';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      if (type !== 'application/json') return 'type';
    }
    return null;
  }

  /**
   * The token from the cookie the entry address set, an `Authorization: Bearer` header (scripts),
   * or the entry address itself (`/admin/?token=…`, answered by setting the cookie).
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   */
  function hasToken(req, url) {
    const fromCookie = cookiesOf(req.headers.cookie)[cookie];
    if (fromCookie && sameSecret(fromCookie, token)) return true;
    const auth = String(req.headers.authorization ?? '');
    if (auth.startsWith('Bearer ') && sameSecret(auth.slice('Bearer '.length).trim(), token))
      return true;
    const query = url.searchParams.get('token');
    return (
      req.method === 'GET' && url.pathname === '/admin/' && !!query && sameSecret(query, token)
    );
  }

  /** The cookie that keeps the session in this browser: never readable by scripts, never sent cross-site. */
  const sessionCookie = `${cookie}=${token}; Path=/; HttpOnly; SameSite=Strict`;

  return { refusal, sessionCookie, hosts };
}

/**
 * The request body as JSON, refused before it is read whole when it is larger than `limit`:
 * a declared length over the limit is refused at once, a streamed one as soon as it passes it.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<unknown>}
 */
export function readJsonBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limit) return reject(new BodyTooLarge());
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Over the limit: what was kept is let go, the rest is left to the refusal to drop.
      chunks = [];
      req.off('data', onData);
      req.off('end', onEnd);
      reject(new BodyTooLarge());
    };
    const onEnd = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        reject(Object.assign(new Error('not JSON'), { status: 400, code: 'notJson' }));
      }
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

export class BodyTooLarge extends Error {
  constructor() {
    super('body too large');
    this.status = 413;
    this.code = 'bodyTooLarge';
  }
}
