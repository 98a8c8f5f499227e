import { defaultVariables, type Lang, type Resources } from '@defne/content';

export type Bundles = Partial<Resources>;
type Options = Record<string, unknown>;

/**
 * The translation runtime of the site, on the server (prerender) and in the browser.
 *
 * It reads the same resources and follows i18next's rules for everything the texts use:
 * `ns:key.path` lookups across the namespaces a component asked for, plurals by
 * `Intl.PluralRules` (`_zero` for 0 first, then `_one`/`_other`, then the bare key), `{{name}}`
 * interpolation with the company's default variables, unescaped because React escapes, a
 * variable that was not passed left as written, and the key itself when a text is missing.
 * i18next would cost the first page load ~16 KB gzip for features these texts never use;
 * `translator.test.ts` translates every key of both languages with i18next 27 and with this,
 * and they must agree.
 */
export interface I18n {
  readonly language: Lang;
  /** A namespace's texts, e.g. the whole catalogue for the sector search. */
  getResourceBundle(lang: Lang, ns: string): unknown;
  /** Adds the namespaces that arrived with a newly loaded route. */
  addBundles(bundles: Bundles): void;
  /** One text: `key` or `ns:key`, looked up in `namespaces` in order. */
  translate(namespaces: readonly string[], key: string, options?: Options): string;
}

type Tree = { [key: string]: Tree | string };

const variable = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

export function createI18n(lang: Lang, bundles: Bundles): I18n {
  const store: Record<string, Tree> = { ...(bundles as Record<string, Tree>) };
  const plurals = new Intl.PluralRules(lang);

  const lookup = (ns: string, key: string) => {
    let node: Tree | string | undefined = store[ns];
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };

  const interpolate = (text: string, options: Options) =>
    text.replace(variable, (whole, name: string) => {
      if (Object.hasOwn(options, name)) return options[name] == null ? '' : String(options[name]);
      const fallback = (defaultVariables as Record<string, unknown>)[name];
      return fallback === undefined ? whole : String(fallback);
    });

  return {
    language: lang,
    getResourceBundle: (l, ns) => (l === lang ? store[ns] : undefined),
    addBundles(added) {
      // A namespace can arrive in parts: the root brings `catalog.categories` only, the sectors
      // page the whole catalogue; the later, larger part is merged in, or names show as keys.
      for (const [ns, texts] of Object.entries(added as Record<string, Tree>)) {
        const present = store[ns];
        if (!present || Object.keys(texts).some((key) => !(key in present))) store[ns] = { ...present, ...texts };
      }
    },
    translate(namespaces, fullKey, options = {}) {
      const split = fullKey.indexOf(':');
      const ns = split > 0 ? [fullKey.slice(0, split)] : namespaces;
      const key = split > 0 ? fullKey.slice(split + 1) : fullKey;
      const { count } = options;
      const candidates =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key]
          : [key];
      for (const candidate of candidates) {
        for (const name of ns) {
          const text = lookup(name, candidate);
          if (text !== undefined) return interpolate(text, options);
        }
      }
      return key;
    },
  };
}
