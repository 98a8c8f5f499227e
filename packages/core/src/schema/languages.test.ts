import { describe, expect, it } from 'vitest';
import { defaultLanguages, ogLocaleOf } from '../languages.ts';
import { languagesSchema } from './languages.ts';

describe('languagesSchema', () => {
  it('resolves a short list: left to right, the code as tag, the locale from the tag', () => {
    const languages = languagesSchema.parse({
      default: 'tr',
      list: [
        { code: 'tr', label: 'Türkçe' },
        { code: 'en', label: 'English', ogLocale: 'en_US' },
        { code: 'de', label: 'Deutsch' },
        { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar-SA' },
      ],
    });
    expect(languages).toEqual({
      default: 'tr',
      list: [
        { code: 'tr', label: 'Türkçe', dir: 'ltr', tag: 'tr', ogLocale: 'tr_TR' },
        { code: 'en', label: 'English', dir: 'ltr', tag: 'en', ogLocale: 'en_US' },
        { code: 'de', label: 'Deutsch', dir: 'ltr', tag: 'de', ogLocale: 'de_DE' },
        { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar-SA', ogLocale: 'ar_SA' },
      ],
    });
  });

  it("resolves the kit's default list to itself", () => {
    expect(languagesSchema.parse(defaultLanguages)).toEqual(defaultLanguages);
    expect(ogLocaleOf('en-GB')).toBe('en_GB');
  });

  it('refuses a code listed twice, a default outside the list and a malformed tag', () => {
    const result = languagesSchema.safeParse({
      default: 'fr',
      list: [
        { code: 'tr', label: 'Türkçe' },
        { code: 'tr', label: 'Türkçe' },
        { code: 'de', label: 'Deutsch', tag: 'german' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['list.2.tag', 'must be a BCP 47 tag such as de, en-GB or zh-Hant-TW'],
      ['list.1.code', '"tr" is listed twice'],
      ['default', '"fr" is not in the list (tr, de)'],
    ]);
  });
});
