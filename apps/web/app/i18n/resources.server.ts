import type { Lang, Resources } from '@defne/content';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';

// Runs only at build time (route loaders): each prerendered page carries just the namespaces it
// shows, in its own language, as loader data. No translation file ships as JavaScript.
const all: Record<Lang, Resources> = { tr, en };

export function pick<const N extends keyof Resources>(lang: Lang, namespaces: readonly N[]) {
  const resources = all[lang];
  return Object.fromEntries(namespaces.map((ns) => [ns, resources[ns]])) as Pick<Resources, N>;
}

/**
 * Part of one namespace, e.g. the category names of `catalog` for the header and footer: a page
 * that shows only these does not carry the whole namespace. A page that needs all of it brings
 * it whole, and `addBundles` (translator.ts) merges the rest in.
 */
export function pickPart<const N extends keyof Resources, const K extends keyof Resources[N]>(
  lang: Lang,
  namespace: N,
  keys: readonly K[],
) {
  const resources = all[lang][namespace];
  return { [namespace]: Object.fromEntries(keys.map((key) => [key, resources[key]])) } as {
    [P in N]: Pick<Resources[N], K>;
  };
}
