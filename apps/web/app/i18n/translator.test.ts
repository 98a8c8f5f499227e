import { defaultVariables, type Lang } from '@defne/content';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './translator';

// i18next 27 is the reference: the site's translator must give the same text for every key of
// both languages, with every variable, count and awkward value a page or a visitor can bring.
const resources = { tr, en };

function reference(lang: Lang) {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[lang]),
    resources: { [lang]: resources[lang] },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables },
  });
  return instance;
}

type Tree = { [key: string]: Tree | string };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const awkward = [
  '',
  'Ayşe Yılmaz',
  '{{company}}',
  '$t(common:brand)',
  '<b>İ</b>',
  '0',
  "O'Brien & Co.",
];

for (const lang of ['tr', 'en'] as const) {
  describe(`the translator agrees with i18next in ${lang}`, () => {
    const i18next = reference(lang);
    const ours = createI18n(lang, resources[lang]);
    const namespaces = Object.keys(resources[lang]) as (keyof typeof tr)[];

    it('on every key of every namespace, without options, with each variable and awkward values', () => {
      let checked = 0;
      for (const ns of namespaces) {
        const t = i18next.getFixedT(lang, ns) as unknown as (
          key: string,
          options?: object,
        ) => string;
        for (const [key, text] of leaves(resources[lang][ns] as Tree)) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
          const names = [...text.matchAll(/\{\{-?\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]);
          const variants: Record<string, unknown>[] = [
            {},
            ...awkward.map((value) => Object.fromEntries(names.map((name) => [name, value]))),
            Object.fromEntries(names.map((name, i) => [name, i * 7])),
            ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ count })),
          ];
          for (const options of variants) {
            for (const k of [base, key, `${ns}:${base}`]) {
              expect(
                ours.translate([ns], k, options),
                `${lang} ${ns}:${k} ${JSON.stringify(options)}`,
              ).toBe(t(k, options));
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(3000);
    });

    it('looks a bare key up in the namespaces in the order given, and returns a missing key as i18next does', () => {
      const keys = [
        'title',
        'subtitle',
        'brand',
        'itemCount',
        'no.such.key',
        'catalog:nope',
        'categories',
      ];
      for (const order of [
        ['contact', 'common'],
        ['common', 'contact'],
        ['catalog', 'home', 'common'],
        ['home', 'catalog'],
      ] as const) {
        const t = i18next.getFixedT(lang, [...order]) as unknown as TFunction;
        for (const key of keys) {
          for (const options of [{}, { count: 3 }]) {
            const expected = (t as unknown as (k: string, o: object) => unknown)(key, options);
            if (typeof expected !== 'string') continue; // a subtree: i18next warns and we never ask for one
            expect(ours.translate(order, key, options), `${order.join()} ${key}`).toBe(expected);
          }
        }
      }
    });
  });
}
