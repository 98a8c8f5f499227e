// What the serving specs know about the build, read from disk independently of @defne/serve/build.
import { expect } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

export const clientDir = fileURLToPath(new URL('../../build/client/', import.meta.url));

/**
 * Not pages: the not-found pages (`404.html` and each language folder's, served only for
 * unknown addresses) and React Router's SPA shell.
 */
const isPage = (file: string) => file !== '__spa-fallback.html' && !/(^|\/)404\.html$/.test(file);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [relative(clientDir, full).split(sep).join('/')] : [];
  });
}

/** Every prerendered page: its file and its canonical path (no trailing slash). */
export function builtPages(): { file: string; path: string }[] {
  return htmlFiles(clientDir)
    .filter(isPage)
    .sort()
    .map((file) => ({
      file,
      path: file === 'index.html' ? '/' : `/${file.replace(/\/?index\.html$/, '')}`,
    }));
}

export function readBuilt(file: string): Buffer {
  return readFileSync(join(clientDir, file));
}

/** The static hosts' copy of the build (postbuild): flat pages, its own _headers and _redirects. */
export const staticHostDir = fileURLToPath(new URL('../../build/static-host/', import.meta.url));

/** The not-found pages: `404.html` and each language folder's (`sectors/404.html`…). */
export function notFoundFiles(): string[] {
  return htmlFiles(clientDir)
    .filter((file) => /(^|\/)404\.html$/.test(file))
    .sort();
}

/** The prerendered 404 page, if the build has one. */
export function notFoundHtml(): string | null {
  const file = join(clientDir, '404.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The hashed scripts and stylesheets the home page loads. */
export function homeAssets(): string[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
}

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  content?: Node;
};

const DATA_BLOCK = (type: string | undefined) => {
  if (type === undefined) return false;
  const t = type.trim().toLowerCase();
  return !(
    t === '' ||
    t === 'module' ||
    t === 'importmap' ||
    t === 'speculationrules' ||
    /^(text|application)\/(x-)?(java|ecma)script$/.test(t)
  );
};

/** sha256 CSP sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const visit = (node: Node) => {
    if (node.tagName === 'script') {
      const attrs = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]));
      if (attrs.src === undefined && !DATA_BLOCK(attrs.type)) {
        const text = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
        hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return hashes;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that neither follows redirects nor decodes the body. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The policy of every response that is not a page (scripts, styles, pictures, redirects): no page's
 * hashes, nothing may load or run in it, nothing may frame it.
 */
export const NON_PAGE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Checks the headers every response must carry, whatever its status: a page (or the 404 page) its
 * own full policy, any other response the non-page policy.
 */
export function expectSecurityHeaders(
  headers: Record<string, string | string[] | undefined>,
  what: string,
  kind: 'page' | 'file' = 'page',
): void {
  const h = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const hsts = h('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${what}: HSTS max-age`).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(hsts, `${what}: HSTS`).toContain('includeSubDomains');
  expect(h('x-content-type-options'), what).toBe('nosniff');
  expect(h('x-frame-options'), what).toBe('DENY');
  expect(h('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h('permissions-policy'), what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  // Left out on purpose: it made every page's first task about twice as long
  // (packages/serve/deploy/README.md, "Policy").
  expect(h('cross-origin-opener-policy'), what).toBeUndefined();
  expect(h('cross-origin-resource-policy'), what).toBe('same-origin');
  const csp = h('content-security-policy') ?? '';
  if (kind === 'file') {
    expect(csp, `${what}: CSP`).toBe(NON_PAGE_POLICY);
    return;
  }
  // 'wasm-unsafe-eval' lets the search compile its WebAssembly; no JavaScript eval, no inline code.
  expect(csp, `${what}: CSP`).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  const directives = csp.split(/;\s*/);
  for (const directive of CSP_DIRECTIVES) expect(directives, `${what}: CSP`).toContain(directive);
  expect(
    directives.find((d) => d.startsWith('script-src ')),
    `${what}: script-src`,
  ).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  // Inline <style> elements (each page's critical CSS) by hash; style="" attributes, if the build
  // has any, one by one after 'unsafe-hashes'. Never 'unsafe-inline'.
  expect(
    directives.find((d) => d.startsWith('style-src ')),
    `${what}: style-src`,
  ).toMatch(
    /^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*( 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+=*')+)?$/,
  );
  expect(
    directives.find((d) => d.startsWith('connect-src ')),
    `${what}: connect-src`,
  ).toMatch(/^connect-src 'self' https?:\/\/[^ ]+$/);
  // Served over plain http here: upgrade-insecure-requests would break every subresource.
  expect(directives, `${what}: CSP`).not.toContain('upgrade-insecure-requests');
}

export const CSP_DIRECTIVES = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];
