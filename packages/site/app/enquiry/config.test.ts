import { describe, expect, it } from 'vitest';
import { LOCAL_ENQUIRY_CONFIG, readEnquiryConfig } from './config';
import {
  assertEnquiryConfig,
  EnquiryConfigError,
  enquiryTarget,
  localTemplateId,
  templateVariable,
} from '../../src/enquiry-env';

const full = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_live',
  VITE_EMAILJS_SERVICE_ID: 'service_1',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_c',
  VITE_EMAILJS_SHORT_TEMPLATE_ID: 'template_s',
};

describe('readEnquiryConfig', () => {
  it('points at the local outbox when nothing is set', () => {
    expect(readEnquiryConfig({})).toEqual(LOCAL_ENQUIRY_CONFIG);
    expect(readEnquiryConfig({}).origin).toBe('http://127.0.0.1:4174');
  });
  it('reads the VITE_* values and defaults the origin to EmailJS for that target', () => {
    expect(readEnquiryConfig({ ...full, VITE_ENQUIRY_TO_EMAIL: 'info@example.com' })).toEqual({
      target: 'emailjs',
      publicKey: 'pk_live',
      serviceId: 'service_1',
      templates: { contact: 'template_c', short: 'template_s' },
      origin: 'https://api.emailjs.com',
      toEmail: 'info@example.com',
    });
  });
  it('lets the local target use another outbox origin', () => {
    expect(
      readEnquiryConfig({
        VITE_ENQUIRY_TARGET: 'local',
        VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:9999/',
      }).origin,
    ).toBe('http://127.0.0.1:9999');
  });
});

describe('assertEnquiryConfig', () => {
  it('passes the local target and fixes its origin in the bundle', () => {
    expect(assertEnquiryConfig({}, 'production')).toEqual({
      target: 'local',
      define: {
        'import.meta.env.VITE_ENQUIRY_TARGET': '"local"',
        'import.meta.env.VITE_EMAILJS_ORIGIN': '"http://127.0.0.1:4174"',
      },
    });
  });
  it('fails an EmailJS build naming every missing variable', () => {
    expect(() => assertEnquiryConfig({ ENQUIRY_TARGET: 'emailjs' }, 'production')).toThrow(
      /VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_CONTACT_TEMPLATE_ID, VITE_EMAILJS_SHORT_TEMPLATE_ID/,
    );
    try {
      assertEnquiryConfig({ ...full, VITE_EMAILJS_SHORT_TEMPLATE_ID: ' ' }, 'production');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnquiryConfigError);
      expect((error as EnquiryConfigError).missing).toEqual(['VITE_EMAILJS_SHORT_TEMPLATE_ID']);
    }
  });
  it('treats a half-configured build as EmailJS, not as local', () => {
    expect(enquiryTarget({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toBe('emailjs');
    expect(() => assertEnquiryConfig({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(
      /VITE_EMAILJS_SERVICE_ID/,
    );
  });
  it('passes a complete EmailJS build and refuses a non-https origin or an unknown target', () => {
    expect(assertEnquiryConfig(full).define['import.meta.env.VITE_EMAILJS_ORIGIN']).toBe(
      '"https://api.emailjs.com"',
    );
    expect(() =>
      assertEnquiryConfig({ ...full, VITE_EMAILJS_ORIGIN: 'http://api.emailjs.com' }),
    ).toThrow(/https/);
    expect(() => assertEnquiryConfig({ ENQUIRY_TARGET: 'smtp' })).toThrow(/local" or "emailjs/);
  });
});

describe('the templates of a site’s own form kinds (`enquiry.forms`)', () => {
  it('are named by the kind in upper snake case, `{kind}-form` at the local outbox', () => {
    expect(templateVariable('sample')).toBe('VITE_EMAILJS_SAMPLE_TEMPLATE_ID');
    expect(templateVariable('sample_request')).toBe('VITE_EMAILJS_SAMPLE_REQUEST_TEMPLATE_ID');
    expect(localTemplateId('sample_request')).toBe('sample_request-form');
  });
  it('go into the bundle: the local outbox’s by default, else the one the build names', () => {
    expect(assertEnquiryConfig({}, 'production', ['sample', 'warranty']).define).toEqual({
      'import.meta.env.VITE_ENQUIRY_TARGET': '"local"',
      'import.meta.env.VITE_EMAILJS_ORIGIN': '"http://127.0.0.1:4174"',
      'import.meta.env.DEFNE_FORM_TEMPLATES': '{"sample":"sample-form","warranty":"warranty-form"}',
    });
    const define = assertEnquiryConfig(
      { ...full, VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 'template_x' },
      'production',
      ['sample'],
    ).define;
    expect(JSON.parse(define['import.meta.env.DEFNE_FORM_TEMPLATES']!)).toEqual({
      sample: 'template_x',
    });
    expect(readEnquiryConfig(full, { sample: 'template_x' }).templates).toEqual({
      contact: 'template_c',
      short: 'template_s',
      sample: 'template_x',
    });
  });
  it('fail an EmailJS build that lacks one, naming its variable', () => {
    try {
      assertEnquiryConfig(full, 'production', ['sample', 'warranty']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnquiryConfigError);
      expect((error as EnquiryConfigError).missing).toEqual([
        'VITE_EMAILJS_SAMPLE_TEMPLATE_ID',
        'VITE_EMAILJS_WARRANTY_TEMPLATE_ID',
      ]);
      expect((error as Error).message).toMatch(
        /needs VITE_EMAILJS_SAMPLE_TEMPLATE_ID, VITE_EMAILJS_WARRANTY_TEMPLATE_ID \(missing\)/,
      );
    }
  });
  it('make a build that sets only a kind’s template half-configured EmailJS, not local', () => {
    const half = { VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 'template_x' };
    expect(enquiryTarget(half)).toBe('emailjs');
    expect(() => assertEnquiryConfig(half, 'production', ['sample'])).toThrow(
      /VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_CONTACT_TEMPLATE_ID, VITE_EMAILJS_SHORT_TEMPLATE_ID \(missing\)/,
    );
    // Named local, it stays local, with the template it was given.
    const local = assertEnquiryConfig({ ...half, ENQUIRY_TARGET: 'local' }, 'production', [
      'sample',
    ]);
    expect(local.target).toBe('local');
    expect(local.define['import.meta.env.DEFNE_FORM_TEMPLATES']).toBe('{"sample":"template_x"}');
  });
});
