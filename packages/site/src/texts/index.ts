import type { DeepString, Lang } from '@defne/core';
import { en } from './en';
import { tr } from './tr';

export { en, tr };

/** The shape of the kit's texts in one language. */
export type SiteTexts = DeepString<typeof tr>;

/**
 * The kit's default texts, in the languages the kit ships them in. A site in another language
 * words every text itself (the build checks it does).
 */
export const siteTexts: Readonly<Record<Lang, SiteTexts>> = { tr, en };

type Plain = Record<string, unknown>;

/** `Base` with `Override`'s keys laid over it, at every depth (the override wins). */
export type Merged<Base, Override> = Base extends string
  ? Override extends string
    ? string
    : Override
  : Override extends string
    ? string
    : {
        [K in keyof Base | keyof Override]: K extends keyof Override
          ? K extends keyof Base
            ? Merged<Base[K], Override[K]>
            : Override[K]
          : K extends keyof Base
            ? Base[K]
            : never;
      };

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep merge of two text trees; `override` wins key by key. Neither input changes. */
export function mergeTexts<B extends object, O extends object>(base: B, override: O): Merged<B, O> {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(override as Plain)) {
    const present = out[key];
    out[key] = isPlain(present) && isPlain(value) ? mergeTexts(present, value) : value;
  }
  return out as Merged<B, O>;
}

/**
 * A site's texts in one language over the kit's defaults: what the site's i18next resources hold.
 * `withSiteTexts(lang, own)` keeps every generic text the site does not word itself; in a language
 * the kit has no texts in, the site's are all there is.
 */
export function withSiteTexts<O extends object>(lang: Lang, own: O): Merged<typeof tr, O> {
  const kit = Object.hasOwn(siteTexts, lang) ? siteTexts[lang] : {};
  return mergeTexts(kit as typeof tr, own) as Merged<typeof tr, O>;
}

/** The i18next resources of a site whose own texts are `Own` (type them in `CustomTypeOptions`). */
export type SiteResources<Own extends object> = Merged<typeof tr, Own>;
