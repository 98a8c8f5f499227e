#!/usr/bin/env node
// `pnpm bench:headers [url]`: grades the headers a running server sends by the scoring rules of
// Mozilla's HTTP Observatory (MDN, algorithm of github.com/mdn/mdn-http-observatory: src/analyzer/tests/*.js,
// src/grader/charts.js; modifiers as published on developer.mozilla.org/en-US/observatory/docs/tests_and_scoring).
// Without a URL it serves the build with nginx (the repository's configuration) on a free port.
//
// Baseline 100; penalties first; bonuses only when the penalised score is 90 or more; grade by the
// chart (A+ from 100). Tests that cannot apply to a plain-http loopback server (the http->https
// redirection, HSTS, which browsers ignore over http) are reported as "n/a" and left out of the
// score instead of being counted as passed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

export const GRADE_CHART = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Modifier of every result the tests below can give (src/grader/charts.js SCORE_TABLE). */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-missing': -20,
  'redirection-not-to-https': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};

export function gradeOf(score) {
  const s = Math.max(score, 0);
  const bucket = Math.min(s - (s % 5), 100);
  return GRADE_CHART.find(([min]) => bucket >= min)[1];
}

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const isHashOrNonce = (s) =>
  ["'sha256-", "'sha384-", "'sha512-", "'nonce-"].some((p) => s.startsWith(p));

/** Parses CSP header values into directive -> Set of sources; throws when unparsable. */
export function parseCsp(values) {
  const csp = new Map();
  const policies = values
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  if (policies.length === 0) throw new Error('empty');
  for (const policy of policies) {
    for (const raw of policy.split(';')) {
      const [name, ...sources] = raw.trim().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z-]+$/i.test(name)) throw new Error(`bad directive ${name}`);
      const key = name.toLowerCase();
      const list = new Set(
        sources.map((s) => (s.startsWith("'sha") || s.startsWith("'nonce") ? s : s.toLowerCase())),
      );
      if (key === 'upgrade-insecure-requests' || key === 'block-all-mixed-content') list.add('');
      if (!csp.has(key)) csp.set(key, list);
    }
  }
  if (csp.size === 0) throw new Error('no directives');
  return csp;
}

function cspTest(headers, protocol) {
  const values = [headers.get('content-security-policy')].filter(Boolean);
  if (values.length === 0) return { result: 'csp-not-implemented' };
  let csp;
  try {
    csp = parseCsp(values);
  } catch {
    return { result: 'csp-header-invalid' };
  }
  const def = csp.get('default-src');
  const objectSrc = new Set(csp.get('object-src') ?? def ?? ['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? def ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? def ?? ['*']);
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  }
  const active = [...csp]
    .filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d))
    .flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? def ?? [])]);
  let result = null;
  if (
    [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  ) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (protocol === 'https:' && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    result ??= 'csp-implemented-with-insecure-scheme';
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result ??= 'csp-implemented-with-unsafe-eval';
  if (protocol === 'https:' && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  if (def?.has("'none'") && def.size === 1)
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';
  const notes = [];
  const fa = csp.get('frame-ancestors');
  if (!fa || [...fa].some((s) => BROAD.has(s)))
    notes.push('no clickjacking protection in frame-ancestors');
  if ([...(csp.get('base-uri') ?? ['*'])].some((s) => BROAD_OR_INLINE.has(s)))
    notes.push('base-uri unrestricted');
  if ([...(csp.get('form-action') ?? ['*'])].some((s) => BROAD.has(s)))
    notes.push('form-action unrestricted');
  return { result, csp, notes };
}

function cookiesTest(headers, protocol, hstsOk) {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return { result: 'cookies-not-found' };
  let result = 'cookies-secure-with-httponly-sessions-and-samesite';
  const worse = (r) => {
    if (MODIFIERS[r] < MODIFIERS[result]) result = r;
  };
  for (const raw of cookies) {
    const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
    const name = pair.split('=')[0].toLowerCase();
    const flags = new Map(
      attrs.map((a) => a.split('=')).map(([k, v]) => [k.toLowerCase(), (v ?? '').toLowerCase()]),
    );
    const session = /sess|login|auth|token|sid/.test(name);
    const secure = flags.has('secure') && protocol === 'https:';
    if (!secure)
      worse(
        session
          ? hstsOk
            ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
            : 'cookies-session-without-secure-flag'
          : hstsOk
            ? 'cookies-without-secure-flag-but-protected-by-hsts'
            : 'cookies-without-secure-flag',
      );
    if (session && !flags.has('httponly')) worse('cookies-session-without-httponly-flag');
    if (flags.has('samesite') && !['strict', 'lax', 'none'].includes(flags.get('samesite')))
      worse('cookies-samesite-flag-invalid');
    if (!flags.has('samesite')) worse('cookies-secure-with-httponly-sessions');
  }
  return { result };
}

async function corsTest(url, headers) {
  const acao = headers.get('access-control-allow-origin');
  if (acao) {
    if (acao.trim() === '*')
      return { result: 'cross-origin-resource-sharing-implemented-with-public-access' };
    const probe = await fetch(url, {
      headers: { Origin: 'https://http-observatory.security.mozilla.org' },
      redirect: 'follow',
    });
    const reflected =
      probe.headers.get('access-control-allow-origin') ===
      'https://http-observatory.security.mozilla.org';
    const creds =
      probe.headers.get('access-control-allow-credentials')?.toLowerCase().trim() === 'true';
    return {
      result:
        reflected && creds
          ? 'cross-origin-resource-sharing-implemented-with-universal-access'
          : 'cross-origin-resource-sharing-implemented-with-restricted-access',
    };
  }
  for (const file of ['/crossdomain.xml', '/clientaccesspolicy.xml']) {
    const r = await fetch(new URL(file, url), { redirect: 'follow' });
    if (r.ok && /xml/.test(r.headers.get('content-type') ?? '')) {
      const text = await r.text();
      if (/domain(?:\s+uri)?=["']\*["']/.test(text))
        return { result: 'cross-origin-resource-sharing-implemented-with-universal-access' };
      return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access' };
    }
  }
  return { result: 'cross-origin-resource-sharing-not-implemented' };
}

function referrerTest(headers) {
  const value = headers.get('referrer-policy');
  if (!value) return { result: 'referrer-policy-not-implemented' };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (good.includes(policy)) return { result: 'referrer-policy-private' };
  if (bad.includes(policy)) return { result: 'referrer-policy-unsafe' };
  return { result: 'referrer-policy-header-invalid' };
}

function hstsTest(headers) {
  const value = headers.get('strict-transport-security');
  if (!value) return { result: 'hsts-not-implemented' };
  if (value.includes(',')) return { result: 'hsts-header-invalid' };
  const maxAge = value
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='));
  if (!maxAge) return { result: 'hsts-header-invalid' };
  return {
    result:
      Number.parseInt(maxAge.slice(8), 10) < 15_552_000
        ? 'hsts-implemented-max-age-less-than-six-months'
        : 'hsts-implemented-max-age-at-least-six-months',
    value,
  };
}

function sriTest(headers, body, pageUrl) {
  const mime = (headers.get('content-type') ?? '').split(';')[0].trim();
  if (mime && mime !== 'text/html') return { result: 'sri-not-implemented-response-not-html' };
  const scripts = [];
  const visit = (n) => {
    if (n.tagName === 'script')
      scripts.push(Object.fromEntries((n.attrs ?? []).map((a) => [a.name, a.value])));
    for (const c of n.childNodes ?? []) visit(c);
  };
  visit(parse(body));
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded' };
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  let result = null;
  let foreign = false;
  const worse = (r) => {
    if (result === null || order.indexOf(r) > order.indexOf(result)) result = r;
  };
  const site = new URL(pageUrl);
  for (const s of scripts) {
    if (!s.src) continue;
    const relativeProtocol = /^\/\/[^/]/.test(s.src);
    const full = /^https?:\/\//.test(s.src);
    const relative = !relativeProtocol && !full;
    const sameSite =
      relativeProtocol ||
      relative ||
      new URL(s.src).hostname.split('.').slice(-2).join('.') ===
        site.hostname.split('.').slice(-2).join('.');
    const secureOrigin = relative || (sameSite && !relativeProtocol);
    const secureScheme =
      (full && s.src.startsWith('https:')) || (relative && site.protocol === 'https:');
    if (!secureOrigin) {
      foreign = true;
      if (s.integrity && !secureScheme)
        worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!s.integrity && secureScheme)
        worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!s.integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (s.integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  result ??= foreign
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return { result };
}

function xctoTest(headers) {
  const v = headers.get('x-content-type-options');
  if (!v) return { result: 'x-content-type-options-not-implemented' };
  return {
    result:
      v.trim().toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-header-invalid',
  };
}

function xfoTest(headers, csp) {
  if (csp?.csp?.get('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp' };
  const v = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!v) return { result: 'x-frame-options-not-implemented' };
  if (v === 'deny' || v === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny' };
  if (v.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin' };
  return { result: 'x-frame-options-header-invalid' };
}

function corpTest(headers) {
  const v = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!v) return { result: 'corp-not-implemented' };
  return {
    result:
      {
        'same-origin': 'corp-implemented-with-same-origin',
        'same-site': 'corp-implemented-with-same-site',
        'cross-origin': 'corp-implemented-with-cross-origin',
      }[v] ?? 'corp-header-invalid',
  };
}

async function redirectionTest(url) {
  const start = new URL(url);
  if (start.protocol === 'https:') {
    const http = new URL(url);
    http.protocol = 'http:';
    try {
      const r = await fetch(http, { redirect: 'manual' });
      const location = r.headers.get('location');
      if (!location) return { result: 'redirection-missing' };
      return {
        result:
          new URL(location, http).protocol === 'https:'
            ? 'redirection-to-https'
            : 'redirection-not-to-https',
      };
    } catch {
      return { result: 'redirection-to-https', note: 'no http listener' };
    }
  }
  return {
    na: 'served over plain http on loopback: the http->https redirect belongs to the TLS front (nginx listen 443 / CDN)',
  };
}

/**
 * Grades the server at url by the Observatory's rules.
 * @param {string} url
 */
export async function grade(url) {
  const response = await fetch(url, { redirect: 'follow' });
  const finalUrl = response.url || url;
  const { protocol } = new URL(finalUrl);
  const body = await response.text();
  const { headers } = response;
  const csp = cspTest(headers, protocol);
  const hsts = hstsTest(headers);
  const https = protocol === 'https:';
  const tests = [
    ['content-security-policy', 'Content Security Policy (CSP)', csp],
    [
      'cookies',
      'Cookies',
      cookiesTest(headers, protocol, https && hsts.result.startsWith('hsts-implemented')),
    ],
    [
      'cross-origin-resource-sharing',
      'Cross Origin Resource Sharing (CORS)',
      await corsTest(finalUrl, headers),
    ],
    ['redirection', 'Redirection', await redirectionTest(url)],
    ['referrer-policy', 'Referrer Policy', referrerTest(headers)],
    [
      'strict-transport-security',
      'Strict Transport Security (HSTS)',
      https
        ? hsts
        : {
            na: `browsers ignore HSTS over http; the header sent would grade ${hsts.result} (${MODIFIERS[hsts.result]})`,
            would: hsts.result,
          },
    ],
    ['subresource-integrity', 'Subresource Integrity', sriTest(headers, body, finalUrl)],
    ['x-content-type-options', 'X-Content-Type-Options', xctoTest(headers)],
    ['x-frame-options', 'X-Frame-Options', xfoTest(headers, csp)],
    ['cross-origin-resource-policy', 'Cross Origin Resource Policy', corpTest(headers)],
  ];
  let withBonus = 100;
  let penalised = 100;
  const rows = tests.map(([id, title, r]) => {
    if (r.na) return { id, title, result: 'n/a', modifier: null, note: r.na, would: r.would };
    const modifier = MODIFIERS[r.result];
    withBonus += modifier;
    if (modifier < 0) penalised += modifier;
    return { id, title, result: r.result, modifier, note: r.notes?.join('; ') ?? r.note };
  });
  const score = Math.max(penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalised, 0);
  return { url: finalUrl, status: response.status, score, grade: gradeOf(score), tests: rows };
}

export function formatReport(report) {
  const lines = [`HTTP Observatory rules, ${report.url} (status ${report.status})`];
  for (const t of report.tests) {
    const mod =
      t.modifier === null ? '  n/a' : `${t.modifier >= 0 ? '+' : ''}${t.modifier}`.padStart(5);
    lines.push(`  [${mod}] ${t.title.padEnd(38)} ${t.result}${t.note ? `  (${t.note})` : ''}`);
  }
  const na = report.tests.filter((t) => t.modifier === null).length;
  lines.push(
    `Score ${report.score}, grade ${report.grade}${na ? ` (${na} test(s) not applicable to a local http server)` : ''}`,
  );
  return lines.join('\n');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Serves the build with the repository's nginx configuration on a free loopback port. */
export async function startNginx() {
  const { ensureNginx, prepareNginx } = await import('./serve-nginx.mjs');
  ensureNginx();
  const port = await freePort();
  const { args, runtimeDir } = prepareNginx({ port });
  const child = spawn(process.env.NGINX_BIN ?? '/usr/sbin/nginx', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const server = target ? null : await startNginx();
  try {
    const report = await grade(target ?? server.url);
    console.log(formatReport(report));
    if (process.argv.includes('--strict') && report.grade !== 'A+') process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[bench:headers] ${error.message}`);
    process.exit(1);
  });
}
