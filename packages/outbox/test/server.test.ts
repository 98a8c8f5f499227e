import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../src/server.mjs';
import { readOutbox } from '../src/store.mjs';
import { body, post, start, tempFile } from './helpers';

type Outbox = Awaited<ReturnType<typeof start>>;
let outbox: Outbox | undefined;
afterEach(async () => {
  await outbox?.close();
  outbox = undefined;
});

async function admin(path: string, init: RequestInit = {}) {
  return fetch(`${outbox!.url}/__outbox/${path}`, init);
}

async function fail(mode: Record<string, unknown>) {
  const res = await admin('fail', { method: 'POST', body: JSON.stringify(mode) });
  expect(res.status).toBe(200);
}

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK and stores the enquiry as one JSON line', async () => {
    outbox = await start();
    const res = await post(outbox.url, body({}, { enquiry_id: 'k-1' }), {
      origin: 'http://localhost:4173',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const [record, ...rest] = await readOutbox(outbox.config.file);
    expect(rest).toHaveLength(0);
    expect(record).toMatchObject({
      templateId: 'contact-form',
      serviceId: 'local-service',
      libVersion: '4.4.1',
      idempotencyKey: 'k-1',
      origin: 'http://localhost:4173',
      params: body({}, { enquiry_id: 'k-1' }).template_params,
    });
    expect(Date.parse(record!.receivedAt)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('takes the short form template', async () => {
    outbox = await start();
    const res = await post(
      outbox.url,
      body({
        template_id: 'short-form',
        template_params: { nameCompany: 'Acme', email: 'a@example.com', phone: '', message: 'x' },
      }),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['a missing public key', { user_id: undefined }, TEXTS.publicKeyRequired],
    ['an unknown public key', { user_id: 'nope' }, TEXTS.publicKeyInvalid],
    ['a missing service id', { service_id: '' }, TEXTS.serviceRequired],
    ['an unknown service id', { service_id: 'gmail' }, TEXTS.serviceInvalid],
    ['a missing template id', { template_id: undefined }, TEXTS.templateRequired],
    ['an unknown template id', { template_id: 'template_x' }, TEXTS.templateInvalid],
    ['template params that are not an object', { template_params: ['a'] }, TEXTS.templateParams],
  ])('answers 400 with a reason for %s and stores nothing', async (_label, overrides, text) => {
    outbox = await start();
    const res = await post(outbox.url, body(overrides));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(text);
    expect(await readOutbox(outbox.config.file)).toEqual([]);
  });

  it('checks the key before the service and the service before the template, as EmailJS does', async () => {
    outbox = await start();
    const res = await post(outbox.url, body({ user_id: 'x', service_id: 'y', template_id: 'z' }));
    expect(await res.text()).toBe(TEXTS.publicKeyInvalid);
  });

  it.each([
    ['not JSON', '{"user_id": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hello"'],
    ['empty', ''],
  ])('answers 400 for a body that is %s', async (_label, raw) => {
    outbox = await start();
    const res = await post(outbox.url, raw);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(TEXTS.badJson);
  });

  it('answers 413 for a body over 50 KB', async () => {
    outbox = await start();
    const res = await post(outbox.url, body({}, { message: 'x'.repeat(60 * 1024) }));
    expect(res.status).toBe(413);
    expect(await readOutbox(outbox.config.file)).toEqual([]);
  });

  it('accepts keys, services and templates from the environment and a JSON config file', async () => {
    const configFile = await tempFile('outbox.config.json');
    await writeFile(configFile, JSON.stringify({ templates: ['template_abc'] }));
    outbox = await start({
      env: {
        OUTBOX_CONFIG: configFile,
        OUTBOX_PUBLIC_KEYS: 'pk_1, pk_2',
        OUTBOX_SERVICES: 'service_z',
      },
    });
    const ok = await post(
      outbox.url,
      body({ user_id: 'pk_2', service_id: 'service_z', template_id: 'template_abc' }),
    );
    expect(ok.status).toBe(200);
    const old = await post(outbox.url, body());
    expect(old.status).toBe(400);
  });

  it("takes a site's own form kinds' templates as `defne-site start` lists them, and no other", async () => {
    // A site whose config has a `sample` form kind: its build lists the kit's two and `sample-form`.
    outbox = await start({ env: { OUTBOX_TEMPLATES: 'contact-form,short-form,sample-form' } });
    const sample = { fullName: 'Jonas Meyer', dimensions: '400 × 300 × 200', to_email: 'x@y.z' };
    const ok = await post(outbox.url, {
      ...body({ template_id: 'sample-form' }),
      template_params: sample,
    });
    expect(ok.status).toBe(200);
    expect((await post(outbox.url, body({ template_id: 'short-form' }))).status).toBe(200);
    for (const unknown of ['samples-form', 'other-form']) {
      const res = await post(outbox.url, body({ template_id: unknown }));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(TEXTS.templateInvalid);
    }
    const stored = await readOutbox(outbox.config.file);
    expect(stored.map((r) => r.templateId)).toEqual(['sample-form', 'short-form']);
    expect(stored[0]!.params).toEqual(sample);
  });

  it('stores a repeated idempotency key once and still answers OK', async () => {
    outbox = await start();
    for (let i = 0; i < 3; i += 1) {
      const res = await post(outbox.url, body({}, { enquiry_id: 'same' }));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-outbox-duplicate')).toBe(i === 0 ? '0' : '1');
    }
    await post(outbox.url, body({}, { enquiry_id: 'other' }));
    await post(outbox.url, body());
    await post(outbox.url, body());
    const records = await readOutbox(outbox.config.file);
    expect(records.map((r) => r.idempotencyKey)).toEqual(['same', 'other', null, null]);
  });

  it('remembers idempotency keys across a restart', async () => {
    outbox = await start();
    const file = outbox.config.file;
    await post(outbox.url, body({}, { enquiry_id: 'persisted' }));
    await outbox.close();
    outbox = await start({ file });
    await post(outbox.url, body({}, { enquiry_id: 'persisted' }));
    expect(await readOutbox(file)).toHaveLength(1);
  });

  it('answers 404 for other paths, 405 for other methods and 501 for the unused send-form', async () => {
    outbox = await start();
    expect((await fetch(`${outbox.url}/api/v1.0/email/other`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await fetch(`${outbox.url}/`)).status).toBe(404);
    const get = await fetch(`${outbox.url}/api/v1.0/email/send`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const form = await fetch(`${outbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(form.status).toBe(501);
  });
});

describe('CORS', () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it.each([
    'http://localhost:4173',
    'http://127.0.0.1:4173',
    'http://127.0.0.1:39999',
    'http://localhost:5173',
  ])('answers the preflight of the site origin %s, naming that origin', async (origin) => {
    outbox = await start();
    const res = await preflight(outbox.url, origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
    expect(res.headers.get('vary')).toContain('Origin');
    const sent = await post(outbox.url, body(), { origin });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each([
    'https://evil.example',
    'http://127.0.0.1.evil.example:4173',
    'null',
    'http://localhost.evil:4173',
  ])(
    'refuses the origin %s, on the preflight and on the send, and never answers *',
    async (origin) => {
      outbox = await start();
      const res = await preflight(outbox.url, origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const sent = await post(outbox.url, body(), { origin });
      expect(sent.status).toBe(403);
      expect(sent.headers.get('access-control-allow-origin')).toBeNull();
      expect(await readOutbox(outbox.config.file)).toEqual([]);
    },
  );

  it('keeps CORS headers on error answers so the page can read the status', async () => {
    outbox = await start();
    const origin = 'http://127.0.0.1:4173';
    const res = await post(outbox.url, body({ user_id: 'bad' }), { origin });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    await fail({ mode: 'status', status: 500 });
    const failed = await post(outbox.url, body(), { origin });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('follows OUTBOX_ALLOWED_ORIGINS and refuses a bare *', async () => {
    outbox = await start({ env: { OUTBOX_ALLOWED_ORIGINS: 'https://www.example.com' } });
    expect((await preflight(outbox.url, 'https://www.example.com')).status).toBe(204);
    expect((await preflight(outbox.url, 'http://localhost:4173')).status).toBe(403);
    await outbox.close();
    outbox = undefined;
    await expect(start({ env: { OUTBOX_ALLOWED_ORIGINS: '*' } })).rejects.toThrow(/bare "\*"/);
  });
});

describe('failure injection', () => {
  it.each([
    [500, 'Internal Server Error'],
    [429, 'Too Many Requests'],
    [403, 'Forbidden'],
    [451, 'Unavailable For Headless Browser'],
  ])('answers %i as told, stores nothing, then recovers after `times`', async (status, text) => {
    outbox = await start();
    await fail({ mode: 'status', status, times: 2 });
    for (let i = 0; i < 2; i += 1) {
      const res = await post(outbox.url, body());
      expect(res.status).toBe(status);
      expect(await res.text()).toBe(text);
    }
    expect(await readOutbox(outbox.config.file)).toEqual([]);
    expect((await post(outbox.url, body())).status).toBe(200);
    expect(await readOutbox(outbox.config.file)).toHaveLength(1);
  });

  it('keeps failing until told off when no `times` is given', async () => {
    outbox = await start();
    await fail({ mode: 'status', status: 503 });
    for (let i = 0; i < 3; i += 1) expect((await post(outbox.url, body())).status).toBe(503);
    expect(await (await admin('fail')).json()).toEqual({ mode: 'status', status: 503 });
    await fail({ mode: 'off' });
    expect((await post(outbox.url, body())).status).toBe(200);
  });

  it('delays the answer', async () => {
    outbox = await start();
    await fail({ mode: 'delay', ms: 400, times: 1 });
    const t0 = Date.now();
    const res = await post(outbox.url, body());
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
  });

  it('drops the connection without storing', async () => {
    outbox = await start();
    await fail({ mode: 'drop', times: 1 });
    await expect(post(outbox.url, body())).rejects.toThrow(TypeError);
    expect(await readOutbox(outbox.config.file)).toEqual([]);
    expect((await post(outbox.url, body())).status).toBe(200);
  });

  it('drops the connection after storing (a lost answer), and the retry with the same key is not stored again', async () => {
    outbox = await start();
    await fail({ mode: 'drop', afterStore: true, times: 1 });
    await expect(post(outbox.url, body({}, { enquiry_id: 'lost-answer' }))).rejects.toThrow(
      TypeError,
    );
    expect(await readOutbox(outbox.config.file)).toHaveLength(1);
    expect((await post(outbox.url, body({}, { enquiry_id: 'lost-answer' }))).status).toBe(200);
    expect(await readOutbox(outbox.config.file)).toHaveLength(1);
  });

  it('takes a starting fault from OUTBOX_FAIL', async () => {
    outbox = await start({ env: { OUTBOX_FAIL: '451' } });
    expect((await post(outbox.url, body())).status).toBe(451);
  });

  it.each([
    { mode: 'boom' },
    { mode: 'status', status: 200 },
    { mode: 'delay', ms: -1 },
    { mode: 'status', status: 500, times: 0 },
    'x',
  ])('refuses the fault description %j', async (mode) => {
    outbox = await start();
    const res = await admin('fail', { method: 'POST', body: JSON.stringify(mode) });
    expect(res.status).toBe(400);
  });
});

describe('admin endpoints', () => {
  it('lists and clears the messages and reports stats', async () => {
    outbox = await start();
    await post(outbox.url, body({}, { enquiry_id: 'a' }));
    await post(outbox.url, body({}, { enquiry_id: 'a' }));
    await post(outbox.url, body({ user_id: 'bad' }));
    const messages = await (await admin('messages')).json();
    expect(messages).toHaveLength(1);
    expect(await (await admin('stats')).json()).toMatchObject({
      received: 3,
      accepted: 1,
      duplicates: 1,
      rejected: 1,
    });
    expect((await admin('messages', { method: 'DELETE' })).status).toBe(200);
    expect(await (await admin('messages')).json()).toEqual([]);
    // Clearing forgets the keys too: the next test run may reuse them.
    await post(outbox.url, body({}, { enquiry_id: 'a' }));
    expect(await readOutbox(outbox.config.file)).toHaveLength(1);
    expect((await admin('health')).status).toBe(200);
  });

  it('are absent when OUTBOX_ADMIN=0', async () => {
    outbox = await start({ env: { OUTBOX_ADMIN: '0' } });
    expect((await admin('messages')).status).toBe(404);
    expect((await admin('fail', { method: 'POST', body: '{"mode":"drop"}' })).status).toBe(404);
    expect((await post(outbox.url, body())).status).toBe(200);
  });
});
