// Renders deploy/nginx.conf.template with the headers of serving/headers.mjs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  NOT_FOUND_PAGE,
  PRIVATE_FILES,
  headersFromManifest,
  notFoundPages,
} from './headers.mjs';
import { nginxRedirectMap } from './redirects.mjs';

const templatePath = fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url));

export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The worker user for a local nginx: the current user when started as root, else none. */
export function localWorkerUser() {
  return typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : undefined;
}

/** Whether Debian's libnginx-mod-http-brotli-static is installed. */
export function hasBrotliModule() {
  return existsSync(BROTLI_STATIC_MODULE);
}

// nginx's own escaping: a header value in double quotes.
function quote(value) {
  if (/["\\$\n]/.test(value)) throw new Error(`header value needs escaping for nginx: ${value}`);
  return `"${value}"`;
}

/**
 * nginx refuses a configuration token longer than 4096 bytes ("too long parameter"). A CSP that
 * lists the hash of every page's inline data (one per prerendered page: 86 pages once every
 * product has one) passes that, so a long value is built up in a variable, a piece at a time.
 */
export const NGINX_MAX_CHUNK = 3000;

function chunks(value) {
  const parts = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > NGINX_MAX_CHUNK && current) {
      parts.push(`${current} `);
      current = word;
    } else {
      current = next;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * add_header lines of every security header, `always` so 3xx/4xx responses carry them too. A
 * value too long for one nginx token is assembled with `set` (which runs before `return` and
 * `try_files` in the same location) and added through its variable.
 */
export function securityHeadersSnippet(headers) {
  const lines = [];
  for (const [name, value] of headers) {
    if (value.length <= NGINX_MAX_CHUNK) {
      lines.push(`add_header ${name} ${quote(value)} always;`);
      continue;
    }
    const variable = `$defne_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
    chunks(value).forEach((part, i) => {
      const quoted = quote(part);
      lines.push(
        `set ${variable} ${i === 0 ? quoted : `"\${${variable.slice(1)}}${quoted.slice(1)}`};`,
      );
    });
    lines.push(`add_header ${name} ${variable} always;`);
  }
  return `${lines.join('\n')}\n`;
}

function typesBlock() {
  const byType = new Map();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const mime = type.split(';')[0];
    byType.set(mime, [...(byType.get(mime) ?? []), ext.slice(1)]);
  }
  return [...byType].map(([mime, exts]) => `        ${mime} ${exts.join(' ')};`).join('\n');
}

function charsetTypes() {
  const types = new Set(
    Object.values(CONTENT_TYPES)
      .filter((t) => t.includes('charset=utf-8'))
      .map((t) => t.split(';')[0]),
  );
  types.delete('text/html'); // nginx lists text/html by default and warns on a duplicate
  return [...types].join(' ');
}

function tlsDirectives({ certificate, key }) {
  return [
    `        ssl_certificate ${certificate};`,
    `        ssl_certificate_key ${key};`,
    '        ssl_protocols TLSv1.2 TLSv1.3;',
    '        ssl_prefer_server_ciphers off;',
    '        ssl_session_cache shared:SSL:1m;',
    '        ssl_session_timeout 1d;',
  ].join('\n');
}

// Plain http only says "go to https", with the security headers (HSTS is ignored over http, the
// rest still applies to the redirect response).
function httpRedirectServer(runtimeDir, listen, httpsPort = 443) {
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return [
    '    server {',
    `        listen ${listen};`,
    '        server_name _;',
    '        location / {',
    `            include ${runtimeDir}/security-headers.conf;`,
    `            return 301 https://$host${port}$request_uri;`,
    '        }',
    '    }',
  ].join('\n');
}

/**
 * The nginx configuration text.
 * @param {object} o
 * @param {object} o.manifest build/serving/headers.json
 * @param {string} o.root absolute path of build/client
 * @param {string} o.runtimeDir absolute directory for pid, temp files and the header snippet
 * @param {string} o.listen e.g. "127.0.0.1:4173" or "8080"
 * @param {boolean} [o.https] served to visitors over TLS (adds upgrade-insecure-requests)
 * @param {boolean} [o.brotli] load the brotli_static module (default: when installed)
 * @param {boolean} [o.accessLog]
 * @param {string} [o.user] worker user when nginx starts as root (default: the build's readers must
 *   include nobody); the local servers pass the current user so a build under a private home works
 * @param {{ certificate: string, key: string, httpListen?: string, httpsPort?: number }} [o.tls]
 *   nginx terminates TLS itself: `listen` becomes an ssl listener with this certificate chain and
 *   key (PEM files), and `httpListen`, when given, answers every plain http request with a 301 to
 *   the same host and path over https (on `httpsPort`, default 443)
 */
export function renderNginxConfig({
  manifest,
  root,
  runtimeDir,
  listen,
  https = false,
  brotli = hasBrotliModule(),
  accessLog = false,
  user,
  tls,
}) {
  const { headers } = headersFromManifest(manifest, { https: https || Boolean(tls) });
  const fields = {
    RUNTIME_DIR: runtimeDir,
    ROOT: root,
    LISTEN: tls ? `${listen} ssl` : listen,
    TLS: tls ? tlsDirectives(tls) : '',
    HTTP_REDIRECT_SERVER: tls?.httpListen
      ? httpRedirectServer(runtimeDir, tls.httpListen, tls.httpsPort)
      : '',
    ERROR_LOG_LEVEL: 'warn',
    USER: user
      ? `user ${user};`
      : '# user: the distribution default when started as root (www-data / nobody)',
    ACCESS_LOG: accessLog ? '/dev/stdout' : 'off',
    LOAD_MODULES: brotli
      ? `load_module ${BROTLI_STATIC_MODULE};`
      : '# brotli: libnginx-mod-http-brotli-static is not installed, only gzip is served',
    BROTLI: brotli ? '    brotli_static on;' : '',
    TYPES: typesBlock(),
    CHARSET_TYPES: charsetTypes(),
    CACHE_HTML: CACHE_CONTROL.html,
    CACHE_OTHER: CACHE_CONTROL.other,
    CACHE_ASSET: CACHE_CONTROL.asset,
    CACHE_MEDIA: CACHE_CONTROL.media,
    REDIRECT_MAP: nginxRedirectMap(manifest.redirects ?? { pages: [], moved: {} })
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n'),
    NOT_FOUND_MAP: [
      '    map $request_uri $site_not_found {',
      `        default ${NOT_FOUND_PAGE};`,
      ...notFoundPages(root)
        .filter((page) => page !== NOT_FOUND_PAGE)
        .map((page) => `        "~^${page.slice(0, -'404.html'.length)}" ${page};`),
      '    }',
    ].join('\n'),
    NOT_FOUND_FOLDERS: notFoundPages(root)
      .filter((page) => page !== NOT_FOUND_PAGE)
      .map((page) => {
        const folder = page.slice(0, -'404.html'.length);
        return [
          `        location ${folder} {`,
          `            error_page 404 ${page};`,
          `            include ${runtimeDir}/security-headers.conf;`,
          '            add_header Cache-Control $site_cache_control always;',
          '            if ($site_redirect != "") {',
          '                return 301 $site_redirect$is_args$args;',
          '            }',
          '            try_files $uri $uri/index.html =404;',
          '        }',
          `        location = ${page} {`,
          '            internal;',
          `            include ${runtimeDir}/security-headers.conf;`,
          `            add_header Cache-Control "${CACHE_CONTROL.html}" always;`,
          '        }',
        ].join('\n');
      })
      .join('\n'),
    PRIVATE_FILES: PRIVATE_FILES.map(
      (p) => `        location = ${p} {\n            return 404;\n        }`,
    ).join('\n'),
  };
  const text = readFileSync(templatePath, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in fields)) throw new Error(`nginx.conf.template: unknown field {{${key}}}`);
    return fields[key];
  });
  return { config: text, snippet: securityHeadersSnippet(headers) };
}

/** Writes nginx.conf and security-headers.conf into runtimeDir; returns the config's path. */
export function writeNginxConfig(options) {
  const { config, snippet } = renderNginxConfig(options);
  mkdirSync(options.runtimeDir, { recursive: true });
  writeFileSync(join(options.runtimeDir, 'security-headers.conf'), snippet);
  const file = join(options.runtimeDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}
