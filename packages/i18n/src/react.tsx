import type { FlatNamespace, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Makes `translator` the one `useTranslation` reads below it. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * `t` for the namespaces a component shows, typed like react-i18next's by i18next's
 * `CustomTypeOptions` (declare them in the app): a missing key is a type error. A key without
 * `ns:` is looked up in the given namespaces in order. `i18n` is the translator itself.
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[]>(ns: Ns) {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const key = typeof ns === 'string' ? ns : ns.join();
  const t = useMemo(() => {
    const namespaces: readonly string[] = typeof ns === 'string' ? [ns] : ns;
    return ((k: string, options?: Record<string, unknown>) =>
      i18n.translate(namespaces, k, options)) as unknown as TFunction<
      Ns extends readonly FlatNamespace[] ? [...Ns] : Ns
    >;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns`
  }, [i18n, key]);
  return { t, i18n };
}
