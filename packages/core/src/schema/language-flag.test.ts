import { describe, expect, it } from 'vitest';
import { defaultLanguages } from '../languages.ts';
import { languagesFlag, parseLanguageCodes } from './language-flag.ts';

describe('the --languages flag', () => {
  it('reads codes separated by commas, spaces and empty items aside', () => {
    expect(parseLanguageCodes('tr, en,de,')).toEqual(['tr', 'en', 'de']);
  });

  it("keeps the kit's entries for its own codes and names any other in itself, in its direction", () => {
    const languages = languagesFlag('tr,en,de,ar');
    expect(languages.default).toBe('tr');
    expect(languages.list.slice(0, 2)).toEqual(defaultLanguages.list);
    expect(languages.list[2]).toEqual({
      code: 'de',
      label: 'Deutsch',
      dir: 'ltr',
      tag: 'de',
      ogLocale: 'de_DE',
    });
    expect(languages.list[3]).toMatchObject({ code: 'ar', label: 'العربية', dir: 'rtl' });
    expect(languagesFlag('en,tr').default).toBe('en');
  });

  it('refuses what is not a list of distinct codes, naming the culprit', () => {
    expect(() => languagesFlag('tr,en,tr')).toThrow(/"tr" is listed twice/);
    expect(() => languagesFlag('tr,English')).toThrow(/"English" must be a language code/);
    expect(() => languagesFlag('')).toThrow(/at least one language/);
  });
});
