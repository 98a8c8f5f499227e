import { z } from 'zod';
import { ogLocaleOf, type Language, type Languages } from '../languages.ts';

/** A language code as paths and content keys use it: two or three lower-case letters. */
const code = z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as tr, en or de');

/**
 * One language of a site's config. Only `code` and `label` are required: the direction is
 * left to right unless given, the tag is the code, and the Open Graph locale follows the tag
 * (`ogLocaleOf`).
 */
export const languageSchema = z.strictObject({
  code,
  /** Its name in itself, e.g. `Deutsch`: the language switch shows it. */
  label: z.string().trim().min(1, 'is empty'),
  dir: z.enum(['ltr', 'rtl']).default('ltr'),
  /** BCP 47 tag: hreflang, `<html lang>`, JSON-LD `inLanguage`. */
  tag: z
    .string()
    .regex(
      /^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|\d{3}))?$/,
      'must be a BCP 47 tag such as de, en-GB or zh-Hant-TW',
    )
    .optional(),
  /** Open Graph locale, `language_TERRITORY`. */
  ogLocale: z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be an Open Graph locale such as de_DE')
    .optional(),
});

/**
 * A site's languages: `{ default: 'tr', list: [{ code: 'tr', label: 'Türkçe' }, …] }`. The codes
 * are unique and the default is one of them; the result is every language resolved (`Languages`).
 */
export const languagesSchema = z
  .strictObject({
    default: code,
    list: z.array(languageSchema).min(1, 'must name at least one language'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.list.forEach((language, i) => {
      if (seen.has(language.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['list', i, 'code'],
          message: `"${language.code}" is listed twice`,
        });
      }
      seen.add(language.code);
    });
    if (!seen.has(value.default)) {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `"${value.default}" is not in the list (${[...seen].join(', ')})`,
      });
    }
  })
  .transform((value): Languages => ({
    default: value.default,
    list: value.list.map((language): Language => {
      const tag = language.tag ?? language.code;
      return {
        code: language.code,
        label: language.label,
        dir: language.dir,
        tag,
        ogLocale: language.ogLocale ?? ogLocaleOf(tag),
      };
    }),
  }));

/** What a site's config writes for its languages (before defaults). */
export type LanguagesInput = z.input<typeof languagesSchema>;
