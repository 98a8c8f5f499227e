import { defaultVariables, type Lang, type Resources } from '@defne/content';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Bundles = Partial<Resources>;

/** A synchronous i18next instance holding only the namespaces this page needs, in one language. */
export function createI18n(lang: Lang, bundles: Bundles): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(bundles),
    resources: { [lang]: bundles },
    initAsync: false,
    // React escapes; the texts hold no HTML. Company facts fill {{company}}, {{foundingYear}}…
    interpolation: { escapeValue: false, defaultVariables },
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds namespaces that arrived with a newly loaded route to an existing instance. */
export function addBundles(instance: i18n, lang: Lang, bundles: Bundles) {
  for (const [ns, resources] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(lang, ns)) {
      instance.addResourceBundle(lang, ns, resources, true, true);
    }
  }
}
