import type { Lang } from '@defne/core';
import { createInstance, type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces of one language's texts, whole or in part (`{ nav: {...}, catalog: {...} }`). */
export type Bundles = Record<string, object>;

/**
 * A synchronous i18next instance holding only the namespaces this page needs, in one language.
 * `defaultVariables` fill `{{company}}`, `{{foundingYear}}`… in every text.
 */
export function createI18n(
  lang: Lang,
  bundles: Bundles,
  defaultVariables: InitOptions['interpolation'] extends infer I
    ? I extends { defaultVariables?: infer D }
      ? D
      : never
    : never = {},
): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(bundles),
    resources: { [lang]: bundles },
    initAsync: false,
    // React escapes; the texts hold no HTML (spec: no HTML escaping in translations).
    interpolation: { escapeValue: false, defaultVariables },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds the texts that arrived with a newly loaded route to an existing instance. A namespace can
 * arrive in parts: the root brings `catalog.categories` only, the sectors page the whole
 * catalogue; the later, larger part is merged in, or product names show as raw keys.
 */
export function addBundles(instance: i18n, lang: Lang, bundles: Bundles) {
  for (const [ns, resources] of Object.entries(bundles)) {
    const present = instance.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
    if (!present || !covers(present, resources as Record<string, unknown>)) {
      instance.addResourceBundle(lang, ns, resources, true, true);
    }
  }
}

/** Whether every key of `part`, at every depth, is in `whole` already. */
function covers(whole: Record<string, unknown>, part: Record<string, unknown>): boolean {
  return Object.entries(part).every(([key, value]) => {
    if (!(key in whole)) return false;
    const there = whole[key];
    return typeof value === 'object' && value !== null
      ? typeof there === 'object' && there !== null && covers(there as never, value as never)
      : true;
  });
}
