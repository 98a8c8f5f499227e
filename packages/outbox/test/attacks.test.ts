// The outbox as an attacker meets it (D21): a web page on another site, a page that rebinds its
// domain to 127.0.0.1, a page on another local port. Each refusal is proven to leave the outbox's
// file, its fault setting and its stored messages exactly as they were.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS, isOwnHost } from '../src/server.mjs';
import { body, post, start } from './helpers';

type Outbox = Awaited<ReturnType<typeof start>>;
let outbox: Outbox | undefined;
afterEach(async () => {
  await outbox?.close();
  outbox = undefined;
});

/** A raw request, so Host and the browser's headers can be whatever an attacker's browser sends. */
function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The outbox's state: its file's bytes, its fault, its messages. */
async function state(o: Outbox) {
  const admin = (path: string) => fetch(`${o.url}/__outbox/${path}`).then((r) => r.json());
  return {
    file: await readFile(o.config.file, 'utf8').catch(() => null),
    fault: await admin('fail'),
    messages: await admin('messages'),
  };
}

const SECRET = 'Özel: 4.500 kg iğneli keçe, teslim Eylül';
const rebound = (port: number) => `kuzeyhan-evil.example:${port}`;
const send = JSON.stringify(body({}, { message: 'Sahte talep' }));
const json = { 'content-type': 'application/json' };

describe('the outbox refuses what a web page other than the site may try', () => {
  const attacks: {
    name: string;
    method: string;
    path: string;
    headers: (port: number) => Record<string, string>;
    payload?: string;
    text: string;
  }[] = [
    {
      name: 'a rebound domain reads the stored enquiries',
      method: 'GET',
      path: '/__outbox/messages',
      headers: (port) => ({ host: rebound(port), 'sec-fetch-site': 'same-origin' }),
      text: TEXTS.host,
    },
    {
      name: 'a rebound domain deletes the stored enquiries',
      method: 'DELETE',
      path: '/__outbox/messages',
      headers: (port) => ({ host: rebound(port), origin: `http://${rebound(port)}` }),
      text: TEXTS.host,
    },
    {
      name: 'a rebound domain sends an enquiry',
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: (port) => ({ ...json, host: rebound(port), origin: `http://${rebound(port)}` }),
      payload: send,
      text: TEXTS.host,
    },
    {
      name: 'a rebound domain without the port sends an enquiry',
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: () => ({ ...json, host: 'kuzeyhan-evil.example' }),
      payload: send,
      text: TEXTS.host,
    },
    {
      name: 'another site switches failures on with a form post (no preflight)',
      method: 'POST',
      path: '/__outbox/fail',
      headers: (port) => ({
        host: `127.0.0.1:${port}`,
        origin: 'https://evil.example',
        'content-type': 'text/plain',
        'sec-fetch-site': 'cross-site',
      }),
      payload: '{"mode":"status","status":500}',
      text: TEXTS.adminFromPage,
    },
    {
      name: 'another site deletes the stored enquiries',
      method: 'DELETE',
      path: '/__outbox/messages',
      headers: (port) => ({
        host: `127.0.0.1:${port}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
      text: TEXTS.adminFromPage,
    },
    {
      name: 'a page on another local port deletes the stored enquiries',
      method: 'DELETE',
      path: '/__outbox/messages',
      headers: (port) => ({
        host: `localhost:${port}`,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-site',
      }),
      text: TEXTS.adminFromPage,
    },
    {
      name: 'a page reads the stored enquiries with a no-cors fetch',
      method: 'GET',
      path: '/__outbox/messages',
      headers: (port) => ({ host: `127.0.0.1:${port}`, 'sec-fetch-site': 'cross-site' }),
      text: TEXTS.adminFromPage,
    },
    {
      name: 'another site sends an enquiry with a form post',
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: (port) => ({
        host: `127.0.0.1:${port}`,
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      }),
      payload: send,
      text: TEXTS.origin,
    },
  ];

  it.each(attacks)('$name: 403, and every file, fault and message unchanged', async (attack) => {
    outbox = await start();
    expect((await post(outbox.url, body({}, { message: SECRET }))).status).toBe(200);
    const before = await state(outbox);
    expect(before.file).toContain('4.500 kg');

    const res = await raw(
      outbox.port,
      attack.method,
      attack.path,
      attack.headers(outbox.port),
      attack.payload,
    );
    expect(res.status).toBe(403);
    expect(res.text).toBe(attack.text);
    expect(res.text).not.toContain('4.500 kg');
    expect(await state(outbox)).toEqual(before);
  });

  it('still answers the site, scripts and the address bar', async () => {
    outbox = await start();
    const port = outbox.port;
    const site = await raw(
      port,
      'POST',
      '/api/v1.0/email/send',
      { ...json, host: `127.0.0.1:${port}`, origin: 'http://localhost:4173' },
      send,
    );
    expect(site.status).toBe(200);
    const typed = await raw(port, 'GET', '/__outbox/messages', {
      host: `localhost:${port}`,
      'sec-fetch-site': 'none',
    });
    expect(typed.status).toBe(200);
    expect(JSON.parse(typed.text)).toHaveLength(1);
    const script = await raw(port, 'GET', '/__outbox/stats', { host: `[::1]:${port}` });
    expect(script.status).toBe(200);
  });
});

describe('isOwnHost', () => {
  it.each([
    ['127.0.0.1:4174', true],
    ['localhost:4174', true],
    ['LOCALHOST:4174', true],
    ['[::1]:4174', true],
    ['192.168.1.20:4174', true],
    ['127.0.0.1:4173', false],
    ['127.0.0.1', false],
    ['evil.example:4174', false],
    ['localhost.evil.example:4174', false],
    ['127.0.0.1.nip.io:4174', false],
    ['user@127.0.0.1:4174', false],
    ['', false],
  ])('%s → %s', (host, own) => {
    expect(isOwnHost(host, 4174)).toBe(own);
  });
});
