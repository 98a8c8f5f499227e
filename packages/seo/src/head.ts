import type { PageMeta } from './meta';
import { serializeJsonLd } from './serialize';

/** One element of `<head>`: render it as `<tag ...attrs>content</tag>` (void for meta and link). */
export type HeadTag =
  | { tag: 'title'; attrs: Record<string, never>; content: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  /** `content` is already safe to put between `<script>` and `</script>` as is. */
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; content: string };

/**
 * The flat list of head elements of a page: title, description, robots, canonical, hreflang
 * alternates, Open Graph, Twitter card, then one JSON-LD script per item of `jsonLd`.
 */
export function headTags(
  meta: PageMeta<string, string>,
  jsonLd: unknown | readonly unknown[] = [],
): HeadTag[] {
  const m = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const og = meta.openGraph;
  const tw = meta.twitter;
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, content: meta.title },
    m({ name: 'description', content: meta.description }),
  ];
  if (meta.robots) tags.push(m({ name: 'robots', content: meta.robots }));
  if (meta.canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } });
  for (const alt of meta.alternates) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.hreflang, href: alt.href } });
  }
  tags.push(
    m({ property: 'og:type', content: og.type }),
    m({ property: 'og:site_name', content: og.siteName }),
    m({ property: 'og:title', content: og.title }),
    m({ property: 'og:description', content: og.description }),
  );
  if (og.url) tags.push(m({ property: 'og:url', content: og.url }));
  tags.push(m({ property: 'og:image', content: og.image }));
  if (og.imageAlt) tags.push(m({ property: 'og:image:alt', content: og.imageAlt }));
  tags.push(m({ property: 'og:locale', content: og.locale }));
  for (const alt of og.localeAlternate)
    tags.push(m({ property: 'og:locale:alternate', content: alt }));
  tags.push(
    m({ name: 'twitter:card', content: tw.card }),
    m({ name: 'twitter:title', content: tw.title }),
    m({ name: 'twitter:description', content: tw.description }),
    m({ name: 'twitter:image', content: tw.image }),
  );
  if (tw.imageAlt) tags.push(m({ name: 'twitter:image:alt', content: tw.imageAlt }));
  if (tw.site) tags.push(m({ name: 'twitter:site', content: tw.site }));
  const items = Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  for (const item of items) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      content: serializeJsonLd(item),
    });
  }
  return tags;
}

/** A React Router `meta` export descriptor (assignable to its `MetaDescriptor`). */
export type RouteMetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string }
  | { 'script:ld+json': Record<string, unknown> | Record<string, unknown>[] };

/**
 * Head tags as React Router `meta` descriptors. React Router renders and escapes the JSON-LD
 * itself, so scripts are handed over as parsed objects.
 */
export function toMetaDescriptors(tags: readonly HeadTag[]): RouteMetaDescriptor[] {
  return tags.map((t): RouteMetaDescriptor => {
    switch (t.tag) {
      case 'title':
        return { title: t.content };
      case 'meta':
        return 'property' in t.attrs
          ? { property: t.attrs.property!, content: t.attrs.content ?? '' }
          : { name: t.attrs.name ?? '', content: t.attrs.content ?? '' };
      case 'link': {
        const { rel = '', href = '', hreflang } = t.attrs;
        return hreflang
          ? { tagName: 'link', rel, href, hrefLang: hreflang }
          : { tagName: 'link', rel, href };
      }
      case 'script':
        return { 'script:ld+json': JSON.parse(t.content) as Record<string, unknown> };
    }
  });
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Head tags as an HTML string, one element per line (for non-React sites and tests). */
export function renderHeadHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.content)}</title>`;
        case 'script':
          return `<script${attrs}>${t.content}</script>`;
        default:
          return `<${t.tag}${attrs}>`;
      }
    })
    .join('\n');
}
