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
