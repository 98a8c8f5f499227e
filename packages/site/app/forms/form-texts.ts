// The `forms` texts travel with the forms' code, not in every page's loader data: a page with a
// form below the fold or further down does not carry its labels, validation and failure messages
// in its first load. The form's lazily loaded code fetches them (one small module per language and
// kind, `virtual:defne/form-texts`) beside its own; until both are there React keeps the form's
// server HTML, so the prerendered page and the hydrated one read the same texts.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import loaders from 'virtual:defne/form-texts';

/** A form's texts by namespace: its `forms` texts, and the contact form's quote request's. */
type Texts = Record<string, object>;

const loading = new Map<string, Promise<Texts>>();

/**
 * The `forms` texts of the form of `kind` in `lang`, fetched once (undefined: the build has none,
 * as in a plain Vite run, whose forms show the texts their test gives).
 */
export function loadFormTexts(lang: string, kind: string): Promise<Texts> | undefined {
  const key = `${lang}\n${kind}`;
  const started = loading.get(key);
  if (started) return started;
  const load = loaders[lang]?.[kind];
  if (!load) return undefined;
  const texts = load().then((module) => module.default);
  loading.set(key, texts);
  return texts;
}

/**
 * Puts the texts of the form of `kind` (each namespace's, merged under what the page has) into the
 * page's i18next instance, suspending until they are
 * there. A page that words its form itself (a kind's page, whose title is one of them) has them
 * already, and its own win over the module's.
 */
export function useFormTexts(kind: string): void {
  const { i18n } = useTranslation('forms');
  const lang = i18n.language;
  if (i18n.getResource(lang, 'forms', kind) !== undefined) return;
  const texts = loadFormTexts(lang, kind);
  if (!texts) return;
  for (const [namespace, bundle] of Object.entries(use(texts)))
    i18n.addResourceBundle(lang, namespace, bundle, true, false);
}
