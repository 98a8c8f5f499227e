import { z } from 'zod';
import { defaultLanguages, type Language } from '../languages.ts';
import { contentLimits } from './limits.ts';

/**
 * A label for an editor's form (and for the validation's messages), in the two languages the
 * kit's own editor is written in: the editor's words are kit texts, not a site's content.
 */
export interface FieldLabel {
  tr: string;
  en: string;
}

/**
 * What the kit attaches to each field with zod's `.meta()`: a plain-language label in both
 * languages and an optional hint. Limits (length, pattern) are the zod checks themselves, so
 * `z.toJSONSchema()` carries them as `maxLength`, `minLength`, `pattern`.
 */
export interface FieldMeta {
  label: FieldLabel;
  hint?: FieldLabel;
  /** How an editor shows the field: one line, several lines, a file list, etc. */
  widget?:
    | 'string'
    | 'text'
    | 'slug'
    | 'number'
    | 'photos'
    | 'image'
    | 'select'
    | 'date'
    | 'list'
    | 'language'
    | 'document';
  /** The labels of a select's fixed values, in both languages. */
  options?: Record<string, FieldLabel>;
  /** Another collection whose entry ids are the allowed values (e.g. `sectors`). */
  references?: string;
}

declare module 'zod' {
  interface GlobalMeta extends Partial<FieldMeta> {
    label?: FieldLabel;
  }
}

/** A tag such as `<b>`, `</p>`, `<br/>` or `<!-- -->`: texts are plain (the site escapes them). */
const markup = /<\/?[a-z!][^<>]*>/i;
const entity = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

/**
 * Plain text of one language: not empty, at most `max` characters, no markup; no spaces at the
 * ends unless `trimmed` is false (page texts joined around a link keep theirs).
 */
export function plainText(max: number, trimmed = true) {
  const text = z
    .string()
    .min(1, { message: 'is empty', abort: true })
    .max(max, { message: `is longer than ${max} characters` })
    .refine((s) => s.trim().length > 0, { message: 'is empty', abort: true })
    .refine((s) => !markup.test(s) && !entity.test(s), {
      message: 'contains markup (HTML tags or entities): write plain text',
    });
  return trimmed
    ? text.refine((s) => s === s.trim(), { message: 'starts or ends with spaces' })
    : text;
}

/** The languages a schema is made for: a site's list, each with at least its code. */
export type SchemaLanguages = readonly Pick<Language, 'code'>[];

const namesIn = (editorLang: keyof FieldLabel) =>
  new Intl.DisplayNames([editorLang], { type: 'language', fallback: 'code' });
const editorNames = { tr: namesIn('tr'), en: namesIn('en') };

/** A language's name in the editor's languages (`de` → Almanca, German), for its fields' labels. */
export function languageLabel(code: string): FieldLabel {
  return { tr: editorNames.tr.of(code) ?? code, en: editorNames.en.of(code) ?? code };
}

/** One field per language, in the list's order, each labelled with the language's name. */
function perLanguage<S extends z.ZodType>(languages: SchemaLanguages, field: () => S) {
  return z.strictObject(
    Object.fromEntries(
      languages.map(({ code }) => [code, field().meta({ label: languageLabel(code) })]),
    ) as Record<string, S>,
  );
}

/** A text in every language of the list side by side: `{ "tr": "…", "en": "…", "de": "…" }`. */
export function textIn(
  languages: SchemaLanguages,
  label: FieldLabel,
  max: number,
  widget: 'string' | 'text' = 'string',
  trimmed = true,
) {
  return perLanguage(languages, () => plainText(max, trimmed)).meta({ label, widget });
}

/** A text in each of the kit's default languages: `{ "tr": "…", "en": "…" }`. */
export function localizedText(
  label: FieldLabel,
  max: number,
  widget: 'string' | 'text' = 'string',
  trimmed = true,
) {
  return textIn(defaultLanguages.list, label, max, widget, trimmed);
}

/** A URL slug: lower-case ASCII letters and digits separated by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugString = z
  .string()
  .refine((s) => s.length > 0, { message: 'is empty', abort: true })
  .refine((s) => !/\s/.test(s), {
    message: 'contains spaces: use hyphens (-) between words',
    abort: true,
  })
  .refine((s) => !/[ğĞşŞıİçÇöÖüÜ]/.test(s), {
    message: 'contains Turkish letters: write ğ as g, ş as s, ı and İ as i, ç as c, ö as o, ü as u',
    abort: true,
  })
  .refine((s) => s === s.toLowerCase(), {
    message: 'contains capital letters: use lower case only',
    abort: true,
  })
  .regex(slugPattern, {
    message: 'may only contain the letters a-z, digits and single hyphens between words',
  })
  .max(contentLimits.SLUG_MAX, { message: `is longer than ${contentLimits.SLUG_MAX} characters` });

/** A slug per language of the list. */
export function slugIn(languages: SchemaLanguages, label: FieldLabel) {
  return perLanguage(languages, () => slugString).meta({ label, widget: 'slug' });
}

/** A slug per language of the kit's default languages. */
export function localizedSlug(label: FieldLabel) {
  return slugIn(defaultLanguages.list, label);
}

/** Every slug an entry was published under before, per language of the list (newest last). */
export function previousSlugsIn(languages: SchemaLanguages) {
  return z
    .strictObject(
      Object.fromEntries(
        languages.map(({ code }) => [
          code,
          z.array(slugString).meta({ label: languageLabel(code), widget: 'list' }),
        ]),
      ) as Record<string, z.ZodArray<typeof slugString>>,
    )
    .meta({
      label: { tr: 'Eski adresler', en: 'Previous addresses' },
      hint: {
        tr: 'Daha önce yayımlanmış adresler; bunlar yeni adrese yönlendirilir. Elle değiştirmeyin.',
        en: 'Addresses published before; they redirect to the current one. Do not edit by hand.',
      },
      widget: 'list',
    });
}

/** Every slug an entry was published under before, per default language (newest last). */
export const previousSlugs = previousSlugsIn(defaultLanguages.list);

/** A position in a list (1 = first). */
export function order(label: FieldLabel) {
  return z.number().int({ message: 'must be a whole number' }).min(1, 'must be 1 or more').meta({
    label,
    widget: 'number',
  });
}

/** A file name inside a media folder: no folders, no spaces at the ends. */
export const fileName = z
  .string()
  .regex(
    /^[^/\\]+\.[A-Za-z0-9]+$/,
    'must be a file name with an extension, such as 1.jpg (no folders)',
  );
