/*
 * A site's languages: a list, any number, each with its text direction and the tags search
 * engines and share previews read (D22). The zod schema that checks a config's list is in
 * `@defne/core/schema` (node only); this module is what a page needs at run time.
 */
import type { Lang } from './types';

/** The direction a language is written in, as `<html dir>` takes it. */
export type TextDirection = 'ltr' | 'rtl';

/** One language of a site, resolved: every field filled. */
export interface Language {
  /** The code the paths, content and texts are keyed by, e.g. `tr`, `de`, `ar`. */
  code: Lang;
  /** Its name in itself, e.g. `Türkçe`, `Deutsch`, `العربية`: what a language switch shows. */
  label: string;
  /** `ltr` or `rtl`. */
  dir: TextDirection;
  /** BCP 47 tag for `<html lang>`, hreflang and JSON-LD `inLanguage`, e.g. `tr`, `en-GB`. */
  tag: string;
  /** Open Graph locale, `language_TERRITORY`, e.g. `tr_TR`, `de_DE`. */
  ogLocale: string;
}

/** A site's languages, resolved: the default one and the list in display order. */
export interface Languages {
  /** The code of the language `/` shows until a visitor chooses, and of `x-default`. */
  default: Lang;
  /** Every language, in display order (the default among them). */
  list: readonly Language[];
}

/**
 * The kit's default languages: Turkish (the default) and English, the two the kit ships its own
 * UI texts in. A site that declares none gets these.
 */
export const defaultLanguages: Languages = {
  default: 'tr',
  list: [
    { code: 'tr', label: 'Türkçe', dir: 'ltr', tag: 'tr', ogLocale: 'tr_TR' },
    { code: 'en', label: 'English', dir: 'ltr', tag: 'en', ogLocale: 'en_US' },
  ],
};

/** The codes of a language list, in its order. */
export function languageCodes(languages: Pick<Languages, 'list'> = defaultLanguages): Lang[] {
  return languages.list.map((l) => l.code);
}

/** The language of a code; throws on one the list does not have. */
export function languageOf(languages: Languages, code: Lang): Language {
  const found = languages.list.find((l) => l.code === code);
  if (!found) {
    throw new Error(
      `"${code}" is not one of the site's languages (${languageCodes(languages).join(', ')})`,
    );
  }
  return found;
}

/**
 * The Open Graph locale a tag implies when a language names none: a tag with a region gives it
 * (`en-GB` → `en_GB`), a bare code is read as the country of the same letters (`de` → `de_DE`),
 * right for most of the group's markets; a language where that is wrong (`en`, `ar`) names its
 * `ogLocale` or a tag with a region.
 */
export function ogLocaleOf(tag: string): string {
  const [language = '', region] = tag.split('-');
  const territory = region && /^[A-Za-z]{2}$/.test(region) ? region : language;
  return `${language.toLowerCase()}_${territory.toUpperCase()}`;
}

/**
 * One value per language, read in `lang`; throws naming the language when the value has none,
 * which the content check makes impossible for a configured language.
 */
export function inLang<T>(value: Readonly<Record<Lang, T>>, lang: Lang, what = 'a value'): T {
  const found = value[lang];
  if (found === undefined) throw new Error(`${what} has no "${lang}" text`);
  return found;
}
