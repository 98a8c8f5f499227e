import type { Lang } from '@defne/content/core';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultVariables } from '../../content';
import { en } from '../../content/locales/en';
import { tr } from '../../content/locales/tr';

/**
 * The site's i18next instance in one language. The site is small: both languages' texts ship with
 * it (about 10 KB gzipped), so '/' switches language at once. The company facts fill {{company}},
 * {{foundingYear}}…
 */
export function createI18n(lang: Lang): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    resources: { tr, en },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables },
    react: { useSuspense: false },
  });
  return instance;
}
