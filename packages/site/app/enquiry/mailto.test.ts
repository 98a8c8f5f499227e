import { describe, expect, it } from 'vitest';
import { buildMailto, encodeMailtoValue, enquiryMailto } from './mailto';

function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('buildMailto', () => {
  it('encodes subject and body per RFC 6068 with CRLF line breaks', () => {
    const href = buildMailto({
      to: 'info@example.com',
      subject: 'Teklif & fiyat?',
      body: 'Satır 1\nSatır 2 + 50%\r\n#3',
    });
    expect(href).toBe(
      'mailto:info@example.com?subject=Teklif%20%26%20fiyat%3F&body=Sat%C4%B1r%201%0D%0ASat%C4%B1r%202%20%2B%2050%25%0D%0A%233',
    );
    expect(parse(href)).toEqual({
      to: 'info@example.com',
      subject: 'Teklif & fiyat?',
      body: 'Satır 1\r\nSatır 2 + 50%\r\n#3',
    });
  });

  it('never lets the text add headers or parameters', () => {
    const href = buildMailto({
      to: 'info@example.com',
      subject: 'x&cc=evil@example.com',
      body: 'a?bcc=b@example.com&to=c',
    });
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('caps the whole link at maxLength, cutting the body on a character boundary and marking the cut', () => {
    const body = 'ğ🙂'.repeat(3000);
    const href = buildMailto({
      to: 'info@example.com',
      subject: 'S',
      body,
      maxLength: 2000,
      truncatedNote: '\n[kısaltıldı]',
    });
    expect(href.length).toBeLessThanOrEqual(2000);
    const decoded = parse(href).body!;
    expect(decoded.endsWith('\r\n[kısaltıldı]')).toBe(true);
    expect(body.startsWith(decoded.replace('\r\n[kısaltıldı]', ''))).toBe(true);
    expect(href.length).toBeGreaterThan(1900);
  });

  it('keeps a short body whole and survives lone surrogates', () => {
    expect(parse(buildMailto({ to: 'a@example.com', body: 'x\uD800y' })).body).toBe('x\uFFFDy');
    expect(encodeMailtoValue('🙂')).toBe('%F0%9F%99%82');
  });
});

describe('enquiryMailto', () => {
  it('fills subject and a labelled body from the contact form', () => {
    const href = enquiryMailto(
      'contact',
      {
        name: 'Ayşe\r\nYılmaz',
        email: 'ayse@example.com',
        company: '',
        message: 'Merhaba,\nfiyat?',
      },
      {
        to: 'info@example.com',
        subject: 'Web sitesinden talep',
        labels: { name: 'Ad', email: 'E-posta', company: 'Firma' },
      },
    );
    expect(parse(href)).toEqual({
      to: 'info@example.com',
      subject: 'Web sitesinden talep',
      body: 'Ad: Ayşe Yılmaz\r\nE-posta: ayse@example.com\r\n\r\nMerhaba,\r\nfiyat?',
    });
  });

  it('fills the short form fields', () => {
    const href = enquiryMailto(
      'short',
      { nameCompany: 'Acme', email: 'a@example.com', phone: '+90 212', message: 'Hi' },
      { to: 'info@example.com', subject: 'Enquiry' },
    );
    expect(parse(href).body).toBe(
      'nameCompany: Acme\r\nemail: a@example.com\r\nphone: +90 212\r\n\r\nHi',
    );
  });
});
