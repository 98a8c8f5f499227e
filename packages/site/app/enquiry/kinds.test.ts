// A form kind of a site's own (`enquiry.forms` of its config, here a sample request): checked by
// its fields' rules, sent with the real @emailjs/browser to its own template (the local outbox's
// `sample-form`, or the EmailJS template its variable names), its draft kept apart from the other
// forms', retried with the same key, refused at once offline, and written out in the fallback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ENQUIRY_CONFIG, readEnquiryConfig, templateOf } from './config';
import { assertEnquiryConfig } from '../../src/enquiry-env';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { fieldRules, rulesOf } from '@defne/site/enquiry-fields';
import { enquiryMailto } from './mailto';
import { EnquiryError, sendEnquiry, type SendEnquiryOptions } from './send';
import { validateEnquiry } from './validate';

const rules = rulesOf([
  { name: 'fullName', type: 'text', required: true, maxLength: 100 },
  { name: 'email', type: 'email', required: true, maxLength: 254 },
  { name: 'boxSize', type: 'text', required: true, maxLength: 40 },
  { name: 'quantity', type: 'text', maxLength: 6 },
  { name: 'notes', type: 'textarea', maxLength: 1000 },
]);
const sample = {
  fullName: 'Şükrü Çığ',
  email: 'sukru@example.com.tr',
  boxSize: '40 × 30 × 20 cm',
  quantity: '3',
  notes: 'Çift oluklu,\r\nbaskısız olsun.',
};
const config = { ...LOCAL_ENQUIRY_CONFIG, origin: 'http://outbox.test' };
const base: SendEnquiryOptions = {
  rules,
  formId: 'sample',
  config,
  toEmail: 'info@example.com',
  throttleMs: 0,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

const answer = (status: number) => () =>
  Promise.resolve(new Response(status === 200 ? 'OK' : 'Error', { status }));
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1].body));

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer(200));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const id of ['sample', 'short', 'contact']) clearDraft(id);
  localStorage.clear();
});

describe('a form kind of the site’s own', () => {
  it('is checked by its fields’ rules; without them it has no fields to check', () => {
    const empty = validateEnquiry('sample', {}, rules);
    expect(!empty.ok && empty.errors).toEqual({
      fullName: { code: 'required' },
      email: { code: 'required' },
      boxSize: { code: 'required' },
    });
    const bad = validateEnquiry(
      'sample',
      { ...sample, email: 'şükrü@', quantity: '1000000' },
      rules,
    );
    expect(!bad.ok && bad.errors).toEqual({
      email: { code: 'invalidEmail' },
      quantity: { code: 'tooLong', max: 6, length: 7 },
    });
    expect(() => fieldRules('sample')).toThrow(/"sample" has no standard fields/);
    expect(() => validateEnquiry('sample', sample)).toThrow(/rulesOf/);
  });

  it('goes to its own template at the local outbox, every field by its name', async () => {
    const result = await sendEnquiry('sample', sample, base);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://outbox.test/api/v1.0/email/send');
    const body = sentBody();
    expect(body).toMatchObject({
      user_id: 'local-public-key',
      service_id: 'local-service',
      template_id: 'sample-form',
    });
    expect(body.template_params).toEqual({
      fullName: 'Şükrü Çığ',
      email: 'sukru@example.com.tr',
      boxSize: '40 × 30 × 20 cm',
      quantity: '3',
      notes: 'Çift oluklu,\nbaskısız olsun.',
      to_email: 'info@example.com',
      enquiry_id: expect.stringMatching(/^[\w-]+\.[0-9a-z]+$/),
    });
    expect(result.params).toEqual(body.template_params);
  });

  it('goes to the EmailJS template the build names for it', async () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: 'pk_live',
      VITE_EMAILJS_SERVICE_ID: 'service_1',
      VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_c',
      VITE_EMAILJS_SHORT_TEMPLATE_ID: 'template_s',
      VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 'template_sample',
    };
    // What the vite plugin fixes in the bundle, as the bundle reads it back.
    const define = assertEnquiryConfig(env, 'production', ['sample']).define;
    const forms = JSON.parse(define['import.meta.env.DEFNE_FORM_TEMPLATES']!);
    const emailjs = { ...readEnquiryConfig(env, forms), origin: 'https://mail.test' };
    expect(templateOf(emailjs, 'sample')).toBe('template_sample');
    await sendEnquiry('sample', sample, { ...base, config: emailjs });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://mail.test/api/v1.0/email/send');
    expect(sentBody()).toMatchObject({
      user_id: 'pk_live',
      service_id: 'service_1',
      template_id: 'template_sample',
    });
  });

  it('keeps its draft apart from the other forms’ until it is sent', async () => {
    saveDraft('short', { nameCompany: 'Acme', message: 'Merhaba' });
    saveDraft('sample', { fullName: sample.fullName, boxSize: sample.boxSize });
    expect(loadDraft('sample')).toEqual({ fullName: sample.fullName, boxSize: sample.boxSize });
    fetchMock.mockImplementationOnce(answer(503));
    await expect(sendEnquiry('sample', sample, base)).rejects.toMatchObject({ kind: 'provider' });
    expect(loadDraft('sample')).toEqual({ fullName: sample.fullName, boxSize: sample.boxSize });
    await sendEnquiry('sample', sample, base);
    expect(loadDraft('sample')).toBeNull();
    expect(loadDraft('short')).toEqual({ nameCompany: 'Acme', message: 'Merhaba' });
  });

  it('retries with the same enquiry_id after a lost answer', async () => {
    saveDraft('sample', sample);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await sendEnquiry('sample', sample, base).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EnquiryError);
    expect(failure).toMatchObject({ kind: 'unreachable', retryable: true });
    await sendEnquiry('sample', sample, base);
    const [a, b] = [0, 1].map((i) => sentBody(i).template_params.enquiry_id);
    expect(b).toBe(a);
  });

  it('is refused at once offline, nothing sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendEnquiry('sample', sample, base)).rejects.toMatchObject({ kind: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is written out, labelled, in the e-mail fallback', () => {
    const labels = { fullName: 'Ad Soyad', email: 'E-posta', boxSize: 'Koli ölçüsü' };
    const href = enquiryMailto(
      'sample',
      { ...sample, quantity: '' },
      { to: 'info@example.com', subject: 'Numune talebi', labels, rules },
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Numune talebi');
    expect(url.searchParams.get('body')).toBe(
      'Ad Soyad: Şükrü Çığ\r\nE-posta: sukru@example.com.tr\r\nKoli ölçüsü: 40 × 30 × 20 cm\r\n\r\nÇift oluklu,\r\nbaskısız olsun.',
    );
    // Several texts: each under its label, an empty one left out.
    const withAddress = [
      ...rules,
      ...rulesOf([{ name: 'address', type: 'textarea', required: true, maxLength: 300 }]),
    ];
    const both = enquiryMailto(
      'sample',
      { ...sample, notes: '', address: 'İstiklal Cad. 5\nŞişli' },
      {
        to: 'info@example.com',
        subject: 'Numune talebi',
        labels: { ...labels, quantity: 'Numune', notes: 'Notlar', address: 'Teslimat adresi' },
        rules: withAddress,
      },
    );
    expect(new URL(both).searchParams.get('body')).toBe(
      'Ad Soyad: Şükrü Çığ\r\nE-posta: sukru@example.com.tr\r\nKoli ölçüsü: 40 × 30 × 20 cm\r\nNumune: 3\r\n\r\nTeslimat adresi:\r\nİstiklal Cad. 5\r\nŞişli',
    );
  });
});

describe('the template of a form kind', () => {
  it('is `{kind}-form` at the local outbox, and none for EmailJS unless the build names one', () => {
    expect(templateOf(LOCAL_ENQUIRY_CONFIG, 'sample')).toBe('sample-form');
    expect(templateOf(LOCAL_ENQUIRY_CONFIG, 'contact')).toBe('contact-form');
    expect(templateOf({ ...LOCAL_ENQUIRY_CONFIG, target: 'emailjs' }, 'sample')).toBe('');
  });
});
