import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Texts } from './translator';

// i18next 27 is the reference: for every key, variable, count and awkward value below, the
// translator must give i18next's text.
const texts = {
  en: {
    common: {
      brand: '{{company}}',
      greeting: 'Hello {{ name }}, welcome to {{company}}',
      raw: 'Raw {{- html}} and {{html}}',
      twice: '{{a}}{{a}} {{b}}',
      nested: { deep: { text: 'Deep in {{place}}' } },
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      item_zero: 'no items',
      only: 'no plural forms: {{count}}',
      title: 'Common title',
    },
    page: { title: 'Page title', item_one: 'one page item', item_other: '{{count}} page items' },
  },
  tr: {
    common: {
      brand: '{{company}}',
      greeting: 'Merhaba {{name}}, {{company}} sitesine hoş geldiniz',
      raw: 'Ham {{- html}} ve {{html}}',
      twice: '{{a}}{{a}} {{b}}',
      nested: { deep: { text: '{{place}} içinde' } },
      item_one: '{{count}} ürün',
      item_other: '{{count}} ürün',
      only: 'çoğul biçimi yok: {{count}}',
      title: 'Genel başlık',
    },
    page: { title: 'Sayfa başlığı', item_other: '{{count}} sayfa öğesi' },
  },
  ar: {
    common: {
      item_zero: 'صفر',
      item_one: 'واحد',
      item_two: 'اثنان {{count}}',
      item_few: 'قليل {{count}}',
      item_many: 'كثير {{count}}',
      item_other: 'أخرى {{count}}',
    },
    page: {},
  },
} satisfies Record<string, Record<string, Texts>>;

const defaultVariables = { company: 'Kuzeyhan Kimya', place: 'İstanbul' };
const awkward = [
  undefined,
  null,
  '',
  0,
  42,
  'Ayşe',
  '{{company}}',
  '{{- html}}',
  '$t(common:title)',
  '<b>İ</b>',
  "O'Brien & Co.",
];
const keys = [
  'brand',
  'greeting',
  'raw',
  'twice',
  'nested.deep.text',
  'nested.deep',
  'item',
  'item_one',
  'only',
  'title',
  'missing',
  'common:title',
  'page:title',
  'page:item',
  'page:missing',
  'nested',
];
const orders = [['common'], ['page', 'common'], ['common', 'page'], ['page']];

for (const lang of ['en', 'tr', 'ar'] as const) {
  it(`agrees with i18next in ${lang} on every key, namespace order, count and value`, () => {
    const i18next = createInstance();
    void i18next.init({
      lng: lang,
      fallbackLng: false,
      defaultNS: 'common',
      ns: ['common', 'page'],
      resources: { [lang]: texts[lang] },
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables },
    });
    const ours = createTranslator(lang, texts[lang], { defaultVariables });
    let checked = 0;
    for (const order of orders) {
      const t = i18next.getFixedT(lang, order) as unknown as (
        key: string,
        options?: object,
      ) => unknown;
      for (const key of keys) {
        const variants: Record<string, unknown>[] = [
          {},
          ...awkward.map((value) => ({
            name: value,
            html: value,
            a: value,
            b: value,
            place: value,
            company: value,
          })),
          ...[0, 1, 2, 3, 5, 11, 21, 100, 1.5, -1].map((count) => ({ count })),
          { count: '2' },
        ];
        for (const options of variants) {
          const expected = t(key, options);
          if (typeof expected !== 'string') continue; // a subtree: i18next warns; texts never ask for one
          expect(
            ours.translate(order, key, options),
            `${lang} ${order} ${key} ${JSON.stringify(options)}`,
          ).toBe(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
}

describe('createTranslator', () => {
  it('keeps its language and gives a namespace only in that language', () => {
    const translator = createTranslator('tr', texts.tr);
    expect(translator.language).toBe('tr');
    expect(translator.getResourceBundle('tr', 'page')).toEqual(texts.tr.page);
    expect(translator.getResourceBundle('en', 'page')).toBeUndefined();
  });

  it('merges a namespace that arrives whole after a part of it, and keeps the larger part', () => {
    const translator = createTranslator('en', { page: { title: 'Page title' } });
    expect(translator.translate(['page'], 'item', { count: 2 })).toBe('item');
    translator.addBundles({ page: texts.en.page });
    expect(translator.translate(['page'], 'item', { count: 2 })).toBe('2 page items');
    translator.addBundles({ page: { title: 'Changed' } });
    expect(translator.translate(['page'], 'title')).toBe('Page title');
    translator.addBundles({ extra: { hello: 'Hi' } });
    expect(translator.translate(['page'], 'extra:hello')).toBe('Hi');
  });
});
