import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '@defne/site/enquiry-fields';
import { charLength, sanitizeLine, sanitizeMessage, validateEnquiry } from './validate';

describe('sanitizeLine', () => {
  it('turns CR and LF into a space and trims', () => {
    expect(sanitizeLine('  Ayşe\r\nYılmaz\n')).toBe('Ayşe Yılmaz');
    expect(sanitizeLine('a\rb\nc\u2028d')).toBe('a b c d');
    expect(sanitizeLine('x\r\nBcc: evil@example.com')).toBe('x Bcc: evil@example.com');
  });
  it('keeps inner spaces, markup and every script as typed', () => {
    expect(sanitizeLine('<b>İstanbul</b>  شركة  株式会社 🙂')).toBe(
      '<b>İstanbul</b>  شركة  株式会社 🙂',
    );
  });
  it('replaces lone surrogates and ignores non-strings', () => {
    expect(sanitizeLine('a\uD800b')).toBe('a\uFFFDb');
    expect(sanitizeLine(undefined)).toBe('');
    expect(sanitizeLine(42)).toBe('');
  });
});

describe('sanitizeMessage', () => {
  it('keeps line breaks (as LF), drops other control characters, trims the ends', () => {
    expect(sanitizeMessage('\n Merhaba,\r\nfiyat?\r\n\r\nTeşekkürler\u0000\u0007 \n')).toBe(
      'Merhaba,\nfiyat?\n\nTeşekkürler',
    );
    expect(sanitizeMessage('a\tb')).toBe('a\tb');
  });
});

describe('validateEnquiry', () => {
  const contact = { name: 'Ayşe', email: 'ayse@example.com', company: '', message: 'Merhaba' };

  it('accepts a valid contact form and returns the clean values', () => {
    expect(validateEnquiry('contact', { ...contact, name: ' Ayşe\n' })).toEqual({
      ok: true,
      values: { ...contact, name: 'Ayşe' },
    });
  });

  it('reports each required field of the contact form', () => {
    const result = validateEnquiry('contact', { name: ' ', email: '', message: '\n' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      message: { code: 'required' },
    });
  });

  it('reports the short form: name or company, email and message required, phone optional', () => {
    const result = validateEnquiry('short', {
      nameCompany: '',
      email: 'x@example.com',
      message: '',
    });
    expect(!result.ok && result.errors).toEqual({
      nameCompany: { code: 'required' },
      message: { code: 'required' },
    });
    expect(
      validateEnquiry('short', {
        nameCompany: 'Acme',
        email: 'x@example.com',
        phone: '',
        message: 'm',
      }).ok,
    ).toBe(true);
  });

  it.each([
    'plain',
    'a@b',
    'a@@example.com',
    'a b@example.com',
    'a@exa mple.com',
    '@example.com',
    'a@-example.com',
    'ayşe@example.com',
  ])('refuses the e-mail address %j', (email) => {
    const result = validateEnquiry('contact', { ...contact, email });
    expect(!result.ok && result.errors.email).toEqual({ code: 'invalidEmail' });
  });

  it.each(['a@example.com', 'first.last+tag@sub.example.com.tr', "o'neil@example.co.uk"])(
    'accepts the e-mail address %j',
    (email) => {
      expect(validateEnquiry('contact', { ...contact, email }).ok).toBe(true);
    },
  );

  it.each([
    ['name', FIELD_MAX_LENGTH.name],
    ['company', FIELD_MAX_LENGTH.company],
    ['message', FIELD_MAX_LENGTH.message],
  ] as const)('caps %s at %i characters, counting an emoji as one', (field, max) => {
    expect(validateEnquiry('contact', { ...contact, [field]: '🙂'.repeat(max) }).ok).toBe(true);
    const result = validateEnquiry('contact', { ...contact, [field]: 'ş'.repeat(max + 1) });
    expect(!result.ok && result.errors[field]).toEqual({ code: 'tooLong', max, length: max + 1 });
  });

  it('caps the e-mail at 254 and the phone at 30 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    const result = validateEnquiry('contact', { ...contact, email: long });
    expect(!result.ok && result.errors.email?.code).toBe('tooLong');
    const short = validateEnquiry('short', {
      nameCompany: 'A',
      email: 'a@example.com',
      phone: '1'.repeat(31),
      message: 'm',
    });
    expect(!short.ok && short.errors.phone).toEqual({ code: 'tooLong', max: 30, length: 31 });
  });

  it('counts characters as code points', () => {
    expect(charLength('👩‍💻')).toBe(3);
    expect(charLength('ğüşiöç')).toBe(6);
  });
});
