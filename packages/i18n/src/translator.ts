/** A namespace's texts: nested objects of strings, as i18next keeps them. */
export type Texts = { readonly [key: string]: Texts | string };

export interface TranslatorOptions {
  /** Values for `{{name}}` that no call passes, e.g. the company name (i18next's `interpolation.defaultVariables`). */
  defaultVariables?: Readonly<Record<string, unknown>>;
}

/**
 * Texts in one language and the `t` behind `useTranslation`. It follows i18next (escapeValue
 * off, no fallback language) for what texts of this kind use: `ns:key.path` lookups across the
 * namespaces asked for, in order; plurals by `Intl.PluralRules` (`_zero` for 0 first, then the
 * language's form, the bare key, then `_other`); `{{name}}` and `{{- name}}` interpolation, a value never
 * interpolated again, a variable nobody passed left as written; and the key itself when a text is
 * missing. No nesting (`$t(...)`), formatting, context or backends.
 */
export interface Translator<L extends string = string> {
  readonly language: L;
  /** A namespace's texts in this language, e.g. a whole catalogue to search in. */
  getResourceBundle(language: string, ns: string): Texts | undefined;
  /**
   * Adds namespaces, e.g. those a newly loaded route brought. A namespace can arrive in parts (a
   * header needs the category names, the catalogue page all of it): a part with keys that are
   * not there yet is merged in; one that adds nothing is ignored.
   */
  addBundles(bundles: object): void;
  /** One text: `key` or `ns:key`, looked up in `namespaces` in order. */
  translate(
    namespaces: readonly string[],
    key: string,
    options?: Readonly<Record<string, unknown>>,
  ): string;
}

const variable = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

export function createTranslator<L extends string>(
  language: L,
  bundles: object,
  { defaultVariables = {} }: TranslatorOptions = {},
): Translator<L> {
  const store: Record<string, Texts> = { ...(bundles as Record<string, Texts>) };
  const plurals = new Intl.PluralRules(language);

  const lookup = (ns: string, key: string) => {
    let node: Texts | string | undefined = store[ns];
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };

  const interpolate = (text: string, values: Readonly<Record<string, unknown>>) =>
    text.replace(variable, (whole, name: string) => {
      const passed = Object.hasOwn(values, name);
      let value = passed ? values[name] : undefined;
      if (value === undefined && Object.hasOwn(defaultVariables, name))
        value = defaultVariables[name];
      if (value === undefined) return passed ? '' : whole;
      return value === null ? '' : String(value);
    });

  return {
    language,
    getResourceBundle: (lang, ns) => (lang === language ? store[ns] : undefined),
    addBundles(added) {
      for (const [ns, texts] of Object.entries(added as Record<string, Texts>)) {
        const present = store[ns];
        if (!present || Object.keys(texts).some((key) => !(key in present)))
          store[ns] = { ...present, ...texts };
      }
    },
    translate(namespaces, fullKey, options = {}) {
      const split = fullKey.indexOf(':');
      const ns = split > 0 ? [fullKey.slice(0, split)] : namespaces;
      const key = split > 0 ? fullKey.slice(split + 1) : fullKey;
      const { count } = options;
      const plural = count !== undefined && typeof count !== 'string';
      const form = plural ? plurals.select(count as number) : '';
      const candidates = plural
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${form}`,
            key,
            ...(form === 'other' ? [] : [`${key}_other`]),
          ]
        : [key];
      for (const name of ns) {
        for (const candidate of candidates) {
          const text = lookup(name, candidate);
          if (text !== undefined) return interpolate(text, options);
        }
      }
      return key;
    },
  };
}
