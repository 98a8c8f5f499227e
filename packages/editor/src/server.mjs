// `defne-edit`'s server: the admin page, Decap CMS's bundle from node_modules (no CDN), the
// configuration generated from the schema, and Decap's proxy-backend API on the content folder.
// Listens on the loopback only; nothing it serves asks for another host (its CSP forbids it), and
// it answers nobody but the editor's own page: an allowed Host, the session's token, the editor's
// own origin, JSON writes within a size limit (`guard.mjs`, docs/decisions D21).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLanguages, languageCodes } from '@defne/core';
import { generateConfig } from './config.mjs';
import {
  BodyTooLarge,
  MAX_BODY_BYTES,
  cookiesOf,
  createGuard,
  newToken,
  readJsonBody,
} from './guard.mjs';
import { keyPageHtml, labelsOf, message, messageLanguage, publishPageTexts } from './messages.mjs';
import { PathRefused } from './paths.mjs';
import { createPublisher } from './publish.mjs';
import { SaveRefused, createStore, effectiveSlug } from './store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const adminDir = path.join(here, '..', 'admin');
const require = createRequire(import.meta.url);
const decapDir = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/**
 * No outside host: scripts, styles, pictures and requests stay on this origin. Decap checks its
 * configuration with ajv, which compiles validators (`'unsafe-eval'`); its styles are CSS-in-JS
 * (`style-src 'unsafe-inline'`); its previews show uploads as blob: and data: URLs.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data:",
  "frame-src 'self' blob: about:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
});

/**
 * A refused request's body: read and dropped as it comes (never kept), so the client reads the
 * answer instead of a reset connection, and cut off after ten seconds if it never ends.
 * @param {import('node:http').IncomingMessage} req
 */
function discard(req) {
  req.on('error', () => undefined);
  req.resume();
  const timer = setTimeout(() => req.destroy(), 10_000).unref();
  req.once('end', () => clearTimeout(timer));
}

/**
 * The schema module: `@defne/core/schema` unless a site passes its own.
 * @returns {Promise<Record<string, any>>}
 */
async function loadSchema() {
  return import('@defne/core/schema');
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * @param {Record<string, any>} schema
 * @param {import('@defne/core').Languages} [languages] the site's content languages (default:
 *   the kit's): every text must be in each of them, and in no other
 * @param {string} [fallback] the site's `fallbackLanguage` (design D27): a text another language
 *   has not written yet is read in it, so the check accepts it blank, as the build does
 * @returns {(dataDir: string, mediaDir: string) => Promise<{ file: string, message: string }[]>}
 */
export function validatorOf(schema, languages = defaultLanguages, fallback) {
  const codes = languageCodes(languages);
  if (typeof schema.validateContent === 'function') {
    return async (dataDir, mediaDir) =>
      (
        await schema.validateContent(dataDir, {
          mediaDir,
          languages: codes,
          ...(fallback ? { fallback } : {}),
        })
      ).problems;
  }
  // Until the schema module validates a whole folder: each file against its collection's schema.
  const jsonSchemas = schema.contentJsonSchemas(languages.list);
  const collections =
    typeof schema.contentSchemas === 'function'
      ? schema.contentSchemas(languages.list).collections
      : schema.collections;
  return async (dataDir) => {
    const { readdir } = await import('node:fs/promises');
    /** @type {{ file: string, message: string }[]} */
    const problems = [];
    for (const [name, collection] of Object.entries(collections)) {
      const files =
        collection.kind === 'folder'
          ? (await readdir(path.join(dataDir, collection.folder)).catch(() => []))
              .filter((/** @type {string} */ name) => name.endsWith('.json'))
              .map((/** @type {string} */ name) => `${collection.folder}/${name}`)
          : [collection.file];
      for (const file of files) {
        const text = await readFile(path.join(dataDir, file), 'utf8').catch(() => null);
        if (text === null) continue;
        let data;
        try {
          data = JSON.parse(text);
        } catch (error) {
          problems.push({
            file,
            message: `${file}: not valid JSON (${/** @type {Error} */ (error).message})`,
          });
          continue;
        }
        const result = collection.schema.safeParse(data);
        if (!result.success) {
          const props = jsonSchemas[name]?.properties ?? {};
          for (const issue of result.error.issues) {
            const [field, lang] = issue.path.map(String);
            const label = field ? props[field]?.label?.en : undefined;
            const what =
              label && lang && codes.includes(lang)
                ? `the ${englishNames.of(lang) ?? lang} ${label.toLowerCase()}`
                : issue.path.join('.') || 'the file';
            problems.push({ file, message: `${file}: ${what} ${issue.message}` });
          }
        }
      }
    }
    return problems;
  };
}

/** A text for an HTML page: its markup characters written as characters, never as markup. */
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The kit schema's check on a thread of its own (`validate-worker.mjs`), one check at a time.
 * @param {import('@defne/core').Languages} languages
 * @param {string} [fallback] the site's `fallbackLanguage`: a language that falls back may be blank
 */
function workerValidator(languages, fallback) {
  const codes = languageCodes(languages);
  /** @type {Worker | null} */
  let worker = null;
  let next = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  const start = () => {
    const thread = new Worker(new URL('./validate-worker.mjs', import.meta.url));
    thread.unref();
    thread.on('message', ({ id, problems, error }) => {
      const wait = waiting.get(id);
      waiting.delete(id);
      if (error) wait?.reject(new Error(error));
      else wait?.resolve(problems);
    });
    thread.on('error', (error) => {
      for (const wait of waiting.values()) wait.reject(error);
      waiting.clear();
      worker = null;
    });
    return thread;
  };
  /**
   * @param {string} dataDir
   * @param {string} mediaDir
   * @returns {Promise<{ file: string, message: string }[]>}
   */
  const validate = (dataDir, mediaDir) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      (worker ??= start()).postMessage({ id, dataDir, mediaDir, languages: codes, fallback });
    });
  validate.close = () => worker?.terminate();
  return validate;
}

/**
 * @typedef {object} EditorOptions
 * @property {string} contentDir the site's content folder (`data/`, `media/`)
 * @property {number} [port] default 4520 (`EDITOR_PORT`)
 * @property {string} [host] default 127.0.0.1
 * @property {string} [siteUrl] where the built site is served (links from each entry)
 * @property {Record<string, string>} [cataloguePath] the catalogue (sectors) page's path per
 *   language code, as the site's route map has it (`{ tr: '/urunler', de: '/produkte' }`); an
 *   entry links to its pages in each language given one, and without any shows no links
 * @property {import('@defne/core').Languages} [languages] the site's content languages, the
 *   default one first (default: the kit's, `defaultLanguages`): a field per language, every save
 *   checked for each
 * @property {Record<string, any>} [schema] the schema module (default `@defne/core/schema`)
 * @property {string} [locale] the editor's language until staff choose another on its screen:
 *   Decap's interface and every message (default `tr`); `tr`, `en` or a code of `languages`. The
 *   editor's own texts are in `MESSAGE_LANGUAGES` (messages.mjs); another reads English, said so.
 * @property {string} [fallback] the site's `fallbackLanguage` (design D27), one of `languages`:
 *   every other language may leave a text blank (read in this one), as the content check allows
 * @property {string} [token] the session's token (default: a new random one; tests pass their own)
 */

/**
 * @param {EditorOptions} options
 */
export async function startEditor({
  contentDir,
  port = Number(process.env.EDITOR_PORT ?? 4520),
  host = '127.0.0.1',
  siteUrl = 'http://localhost:4173',
  cataloguePath,
  schema,
  locale = 'tr',
  languages = defaultLanguages,
  fallback,
  token = newToken(),
}) {
  const codes = languageCodes(languages);
  if (fallback !== undefined && !codes.includes(fallback))
    throw new Error(
      `fallback language "${fallback}" is not one of the site's languages (${codes.join(', ')})`,
    );
  /** The editor's languages: the kit's two, and every language of the site's list. */
  const editorLanguages = [...new Set(['tr', 'en', ...codes])];
  const lang = editorLanguages.includes(locale) ? locale : 'tr';
  // A language of the site's list the kit has no editor texts in: said once, not silently.
  const untranslated = editorLanguages.filter((code) => messageLanguage(code) !== code);
  if (untranslated.length)
    console.log(
      `[editor] the editor has no texts of its own in ${untranslated.join(', ')}: staff who choose ${untranslated.length === 1 ? 'it' : 'one of them'} read its messages in English (README, "The editor's language")`,
    );
  const schemaModule = schema ?? (await loadSchema());
  const root = path.resolve(contentDir);
  // The kit's schema is checked on a thread of its own; a schema module passed in, here.
  const validate = schema
    ? validatorOf(schemaModule, languages, fallback)
    : workerValidator(languages, fallback);
  const jsonSchemas = schemaModule.contentJsonSchemas(languages.list);
  const collections =
    typeof schemaModule.contentSchemas === 'function'
      ? schemaModule.contentSchemas(languages.list).collections
      : schemaModule.collections;
  const labels = labelsOf(jsonSchemas);
  const store = createStore({ contentDir: root, validate, labels, languages: codes });
  const publisher = createPublisher({
    contentDir: root,
    validate,
    labels,
    languages: codes,
    jsonSchemas,
  });
  /** The languages an entry links its built pages in: each the site has a catalogue path for. */
  const linked = codes.filter((code) => typeof cataloguePath?.[code] === 'string');
  /** @type {ReturnType<typeof createGuard>} set once the port is known */
  let guard;

  /**
   * The built pages of a product or sector, in each language with a catalogue path, from the
   * files as saved.
   * @param {string} collection
   * @param {string} key
   */
  async function linksOf(collection, key) {
    if (!linked.length || !/^[a-zA-Z0-9-]+$/.test(key)) return null;
    if (collection !== 'sectors' && collection !== 'products') return null;
    /** @type {Record<string, string>} */
    const links = {};
    if (collection === 'sectors') {
      const sector = await store.readJson(`data/sectors/${key}.json`);
      if (!sector) return null;
      for (const code of linked) {
        links[code] = `${siteUrl}${cataloguePath?.[code]}/${effectiveSlug(sector, code)}`;
      }
      return links;
    }
    if (collection !== 'products') return null;
    const product = await store.readJson(`data/products/${key}.json`);
    const sector = product && (await store.readJson(`data/sectors/${product.sector}.json`));
    if (!product || !sector) return null;
    for (const code of linked) {
      links[code] =
        `${siteUrl}${cataloguePath?.[code]}/${effectiveSlug(sector, code)}/${effectiveSlug(product, code)}`;
    }
    return links;
  }

  /** A folder's entries with their title, sector and order, from the list's kept digests. */
  const entriesOf = store.entriesOf;

  /**
   * Who holds each position, per collection and group (a product's sector): `{ products:
   * { "sectorKey#3": [{ key, name }] } }`, for the editor's warning on a position already taken.
   */
  async function positions() {
    /** @type {Record<string, Record<string, { key: string, name: Record<string, string> }[]>>} */
    const out = {};
    for (const [name, collection] of Object.entries(collections)) {
      if (/** @type {any} */ (collection).kind !== 'folder') continue;
      const folder = `data/${/** @type {any} */ (collection).folder}`;
      /** @type {Record<string, { key: string, name: Record<string, string> }[]>} */
      const groups = {};
      for (const { id, data: entry } of await entriesOf(folder)) {
        if (!entry || typeof entry.order !== 'number') continue;
        const title = entry.name ?? entry.title;
        const label = Object.fromEntries(
          codes.map((code) => [
            code,
            typeof title === 'string' ? title : String(title?.[code] ?? ''),
          ]),
        );
        const group = `${typeof entry.sector === 'string' ? entry.sector : ''}#${entry.order}`;
        (groups[group] ??= []).push({ key: id, name: label });
      }
      out[name] = groups;
    }
    return out;
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  function json(res, status, body) {
    res.writeHead(status, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  }

  /**
   * The editor's language for one request: the one this browser chose on the editor's screen
   * (its cookie), else the one the editor started with.
   * @param {import('node:http').IncomingMessage} req
   */
  function languageOf(req) {
    const chosen = cookiesOf(req.headers.cookie)['defne-editor-locale'];
    return chosen && editorLanguages.includes(chosen) ? chosen : lang;
  }

  /**
   * A refusal in the editor's language (`lang`: the one its texts are in, English for a language
   * the kit has no texts for, `wanted` then naming the one chosen), with every language's text
   * for the pages that show the message themselves.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>[]} problems
   */
  function refuse(req, res, status, problems) {
    const wanted = languageOf(req);
    const said = messageLanguage(wanted);
    json(res, status, {
      error: problems.map((p) => p[said] ?? p.en).join('\n'),
      lang: said,
      ...(said === wanted ? {} : { wanted }),
      problems,
    });
  }

  /**
   * A browser that opens the editor without its key: a page in the editor's language (the one
   * this browser chose on the editor's screen, else the one it was started with) that says how
   * to open it. It holds no content and no secret.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function keyPage(req, res) {
    const html = keyPageHtml(languageOf(req), guard.hosts[0] ?? '127.0.0.1');
    res.writeHead(403, {
      'content-type': TYPES['.html'],
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(html),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {string} dir
   * @param {string} relative
   */
  async function sendFile(res, dir, relative) {
    const file = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
    if (!file.startsWith(dir + path.sep)) return json(res, 404, { error: 'not found' });
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return json(res, 404, { error: 'not found' });
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  }

  const server = createServer(async (req, res) => {
    res.setHeader('content-security-policy', EDITOR_CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-robots-tag', 'noindex, nofollow');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    const url = new URL(req.url ?? '/', 'http://editor.local');
    const refused = guard.refusal(req, url);
    if (refused) {
      console.log(`[editor] refused ${req.method} ${url.pathname}: ${refused}`);
      // The body of a refused request is never kept: dropped as it comes, the answer sent at once.
      discard(req);
      // A person who opened the editor's address without its key reads how to open it; a script,
      // or anything asking for JSON, gets the JSON refusal.
      const accept = String(req.headers.accept ?? '');
      if (
        refused === 'token' &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        accept.includes('text/html') &&
        !url.pathname.startsWith('/api/')
      )
        return keyPage(req, res);
      refuse(req, res, 403, [message('forbidden')]);
      return;
    }
    try {
      if (req.method === 'GET' && url.pathname === '/admin/' && url.searchParams.has('token')) {
        // The entry address: the token moves into the session cookie and out of the address bar.
        res.writeHead(303, { location: '/admin/', 'set-cookie': guard.sessionCookie });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/api/v1') {
        const body = /** @type {any} */ (await readJsonBody(req, MAX_BODY_BYTES));
        const result = await store.handle(body);
        if (
          body.action === 'persistEntry' ||
          body.action === 'deleteFile' ||
          body.action === 'deleteFiles'
        ) {
          console.log(
            `[editor] ${body.action}: ${(body.params?.dataFiles ?? [body.params?.entry ?? body.params]).map((/** @type {any} */ f) => f?.newPath ?? f?.path ?? (f?.paths ?? []).join(', ')).join(', ')}`,
          );
        }
        return json(res, 200, result ?? null);
      }
      if (req.method === 'POST' && url.pathname === '/api/publish') {
        await readJsonBody(req, 1024);
        const result = await publisher.publish();
        console.log(`[editor] publish: ${JSON.stringify({ ...result, changes: undefined })}`);
        return json(res, result.ok ? 200 : result.reason === 'nothing' ? 409 : 422, result);
      }
      if (req.method === 'POST' && url.pathname === '/api/publish/resolve') {
        // The staff member's choice for each field both people changed (issue 55).
        const body = /** @type {any} */ (await readJsonBody(req, 1024 * 1024));
        const choices =
          body?.choices && typeof body.choices === 'object' && !Array.isArray(body.choices)
            ? body.choices
            : {};
        const result = await publisher.publish({ choices });
        console.log(`[editor] publish: ${JSON.stringify({ ...result, changes: undefined })}`);
        return json(res, result.ok ? 200 : result.reason === 'nothing' ? 409 : 422, result);
      }
      if (req.method === 'GET' && url.pathname === '/api/publish/state') {
        return json(res, 200, { ...(await publisher.state()), lang: languageOf(req) });
      }
      if (req.method === 'GET' && url.pathname === '/api/changes') {
        const [changes, upstream] = await Promise.all([publisher.changes(), publisher.upstream()]);
        return json(res, 200, { changes, upstream });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return json(res, 405, { error: 'method not allowed' });
      if (url.pathname === '/' || url.pathname === '/admin') {
        res.writeHead(302, { location: '/admin/' });
        return res.end();
      }
      if (url.pathname === '/admin/') return sendFile(res, adminDir, 'index.html');
      if (url.pathname === '/admin/publish') {
        // Written in the editor's language: the page's own lines, as its script's later ones.
        const texts = publishPageTexts();
        const code = texts[languageOf(req)] ? languageOf(req) : 'en';
        /** @type {Record<string, string>} */
        const fill = { ...texts[code], lang: code, dir: code === 'ar' ? 'rtl' : 'ltr' };
        const page = (await readFile(path.join(adminDir, 'publish.html'), 'utf8')).replace(
          /\{\{([\w-]+)\}\}/g,
          (_, key) => escapeHtml(fill[key] ?? ''),
        );
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
        return res.end(page);
      }
      if (url.pathname === '/admin/config.json') {
        const config = await generateConfig({
          contentDir: root,
          collections,
          jsonSchemas,
          siteUrl,
          locale: lang,
          languages,
          ...(fallback ? { fallback } : {}),
          entriesOf,
        });
        return json(res, 200, config);
      }
      if (url.pathname.startsWith('/admin/'))
        return sendFile(res, adminDir, url.pathname.slice('/admin/'.length));
      if (url.pathname.startsWith('/decap/'))
        return sendFile(res, decapDir, url.pathname.slice('/decap/'.length));
      if (url.pathname === '/api/positions') return json(res, 200, await positions());
      if (url.pathname === '/api/links') {
        const links = await linksOf(
          url.searchParams.get('collection') ?? '',
          url.searchParams.get('key') ?? '',
        );
        return links ? json(res, 200, links) : json(res, 404, { error: 'not found' });
      }
      return json(res, 404, { error: 'not found' });
    } catch (error) {
      if (error instanceof SaveRefused) {
        console.log(`[editor] refused:\n  ${error.problems.map((p) => p.en).join('\n  ')}`);
        return refuse(req, res, 422, error.problems);
      }
      if (error instanceof BodyTooLarge) {
        console.log(`[editor] refused ${url.pathname}: body over ${MAX_BODY_BYTES} bytes`);
        discard(req);
        return refuse(req, res, 413, [message('bodyTooLarge', { limit: MAX_BODY_BYTES })]);
      }
      if (error instanceof PathRefused) {
        console.log(`[editor] refused path: ${error.message}`);
        const name = path.posix.basename(String(error.relative));
        return error.code === 'name'
          ? refuse(req, res, 422, [message('name', { name })])
          : refuse(req, res, 403, [message('path', { name })]);
      }
      const { status, code, params } =
        /** @type {{ status?: number, code?: string, params?: Record<string, any> }} */ (error);
      if (code !== 'missingFile') console.error('[editor]', error);
      return refuse(req, res, status && status < 500 ? status : 500, [
        message(code ?? 'failed', params),
      ]);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const hostName = host.includes(':') ? `[${host}]` : host;
  const loopbackNames = new Set([
    hostName,
    host === '127.0.0.1' || host === '::1' ? 'localhost' : hostName,
  ]);
  guard = createGuard({
    token,
    hosts: [...loopbackNames].map((name) => `${name}:${address.port}`),
    cookie: `defne_edit_${address.port}`,
  });
  const base = `http://${hostName}:${address.port}`;
  // The content's problems as it is now, checked while staff find their entry: the first save
  // then checks only the content as it would be after it.
  store.problemsNow().catch(() => undefined);
  return {
    /** The address to open: it carries the session's token once, then the cookie does. */
    url: `${base}/admin/?token=${token}`,
    /** The editor's origin, without the token. */
    origin: base,
    port: address.port,
    token,
    server,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          /** @type {any} */ (validate).close?.();
          resolve(undefined);
        }),
      ),
  };
}
