// A site's own form fields (`enquiry.fields` of its config): checked by their rules, sent to the
// kind's template by their names, and written out in the mailto fallback.
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ENQUIRY_CONFIG } from './config';
import { rulesOf } from '@defne/site/enquiry-fields';
import { enquiryMailto } from './mailto';
import { sendEnquiry } from './send';
import { validateEnquiry } from './validate';

const rules = rulesOf([
  { name: 'fullName', type: 'text', required: true, maxLength: 100 },
  { name: 'email', type: 'email', required: true, maxLength: 254 },
  { name: 'orderNumber', type: 'text', maxLength: 12 },
  { name: 'details', type: 'textarea', required: true, maxLength: 2000 },
]);
const values = {
  fullName: '  Jonas\r\nMeyer ',
  email: 'jonas@verpackung.example.com',
  orderNumber: 'SIP-42',
  details: 'Zwei Paletten,\r\nbitte bis Freitag.',
};

describe("a site's own enquiry fields", () => {
  it('are checked by their own rules, and only those', () => {
    const empty = validateEnquiry('short', {} as never, rules);
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.errors).toEqual({
      fullName: { code: 'required' },
      email: { code: 'required' },
      details: { code: 'required' },
    });
    const bad = validateEnquiry(
      'short',
      { ...values, email: 'jonas@', orderNumber: 'SIP-2026-00042' } as never,
      rules,
    );
    expect(!bad.ok && bad.errors).toEqual({
      email: { code: 'invalidEmail' },
      orderNumber: { code: 'tooLong', max: 12, length: 14 },
    });
    const good = validateEnquiry('short', { ...values, phone: 'dropped' } as never, rules);
    expect(good).toEqual({
      ok: true,
      values: {
        fullName: 'Jonas Meyer',
        email: 'jonas@verpackung.example.com',
        orderNumber: 'SIP-42',
        details: 'Zwei Paletten,\nbitte bis Freitag.',
      },
    });
  });

  it('go to the kind’s template by their names', async () => {
    const send = vi.fn(async () => ({ status: 200, text: 'OK' }));
    await sendEnquiry('short', values as never, {
      rules,
      formId: 'own-fields',
      config: LOCAL_ENQUIRY_CONFIG,
      toEmail: 'info@verpackung.example.com',
      throttleMs: 0,
      loadEmailJs: async () => ({ init: () => {}, send }) as never,
    });
    expect(send).toHaveBeenCalledWith(
      LOCAL_ENQUIRY_CONFIG.serviceId,
      LOCAL_ENQUIRY_CONFIG.templates.short,
      expect.objectContaining({
        fullName: 'Jonas Meyer',
        orderNumber: 'SIP-42',
        details: 'Zwei Paletten,\nbitte bis Freitag.',
        to_email: 'info@verpackung.example.com',
      }),
    );
  });

  it('are written out, labelled, in the e-mail fallback', () => {
    const href = enquiryMailto('short', { ...values, orderNumber: '' } as never, {
      to: 'info@verpackung.example.com',
      subject: 'Anfrage',
      labels: { fullName: 'Name', email: 'E-Mail', orderNumber: 'Bestellnummer' },
      rules,
    });
    const body = decodeURIComponent(new URL(href).searchParams.get('body') ?? '');
    // Line breaks as mailto: carries them (CRLF); the empty order number is left out.
    expect(body).toBe(
      'Name: Jonas Meyer\r\nE-Mail: jonas@verpackung.example.com\r\n\r\nZwei Paletten,\r\nbitte bis Freitag.',
    );
  });
});
