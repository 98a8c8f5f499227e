// Renders deploy/nginx.conf.template with the headers of headers.mjs: postbuild writes build/nginx/
// with it, and `defne-site serve:nginx` (ops/serve-nginx.mjs) a local configuration.
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

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/**
 * nginx's own escaping: a header value in double quotes.
 * @param {string} value
 */
function quote(value) {
  if (/["\\$\n]/.test(value)) throw new Error(`header value needs escaping for nginx: ${value}`);
  return `"${value}"`;
}

/** nginx refuses a configuration token longer than 4096 bytes ("too long parameter"). */
export const NGINX_MAX_TOKEN = 4000;

/**
 * add_header lines of every security header, `always` so 3xx/4xx responses carry them too. The
 * Content-Security-Policy comes from `$site_csp` (see cspMap): each page its own, the rest the
 * non-page policy.
 * @param {Array<[string, string]>} headers `securityHeaders`
 */
export function securityHeadersSnippet(headers) {
  const lines = [];
  for (const [name, value] of headers) {
    if (name === 'Content-Security-Policy') {
      lines.push(`add_header ${name} $site_csp always;`);
      continue;
    }
    if (value.length > NGINX_MAX_TOKEN)
      throw new Error(`${name} is ${value.length} bytes: longer than one nginx token`);
    lines.push(`add_header ${name} ${quote(value)} always;`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `$site_csp` by the file a response is made from ($uri after try_files or error_page: the page's
 * /about/index.html, /sectors/404.html): each page gets only its own inline code's hashes.
 * `volatile`: a not-found page's policy is looked up after the internal redirect to it.
 * @param {Map<string, string>} pageCsps
 * @param {string} fallback the policy of every other response
 */
export function cspMap(pageCsps, fallback) {
  const lines = ['map $uri $site_page_csp {', '    volatile;', `    default ${quote(fallback)};`];
  for (const [file, csp] of [...pageCsps].sort(([a], [b]) => a.localeCompare(b))) {
    if (csp.length > NGINX_MAX_TOKEN)
      throw new Error(
        `the CSP of ${file} is ${csp.length} bytes: longer than one nginx token allows; ` +
          'it has too much inline code',
      );
    if (/[\s"'{};$\\]/.test(file)) throw new Error(`page file name nginx cannot map: ${file}`);
    lines.push(`    ${file} ${quote(csp)};`);
  }
  lines.push('}');
  // A redirect is no page, whatever address it leaves (/about/index.html → /about). Not 304: a
  // browser takes a 304's headers into the page it has stored, policy included.
  lines.push(
    'map $status $site_csp {',
    '    volatile;',
    `    ~^30[12378]$ ${quote(fallback)};`,
    '    default $site_page_csp;',
    '}',
  );
  return lines.map((line) => `    ${line}`).join('\n');
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

/** @param {{ certificate: string, key: string }} tls PEM files */
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
/**
 * @param {string} runtimeDir
 * @param {string} listen the plain http listener
 * @param {number} [httpsPort]
 */
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
 * @param {import('./headers.mjs').ServedManifest} o.manifest build/serving/headers.json
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
  const { headers, pageCsps, csp } = headersFromManifest(manifest, {
    https: https || Boolean(tls),
  });
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
    CSP_MAP: cspMap(pageCsps, csp),
    CACHE_HTML: CACHE_CONTROL.html,
    CACHE_OTHER: CACHE_CONTROL.other,
    CACHE_ASSET: CACHE_CONTROL.asset,
    CACHE_MEDIA: CACHE_CONTROL.media,
    REDIRECT_MAP: nginxRedirectMap(manifest.redirects ?? { pages: [], moved: {} })
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n'),
    // By the request line: nginx leaves $request_uri empty for an address it cannot decode.
    NOT_FOUND_MAP: [
      '    map $request $site_not_found {',
      `        default ${NOT_FOUND_PAGE};`,
      ...notFoundPages(root)
        .filter((page) => page !== NOT_FOUND_PAGE)
        .map(
          (page) =>
            `        "~*^[A-Z]+ ${escapeRegex(page.slice(0, -'404.html'.length))}" ${page};`,
        ),
      '    }',
    ].join('\n'),
    NOT_FOUND_FOLDERS: notFoundPages(root)
      .filter((page) => page !== NOT_FOUND_PAGE)
      .map((page) => {
        const folder = page.slice(0, -'404.html'.length);
        return [
          `        location ~* ^${escapeRegex(folder)} {`,
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
  /** @type {Record<string, string>} */
  const values = fields;
  const text = readFileSync(templatePath, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx.conf.template: unknown field {{${key}}}`);
    return value;
  });
  return { config: text, snippet: securityHeadersSnippet(headers) };
}

/**
 * Writes nginx.conf and security-headers.conf into runtimeDir; returns the config's path.
 * @param {Parameters<typeof renderNginxConfig>[0]} options
 */
export function writeNginxConfig(options) {
  const { config, snippet } = renderNginxConfig(options);
  mkdirSync(options.runtimeDir, { recursive: true });
  writeFileSync(join(options.runtimeDir, 'security-headers.conf'), snippet);
  const file = join(options.runtimeDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}
