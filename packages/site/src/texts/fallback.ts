/*
 * A language added gradually (design D27, after Starlight's i18n fallback): a site that names a
 * `fallbackLanguage` may list a language whose texts are not all written. What it lacks is read
 * in the fallback language: a text the pages share (the header's, the footer's, a form's) alone,
 * a page's own texts whole, so that a page is either in its language or in the fallback's,
 * never a mix, and says so. Such pages stay out of the language's hreflang alternates and the
 * sitemap, and the build reports how much of each language is written. Build time only.
 */
import { inLang, type Lang, type Languages, type PathEntry } from '@defne/core';
import { mergeTexts, siteTexts, withSiteTexts } from './index';

type Tree = { readonly [key: string]: unknown };

/** The namespaces every page shares: a text of theirs falls back alone, silently. */
const SHARED_NAMESPACES = ['common', 'nav', 'footer', 'forms', 'catalog', 'meta'];
/** The `meta` entries that are templates of many pages (every sector's, every product's). */
const META_TEMPLATES = ['sector', 'product'];
/** The kit's pages that show another page's texts (`about` for its three sub-pages). */
const PAGE_NAMESPACE: Readonly<Record<string, string>> = {
  corporate: 'about',
  mission: 'about',
  vision: 'about',
};

/** Every written text of a tree (a string that is not blank), as a dotted key, in its order. */
export function textKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return value.trim() === '' ? [] : [`${prefix}${key}`];
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return textKeys(value as Tree, `${prefix}${key}.`);
    return [];
  });
}

/**
 * What falls back whole with a text: a page's own texts (its namespace, its `meta.{page}`, a
 * sector's or a product's catalogue entry) are one; a shared text is one alone (its own key).
 */
export function unitOf(key: string): string {
  const [namespace = '', first, second] = key.split('.');
  if (namespace === 'catalog' && (first === 'categories' || first === 'products') && second)
    return `catalog.${first}.${second}`;
  if (namespace === 'meta' && first && second !== undefined && !META_TEMPLATES.includes(first))
    return `meta.${first}`;
  if (SHARED_NAMESPACES.includes(namespace)) return key;
  return namespace;
}

/** A tree without the subtree at `path` (copied along the path; the tree itself is unchanged). */
function without(tree: Tree, path: readonly string[]): Tree {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(tree, head)) return tree;
  const { [head]: child, ...others } = tree;
  if (rest.length === 0) return others;
  if (typeof child !== 'object' || child === null) return tree;
  return { ...others, [head]: without(child as Tree, rest) };
}

/** A tree without its blank texts: a blank text is one not yet written. */
function written(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => {
      if (typeof value === 'string') return value.trim() === '' ? [] : [[key, value]];
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return [[key, written(value as Tree)]];
      return [[key, value]];
    }),
  );
}

/** One language's texts with what it lacks read in its fallback language. */
export interface FallbackTexts {
  /** Its texts, whole: its own, and the fallback language's where it has none. */
  texts: Tree;
  /** The texts (dotted keys) of the fallback language this language has not written. */
  missing: string[];
  /** The page units (`unitOf`) shown whole in the fallback language's words. */
  units: string[];
}

/**
 * A language's texts (`own`, the site's over the kit's) laid over its fallback language's
 * (`fallback`, whole): a text it lacks is the fallback's, and a page unit one of whose texts it
 * lacks is the fallback's whole.
 */
export function withFallback(own: Tree, fallback: Tree): FallbackTexts {
  const present = new Set(textKeys(own));
  const missing = textKeys(fallback).filter((key) => !present.has(key));
  const units = [...new Set(missing.map(unitOf))].filter((unit) => !missing.includes(unit));
  let kept = written(own);
  for (const unit of units) kept = without(kept, unit.split('.'));
  return { texts: mergeTexts(fallback, kept) as Tree, missing, units };
}

/** What page a route-map entry is (its `match`, whatever its language). */
type Match =
  | { kind: 'page'; page: string }
  | { kind: 'sector'; category: string }
  | { kind: 'product'; category: string; product: string };

/** The page units (`unitOf`) a page shows as its own content. */
export function pageUnits(match: Match): string[] {
  if (match.kind === 'sector') return [`catalog.categories.${match.category}`];
  if (match.kind === 'product') return [`catalog.products.${match.product}`];
  const namespace = PAGE_NAMESPACE[match.page] ?? match.page;
  return [`meta.${match.page}`, ...(namespace === 'sectors' ? [] : [namespace])];
}

/** Whether a page of a language falls back: one of its units is its fallback's words. */
export function fallsBack(match: Match, units: readonly string[]): boolean {
  return pageUnits(match).some((unit) => units.includes(unit));
}

/** How much of one language is written, for the build's report. */
export interface LanguageCoverage {
  lang: Lang;
  /** The language it falls back to; null for a language that needs none (all written). */
  fallback: Lang | null;
  kit: { written: number; total: number };
  data: { written: number; total: number };
  pages: { fallingBack: number; total: number };
}

/** The build's line for a language: `ar: 143 of 231 kit texts, 12 of 40 data texts; …`. */
export function coverageLine(c: LanguageCoverage): string {
  if (!c.fallback || c.kit.written + c.data.written === c.kit.total + c.data.total)
    return `${c.lang}: all ${c.kit.total} kit texts and ${c.data.total} data texts written; ${c.pages.total} pages`;
  return `${c.lang}: ${c.kit.written} of ${c.kit.total} kit texts, ${c.data.written} of ${c.data.total} data texts; ${c.pages.fallingBack} of ${c.pages.total} pages fall back to ${c.fallback}`;
}

/**
 * A site's texts in each of its languages with the fallback applied, and what it says of them: the
 * pages shown in the fallback's words (`untranslated`) and each language's coverage.
 */
export interface ResolvedTexts {
  texts: Record<Lang, Tree>;
  /** Each language's fallback, for the languages that fall back to one. */
  fallbacks: Record<Lang, FallbackTexts & { from: Lang }>;
  /** The paths of pages shown in their fallback language's words. */
  untranslated: string[];
  coverage: LanguageCoverage[];
}

/**
 * Applies a site's `fallbackLanguage` to its texts (`withSiteTexts` of each language): every
 * other language falls back to it. `kitKeys` are the kit's own texts (the rest are the site's,
 * its data texts); `entries` are the route map's pages. Without a fallback language, the texts
 * are as given.
 */
export function resolveFallbacks(options: {
  languages: Languages;
  fallbackLanguage: Lang | undefined;
  texts: Record<Lang, Tree>;
  /** What each language's site texts (its own, before the kit's) word: the data texts. */
  siteKeys: Readonly<Record<Lang, readonly string[]>>;
  kitKeys: readonly string[];
  entries: readonly PathEntry<string, string>[];
}): ResolvedTexts {
  const { languages, fallbackLanguage: from, kitKeys, entries } = options;
  const kit = new Set(kitKeys);
  const fallbacks: ResolvedTexts['fallbacks'] = {};
  const texts: Record<Lang, Tree> = { ...options.texts };
  const base = from === undefined ? undefined : options.texts[from];
  const dataKeys = (from && options.siteKeys[from]?.filter((key) => !kit.has(key))) || [];
  const untranslated: string[] = [];
  const coverage = languages.list.map(({ code }): LanguageCoverage => {
    const own = options.texts[code] ?? {};
    // '/' is the default language's home when no language has it as its own.
    const mine = entries.filter((entry) => (entry.lang ?? languages.default) === code);
    const present = new Set(textKeys(own));
    let fallingBack = 0;
    if (base && code !== from) {
      const resolved = withFallback(own, base);
      texts[code] = resolved.texts;
      if (resolved.missing.length) {
        fallbacks[code] = { ...resolved, from: from as Lang };
        for (const entry of mine)
          if (fallsBack(entry.match, resolved.units)) {
            untranslated.push(entry.path);
            fallingBack++;
          }
      }
    }
    return {
      lang: code,
      fallback: base && code !== from ? (from as Lang) : null,
      kit: { written: kitKeys.filter((k) => present.has(k)).length, total: kitKeys.length },
      data: {
        written: dataKeys.filter((k) => present.has(k)).length,
        total: dataKeys.length,
      },
      pages: { fallingBack, total: mine.length },
    };
  });
  return { texts, fallbacks, untranslated, coverage };
}

/** What `loadSiteTexts` reads of a resolved config. */
interface TextsSite {
  languages: Languages;
  fallbackLanguage?: Lang | undefined;
  texts: Readonly<Record<Lang, () => Promise<object>>>;
  routes: { pathEntries: readonly PathEntry<string, string>[] };
}

const loaded = new WeakMap<object, Promise<ResolvedTexts>>();

/**
 * A site's texts in each of its languages, the site's over the kit's (`withSiteTexts`), with its
 * `fallbackLanguage` applied (`resolveFallbacks`); loaded once per config in a build.
 */
export function loadSiteTexts(site: TextsSite): Promise<ResolvedTexts> {
  let found = loaded.get(site);
  if (!found) {
    found = (async () => {
      const codes = site.languages.list.map((l) => l.code);
      const own = await Promise.all(
        codes.map(async (lang) => (await inLang(site.texts, lang, 'the site texts')()) as Tree),
      );
      return resolveFallbacks({
        languages: site.languages,
        fallbackLanguage: site.fallbackLanguage,
        texts: Object.fromEntries(codes.map((lang, i) => [lang, withSiteTexts(lang, own[i]!)])),
        siteKeys: Object.fromEntries(codes.map((lang, i) => [lang, textKeys(own[i]!)])),
        kitKeys: kitTextKeys(),
        entries: site.routes.pathEntries,
      });
    })();
    loaded.set(site, found);
  }
  return found;
}

/** Every text of the kit's own (its default texts'), as dotted keys. */
export function kitTextKeys(): string[] {
  return textKeys(Object.values(siteTexts)[0] ?? {});
}
