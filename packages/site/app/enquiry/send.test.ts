import * as emailjs from '@emailjs/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ENQUIRY_CONFIG } from './config';
import { clearDraft, loadDraft, saveDraft } from './draft';
import {
  classifyFailure,
  EnquiryError,
  sendEnquiry,
  THROTTLE_KEY_PREFIX,
  type SendEnquiryOptions,
} from './send';

const contact = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  company: '',
  message: 'Merhaba,\nfiyat alabilir miyim?',
};
const config = { ...LOCAL_ENQUIRY_CONFIG, origin: 'http://outbox.test' };
const base: SendEnquiryOptions = {
  config,
  toEmail: 'info@example.com',
  notSpecified: 'Belirtilmedi',
  throttleMs: 0,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let errorLog: ReturnType<typeof vi.spyOn>;

function answer(status: number, text = status === 200 ? 'OK' : 'Error') {
  return () => Promise.resolve(new Response(text, { status }));
}

function sentBody(call = 0) {
  const init = fetchMock.mock.calls[call]![1];
  return JSON.parse(String(init.body));
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer(200));
  vi.stubGlobal('fetch', fetchMock);
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const id of ['contact', 'short', 'other']) clearDraft(id);
  localStorage.clear();
});

describe('sendEnquiry with the real @emailjs/browser', () => {
  it('posts EmailJS JSON to {origin}/api/v1.0/email/send with the contact params', async () => {
    const result = await sendEnquiry('contact', contact, base);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://outbox.test/api/v1.0/email/send');
    const body = sentBody();
    expect(body).toEqual({
      lib_version: '4.4.1',
      user_id: 'local-public-key',
      service_id: 'local-service',
      template_id: 'contact-form',
      template_params: {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        company: 'Belirtilmedi',
        message: 'Merhaba,\nfiyat alabilir miyim?',
        to_email: 'info@example.com',
        enquiry_id: expect.stringMatching(/^[\w-]+\.[0-9a-z]+$/),
      },
    });
    expect(result).toEqual({
      status: 200,
      text: 'OK',
      enquiryId: body.template_params.enquiry_id,
      params: body.template_params,
    });
  });

  it('sends the short form with its own template and params', async () => {
    await sendEnquiry(
      'short',
      {
        nameCompany: 'Acme\r\nLtd',
        email: 'a@example.com',
        phone: '+90 212 555 00 00',
        message: 'Hi',
      },
      base,
    );
    const body = sentBody();
    expect(body.template_id).toBe('short-form');
    expect(body.template_params).toEqual({
      nameCompany: 'Acme Ltd',
      email: 'a@example.com',
      phone: '+90 212 555 00 00',
      message: 'Hi',
      to_email: 'info@example.com',
      enquiry_id: expect.any(String),
    });
  });

  it('adds extra params (the product keys of a quote request) without overriding the form', async () => {
    await sendEnquiry('contact', contact, {
      ...base,
      params: { product: 'filterPaper,needleFelt', message: 'not this' },
    });
    const params = sentBody().template_params;
    expect(params.product).toBe('filterPaper,needleFelt');
    expect(params.message).toBe('Merhaba,\nfiyat alabilir miyim?');
  });

  it('keeps a given company and clears the draft after success', async () => {
    saveDraft('contact', { ...contact, company: 'Kuzey A.Ş.' });
    await sendEnquiry('contact', { ...contact, company: 'Kuzey A.Ş.' }, base);
    expect(sentBody().template_params.company).toBe('Kuzey A.Ş.');
    expect(loadDraft('contact')).toBeNull();
  });

  it.each([
    [500, 'provider'],
    [502, 'provider'],
    [412, 'provider'],
    [429, 'throttled'],
    [403, 'blocked'],
    [451, 'blocked'],
    [400, 'invalid'],
  ] as const)(
    'classifies an answer %i as %s, keeps the draft and logs status and class only',
    async (status, kind) => {
      saveDraft('contact', contact);
      fetchMock.mockImplementation(answer(status, 'The Public Key is invalid'));
      const error = await sendEnquiry('contact', contact, base).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EnquiryError);
      expect(error).toMatchObject({ kind, status });
      expect(loadDraft('contact')).toEqual(
        contact.company
          ? contact
          : { name: contact.name, email: contact.email, message: contact.message },
      );
      expect(errorLog).toHaveBeenCalledTimes(1);
      const logged = JSON.stringify(errorLog.mock.calls);
      expect(logged).toContain(kind);
      expect(logged).toContain(String(status));
      for (const secret of ['Ayşe', 'ayse@example.com', 'Merhaba', 'fiyat'])
        expect(logged).not.toContain(secret);
    },
  );

  it('tells a mail service that did not answer (fetch TypeError while online) from being offline', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEnquiry('contact', contact, base)).rejects.toMatchObject({
      kind: 'unreachable',
      status: 0,
    });
  });

  it('classifies a request that failed because the browser went offline meanwhile as offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchMock.mockImplementation(() => {
      onLine.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(sendEnquiry('contact', contact, base)).rejects.toMatchObject({
      kind: 'offline',
      status: 0,
    });
  });

  it('answers offline at once when the browser says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendEnquiry('contact', contact, base)).rejects.toMatchObject({ kind: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('times out when no answer comes', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const t0 = Date.now();
    await expect(sendEnquiry('contact', contact, { ...base, timeoutMs: 60 })).rejects.toMatchObject(
      { kind: 'timeout' },
    );
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('sends once on a double submit: the second call gets the same promise', async () => {
    let release!: () => void;
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(new Response('OK')))),
    );
    const first = sendEnquiry('contact', contact, base);
    const second = sendEnquiry('contact', contact, base);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release();
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries with the same enquiry_id after a failure, and a new one once the text changes', async () => {
    saveDraft('contact', contact);
    fetchMock.mockImplementationOnce(answer(500));
    await expect(sendEnquiry('contact', contact, base)).rejects.toMatchObject({ kind: 'provider' });
    fetchMock.mockImplementationOnce(answer(500));
    await expect(sendEnquiry('contact', contact, base)).rejects.toMatchObject({ kind: 'provider' });
    await sendEnquiry('contact', { ...contact, message: `${contact.message} Teşekkürler` }, base);
    const [a, b, c] = [0, 1, 2].map((i) => sentBody(i).template_params.enquiry_id);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(c!.split('.')[0]).toBe(a!.split('.')[0]);
  });

  it("keeps the enquiry_id when the retry comes from the other language's page", async () => {
    saveDraft('contact', contact);
    fetchMock.mockImplementationOnce(answer(500));
    await expect(
      sendEnquiry('contact', contact, { ...base, notSpecified: 'Not specified' }),
    ).rejects.toMatchObject({ kind: 'provider' });
    await sendEnquiry('contact', contact, { ...base, notSpecified: 'Belirtilmedi' });
    const [en, tr] = [sentBody(0).template_params, sentBody(1).template_params];
    expect([en.company, tr.company]).toEqual(['Not specified', 'Belirtilmedi']);
    expect(tr.enquiry_id).toBe(en.enquiry_id);
  });

  it('throttles with limitRate per form id; a failed send does not count', async () => {
    const options = { ...base, throttleMs: 10_000 };
    fetchMock.mockImplementationOnce(answer(500));
    await expect(sendEnquiry('contact', contact, options)).rejects.toMatchObject({
      kind: 'provider',
    });
    expect(localStorage.getItem(`${THROTTLE_KEY_PREFIX}contact`)).toBeNull();
    await sendEnquiry('contact', contact, options);
    expect(localStorage.getItem(`${THROTTLE_KEY_PREFIX}contact`)).not.toBeNull();
    await expect(
      sendEnquiry('contact', { ...contact, message: 'again' }, options),
    ).rejects.toMatchObject({ kind: 'throttled', status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await sendEnquiry('short', { nameCompany: 'A', email: 'a@example.com', message: 'm' }, options);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('blocks a headless browser with 451 only when blockHeadless is asked for', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    try {
      await expect(
        sendEnquiry('contact', contact, { ...base, blockHeadless: true }),
      ).rejects.toMatchObject({ kind: 'blocked', status: 451 });
      expect(fetchMock).not.toHaveBeenCalled();
      await sendEnquiry('contact', contact, base);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });
});

describe('sendEnquiry before sending', () => {
  it('drops a honeypot hit silently: success, nothing sent, nothing logged', async () => {
    const loadEmailJs = vi.fn(async () => emailjs);
    const result = await sendEnquiry('contact', contact, {
      ...base,
      honeypot: 'http://spam.example',
      loadEmailJs,
    });
    expect(result).toEqual({
      status: 200,
      text: 'OK',
      enquiryId: null,
      params: {},
      skipped: 'honeypot',
    });
    expect(loadEmailJs).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('refuses invalid values with typed field errors without loading EmailJS', async () => {
    const loadEmailJs = vi.fn(async () => emailjs);
    const error = (await sendEnquiry(
      'contact',
      { name: '', email: 'nope', message: 'x'.repeat(5001) },
      { ...base, loadEmailJs },
    ).catch((e: unknown) => e)) as EnquiryError;
    expect(error.kind).toBe('invalid');
    expect(error.retryable).toBe(false);
    expect(error.fieldErrors).toEqual({
      name: { code: 'required' },
      email: { code: 'invalidEmail' },
      message: { code: 'tooLong', max: 5000, length: 5001 },
    });
    expect(loadEmailJs).not.toHaveBeenCalled();
  });

  it('loads the library through the seam only when sending', async () => {
    const send = vi.fn(async () => new emailjs.EmailJSResponseStatus(200, 'OK'));
    const init = vi.fn();
    await sendEnquiry('contact', contact, { ...base, loadEmailJs: async () => ({ init, send }) });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        publicKey: 'local-public-key',
        blockHeadless: false,
        limitRate: { id: `${THROTTLE_KEY_PREFIX}contact`, throttle: 0 },
      }),
      'http://outbox.test',
    );
    expect(send).toHaveBeenCalledWith(
      'local-service',
      'contact-form',
      expect.objectContaining({ name: 'Ayşe Yılmaz' }),
    );
  });
});

describe('classifyFailure', () => {
  it('sorts what the library throws', () => {
    // Status 0 (no answer): the service did not answer while online, offline when the browser says so.
    expect(classifyFailure(new emailjs.EmailJSResponseStatus())).toMatchObject({
      kind: 'unreachable',
      status: 0,
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(classifyFailure(new emailjs.EmailJSResponseStatus())).toMatchObject({
      kind: 'offline',
      status: 0,
    });
    onLine.mockRestore();
    expect(
      classifyFailure(
        'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      ),
    ).toMatchObject({ kind: 'invalid' });
    expect(classifyFailure(new Error('weird'))).toMatchObject({ kind: 'provider', status: 0 });
    expect(new EnquiryError('throttled', 429).retryable).toBe(true);
    expect(new EnquiryError('blocked', 403).retryable).toBe(false);
  });
});
