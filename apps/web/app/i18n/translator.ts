import { defaultVariables, type Lang, type Resources } from '@defne/content';
import { createTranslator, type Translator } from '@defne/i18n';

export type Bundles = Partial<Resources>;

/**
 * The site's translator for one language (@defne/i18n: i18next's text format and rules, ~1 KB in
 * the browser), holding the namespaces this page needs; the company's facts fill {{company}},
 * {{foundingYear}}… Namespaces of later routes are added with `addBundles`.
 */
export function createI18n(lang: Lang, bundles: Bundles): Translator<Lang> {
  return createTranslator(lang, bundles, { defaultVariables });
}
