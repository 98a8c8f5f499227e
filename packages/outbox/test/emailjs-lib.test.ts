// The real @emailjs/browser, in Node, against the outbox. The library reads `location.pathname`
// (its default limitRate id) and `navigator`; Node 24 has fetch and navigator, location is stubbed.
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/store.mjs';
import { start } from './helpers';

type Outbox = Awaited<ReturnType<typeof start>>;
let outbox: Outbox;
beforeAll(async () => {
  (globalThis as { location?: unknown }).location ??= { pathname: '/iletisim' };
  outbox = await start();
});
afterAll(() => outbox.close());
afterEach(() => outbox.setFault({ mode: 'off' }));

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get: async (k: string) => map.get(k),
    set: async (k: string, v: string) => void map.set(k, v),
    remove: async (k: string) => void map.delete(k),
  };
}

const params = {
  name: 'Zeynep',
  email: 'z@example.com',
  company: 'Belirtilmedi',
  message: 'Fiyat teklifi',
  to_email: 'info@example.com',
};

describe('@emailjs/browser against the outbox', () => {
  it('sends with init(options, origin) and gets EmailJSResponseStatus 200 OK', async () => {
    emailjs.init({ publicKey: 'local-public-key' }, outbox.url);
    const res = await emailjs.send('local-service', 'contact-form', {
      ...params,
      enquiry_id: 'lib-1',
    });
    expect(res).toBeInstanceOf(EmailJSResponseStatus);
    expect(res).toMatchObject({ status: 200, text: 'OK' });
    const record = (await readOutbox(outbox.config.file)).find((r) => r.idempotencyKey === 'lib-1');
    expect(record).toMatchObject({
      libVersion: '4.4.1',
      serviceId: 'local-service',
      templateId: 'contact-form',
    });
    expect(record!.params).toEqual({ ...params, enquiry_id: 'lib-1' });
  });

  it('rejects with the outbox 400 reason for an unknown key, service or template', async () => {
    emailjs.init({ publicKey: 'wrong-key' }, outbox.url);
    await expect(emailjs.send('local-service', 'contact-form', params)).rejects.toMatchObject({
      status: 400,
      text: expect.stringMatching(/Public Key is invalid/),
    });
    emailjs.init({ publicKey: 'local-public-key' }, outbox.url);
    await expect(emailjs.send('other', 'contact-form', params)).rejects.toMatchObject({
      status: 400,
      text: expect.stringMatching(/service ID is invalid/),
    });
    await expect(emailjs.send('local-service', 'nope', params)).rejects.toMatchObject({
      status: 400,
      text: expect.stringMatching(/template ID is invalid/),
    });
  });

  it.each([500, 429, 403, 451])(
    'rejects with status %i when the outbox is told to fail',
    async (status) => {
      emailjs.init({ publicKey: 'local-public-key' }, outbox.url);
      outbox.setFault({ mode: 'status', status, times: 1 });
      await expect(emailjs.send('local-service', 'contact-form', params)).rejects.toMatchObject({
        status,
      });
    },
  );

  it('rejects with a TypeError when the connection drops (no status to read)', async () => {
    emailjs.init({ publicKey: 'local-public-key' }, outbox.url);
    outbox.setFault({ mode: 'drop', times: 1 });
    await expect(emailjs.send('local-service', 'contact-form', params)).rejects.toBeInstanceOf(
      TypeError,
    );
  });

  it('throttles locally with limitRate: 429 Too Many Requests without a request', async () => {
    emailjs.init(
      {
        publicKey: 'local-public-key',
        limitRate: { id: 'contact', throttle: 10_000 },
        storageProvider: memoryStorage(),
      },
      outbox.url,
    );
    await emailjs.send('local-service', 'contact-form', params);
    const before = outbox.stats.received;
    await expect(emailjs.send('local-service', 'contact-form', params)).rejects.toMatchObject({
      status: 429,
      text: 'Too Many Requests',
    });
    expect(outbox.stats.received).toBe(before);
    emailjs.init({ publicKey: 'local-public-key', limitRate: {} }, outbox.url);
  });

  it('refuses a block-listed value locally with 403 Forbidden', async () => {
    emailjs.init(
      {
        publicKey: 'local-public-key',
        blockList: { list: ['spam@example.com'], watchVariable: 'email' },
      },
      outbox.url,
    );
    await expect(
      emailjs.send('local-service', 'contact-form', { ...params, email: 'spam@example.com' }),
    ).rejects.toMatchObject({ status: 403, text: 'Forbidden' });
    emailjs.init({ publicKey: 'local-public-key', blockList: {} }, outbox.url);
  });

  it('refuses a headless browser locally with 451 when blockHeadless is on', async () => {
    const nav = globalThis.navigator as Navigator & { webdriver?: boolean };
    const had = Object.getOwnPropertyDescriptor(nav, 'webdriver');
    Object.defineProperty(nav, 'webdriver', { value: true, configurable: true });
    try {
      emailjs.init({ publicKey: 'local-public-key', blockHeadless: true }, outbox.url);
      await expect(emailjs.send('local-service', 'contact-form', params)).rejects.toMatchObject({
        status: 451,
        text: 'Unavailable For Headless Browser',
      });
    } finally {
      if (had) Object.defineProperty(nav, 'webdriver', had);
      else delete (nav as { webdriver?: boolean }).webdriver;
      emailjs.init({ publicKey: 'local-public-key', blockHeadless: false }, outbox.url);
    }
  });
});
