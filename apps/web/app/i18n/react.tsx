import type { FlatNamespace, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { I18n } from './translator';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for the namespaces a component shows, typed by i18next's `CustomTypeOptions`
 * (i18next.d.ts): a missing key or variable is a type error. A key without `ns:` is looked up in
 * the given namespaces in order, as i18next does.
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[]>(ns: Ns) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const key = typeof ns === 'string' ? ns : ns.join();
  const t = useMemo(() => {
    const namespaces: readonly string[] = typeof ns === 'string' ? [ns] : ns;
    return ((k: string, options?: Record<string, unknown>) => i18n.translate(namespaces, k, options)) as unknown as TFunction<
      Ns extends readonly FlatNamespace[] ? [...Ns] : Ns
    >;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns`
  }, [i18n, key]);
  return { t, i18n };
}
