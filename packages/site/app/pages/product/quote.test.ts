// The quote links and the enquiry's product lines, over the tests' small site (test/site.ts).
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../site-config';
import { pagePath, productPath } from '../../content.server';
import { productKeysIn, quoteHref, quoteKeyOf, withProductRequest } from './quote';

const origin = 'https://www.example.com';
const url = (key: string, lang: Lang) => `${origin}${productPath(key, lang)}`;

describe('quote links', () => {
  it('name the product in the language of the contact page', () => {
    expect(quoteHref('filterPaper', 'tr', pagePath('contact', 'tr'))).toBe(
      '/iletisim?urun=filterPaper',
    );
    expect(quoteHref('filterPaper', 'en', pagePath('contact', 'en'))).toBe(
      '/contact?product=filterPaper',
    );
    expect(quoteKeyOf('?urun=filterPaper')).toBe('filterPaper');
    expect(quoteKeyOf('?product=needleFelt&x=1')).toBe('needleFelt');
    expect(quoteKeyOf('?x=1')).toBeNull();
  });
});

describe('productKeysIn', () => {
  it('finds the products whose pages a message links to, in either language, once each', () => {
    const message = `Hello\n${url('filterPaper', 'en')}\nve ${url('needleFelt', 'tr')}.\n${url('filterPaper', 'tr')}`;
    expect(productKeysIn(message)).toEqual(['filterPaper', 'needleFelt']);
  });

  it('ignores other links and sector pages', () => {
    expect(
      productKeysIn(`${origin}/sectors/filtration-systems https://x.test/a ${origin}/yok`),
    ).toEqual([]);
  });
});

describe('withProductRequest', () => {
  const request = {
    key: 'filterPaper',
    message: `Merhaba, "Filtre Kâğıdı" için teklif.\nÜrün kodu: filterPaper\nÜrün sayfası: ${url('filterPaper', 'tr')}`,
  };

  it('keeps every field of the draft and adds the product under the message', () => {
    const draft = { name: 'Ayşe', email: 'a@example.com', message: 'Önceki notum.\n' };
    expect(withProductRequest(draft, request)).toEqual({
      name: 'Ayşe',
      email: 'a@example.com',
      message: `Önceki notum.\n\n${request.message}`,
    });
  });

  it('fills an empty message with the request alone', () => {
    expect(withProductRequest({}, request)).toEqual({ message: request.message });
    expect(withProductRequest({ message: '  ' }, request)).toEqual({ message: request.message });
  });

  it('adds a product once, even when it was asked for in the other language', () => {
    const once = withProductRequest({ message: 'x' }, request);
    expect(withProductRequest(once, request)).toBe(once);
    const english = { message: `Quote please: ${url('filterPaper', 'en')}` };
    expect(withProductRequest(english, request)).toBe(english);
  });

  it('adds a second product after the first', () => {
    const other = { key: 'needleFelt', message: `İğneli keçe: ${url('needleFelt', 'tr')}` };
    const both = withProductRequest(withProductRequest({}, request), other);
    expect(productKeysIn(both.message!)).toEqual(['filterPaper', 'needleFelt']);
  });
});
