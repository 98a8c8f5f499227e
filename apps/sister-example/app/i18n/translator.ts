import type { Lang } from '@defne/content/core';
import { createTranslator, type Translator } from '@defne/i18n';
import { defaultVariables } from '../../content';
import { en } from '../../content/locales/en';
import { tr } from '../../content/locales/tr';

/**
 * The site's translator in one language (@defne/i18n). The site is small: both languages' texts
 * ship with it (about 10 KB gzipped), so '/' switches language at once. The company facts fill
 * {{company}}, {{foundingYear}}…
 */
export function createI18n(lang: Lang): Translator<Lang> {
  return createTranslator(lang, { tr, en }[lang], { defaultVariables });
}
