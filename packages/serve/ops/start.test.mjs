// `defne-site start` runs the local outbox where the build's forms post: the enquiry origin the
// build took from the site's .env (VITE_EMAILJS_ORIGIN), which postbuild records in the build's
// manifest and the pages' CSP allows. An OUTBOX_PORT naming another port is refused, both named.
// The commands run as a sister site runs them: `defne-site postbuild`, then `defne-site start`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPlan } from './outbox.mjs';

const BIN = fileURLToPath(new URL('../bin/defne-site.mjs', import.meta.url));
const site = mkdtempSync(join(tmpdir(), 'defne-start-'));
/** @type {Array<import('node:child_process').ChildProcess>} */
const children = [];
/** The port the site's .env names for its forms: a free one, not the default 4174. */
let formsPort = 0;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a command in the site's folder: none of this machine's outbox settings.
 * @param {Record<string, string>} more
 */
function siteEnv(more = {}) {
  /** @type {Record<string, string | undefined>} */
  const env = { ...process.env, SITE_DIR: site, OUTBOX_FILE: join(site, 'outbox.jsonl') };
  for (const name of ['OUTBOX', 'OUTBOX_PORT', 'OUTBOX_HOST', 'PORT', 'VITE_EMAILJS_ORIGIN'])
    delete env[name];
  return { ...env, OUTBOX_QUIET: '1', ...more };
}

/**
 * Runs `defne-site <command>` to its end.
 * @param {string} command
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ code: number | null, out: string }>}
 */
function runToEnd(command, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, command], { cwd: site, env: siteEnv(env) });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * Starts `defne-site start` on a free port; resolves with the site's address once it listens.
 * @param {Record<string, string>} [env]
 */
function start(env = {}) {
  const child = spawn(process.execPath, [BIN, 'start'], {
    cwd: site,
    env: siteEnv({ PORT: '0', ...env }),
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not come up:\n${out}`)), 20_000);
    const seen = (/** @type {Buffer} */ d) => {
      out += d;
      const match = /Site: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`start exited with ${code}:\n${out}`)));
  });
}

/**
 * One HTTP request with the given headers and body.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function fetchText(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends an enquiry as the page's form does (EmailJS's API, the local keys) from the page's origin.
 * @param {string} origin where the page may post (its CSP's connect-src)
 * @param {string} page the page's own origin
 */
async function sendEnquiry(origin, page) {
  for (let i = 0; i < 100; i += 1) {
    try {
      return await fetchText(`${origin}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: page },
        body: JSON.stringify({
          lib_version: '4.4.1',
          user_id: 'local-public-key',
          service_id: 'local-service',
          template_id: 'contact-form',
          template_params: { name: 'Jana Weber', email: 'jana@example.com', message: 'Hallo' },
        }),
      });
    } catch {
      // the outbox is still starting (or nothing listens there: the last try says so)
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answers at ${origin}`);
}

beforeAll(async () => {
  formsPort = await freePort();
  mkdirSync(join(site, 'build', 'client'), { recursive: true });
  writeFileSync(join(site, 'package.json'), '{"name":"a-sister-site","type":"module"}\n');
  writeFileSync(
    join(site, 'build', 'client', 'index.html'),
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anfrage</title></head>' +
      '<body><h1>Anfrage</h1><p>Schreiben Sie uns: wir antworten innerhalb eines Werktags.</p></body></html>',
  );
  // Where the forms post, as a sister site's .env says it.
  writeFileSync(join(site, '.env'), `VITE_EMAILJS_ORIGIN=http://127.0.0.1:${formsPort}\n`);
  const built = await runToEnd('postbuild');
  expect(built.code, built.out).toBe(0);
}, 60_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(site, { recursive: true, force: true });
});

describe('defne-site start and the local outbox', () => {
  it("serves the outbox where the build's forms post, so an enquiry arrives", async () => {
    const manifest = JSON.parse(
      readFileSync(join(site, 'build', 'serving', 'headers.json'), 'utf8'),
    );
    expect(manifest.enquiryOrigin).toBe(`http://127.0.0.1:${formsPort}`);
    const url = await start();
    const page = await fetchText(`${url}/`);
    // The page may post to the .env's address, and only there (besides itself).
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' http://127.0.0.1:${formsPort};`,
    );
    const sent = await sendEnquiry(`http://127.0.0.1:${formsPort}`, url);
    expect(sent.status, sent.body).toBe(200);
    const stored = readFileSync(join(site, 'outbox.jsonl'), 'utf8');
    expect(stored).toContain('Jana Weber');
    expect(stored).toContain('contact-form');
  }, 60_000);

  it("refuses an OUTBOX_PORT other than the build's, naming both addresses", async () => {
    const other = String(formsPort === 4174 ? 4175 : 4174);
    const refused = await runToEnd('start', { PORT: '0', OUTBOX_PORT: other });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`forms post to http://127.0.0.1:${formsPort}`);
    expect(refused.out).toContain(
      `OUTBOX_PORT=${other} asks for the outbox on http://127.0.0.1:${other}`,
    );
    // Nothing was started: the site never listened.
    expect(refused.out).not.toContain('Site: ');
  }, 30_000);

  it('takes OUTBOX_PORT when it repeats the build’s port, and starts none for a build posting elsewhere', () => {
    const origin = 'http://127.0.0.1:4801';
    expect(outboxPlan({ OUTBOX_PORT: '4801' }, origin)).toEqual({ port: 4801 });
    expect(outboxPlan({}, origin)).toEqual({ port: 4801 });
    expect(outboxPlan({}, 'http://[::1]:4801')).toEqual({ port: 4801, host: '::1' });
    expect(outboxPlan({ OUTBOX: 'off', OUTBOX_PORT: '4174' }, origin)).toEqual({
      skip: 'OUTBOX=off',
    });
    // A build without the manifest's record: the port asked for, else 4174.
    expect(outboxPlan({}, null)).toEqual({ port: 4174 });
    expect(outboxPlan({ OUTBOX_PORT: '4300' }, null)).toEqual({ port: 4300 });
    // An EmailJS build: no outbox it could reach, and none asked for by port.
    expect(outboxPlan({}, 'https://api.emailjs.com').skip).toMatch(
      /forms post to https:\/\/api\.emailjs\.com, not to a local outbox/,
    );
    expect(() => outboxPlan({ OUTBOX_PORT: '4174' }, 'https://api.emailjs.com')).toThrow(
      /post to https:\/\/api\.emailjs\.com, but OUTBOX_PORT=4174 asks for the outbox on http:\/\/127\.0\.0\.1:4174/,
    );
    expect(() => outboxPlan({ OUTBOX_PORT: 'x' }, origin)).toThrow(/OUTBOX_PORT must be a port/);
  });
});
