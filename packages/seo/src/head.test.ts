// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { headTags, renderHeadHtml, toMetaDescriptors } from './head';
import { buildPageMeta } from './meta';
import { buildHead } from './page';
import { content, entries, en, site, texts } from './test/fixtures';

const count = (html: Document, selector: string) => html.head.querySelectorAll(selector).length;
const parseHead = (tagsHtml: string) =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head>${tagsHtml}</head><body></body></html>`,
    'text/html',
  );

describe('headTags', () => {
  it('lists title, description, canonical, alternates, Open Graph and Twitter in order', () => {
    const tags = headTags(buildPageMeta({ ...site, entries, texts, path: '/about' }));
    expect(tags.slice(0, 6)).toEqual([
      { tag: 'title', attrs: {}, content: en.meta.about.title },
      { tag: 'meta', attrs: { name: 'description', content: en.meta.about.description } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://www.guneyhan.example/about' } },
      {
        tag: 'link',
        attrs: {
          rel: 'alternate',
          hreflang: 'tr',
          href: 'https://www.guneyhan.example/hakkimizda',
        },
      },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'en', href: 'https://www.guneyhan.example/about' },
      },
      {
        tag: 'link',
        attrs: {
          rel: 'alternate',
          hreflang: 'x-default',
          href: 'https://www.guneyhan.example/hakkimizda',
        },
      },
    ]);
    const props = tags.flatMap((t) => (t.tag === 'meta' ? [t.attrs.property ?? t.attrs.name] : []));
    expect(props).toEqual([
      'description',
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:locale',
      'og:locale:alternate',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ]);
  });

  it('adds robots noindex on the 404 page and no canonical or alternates', () => {
    const tags = headTags(buildPageMeta({ ...site, entries, texts, path: '/x', lang: 'tr' }));
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'robots', content: 'noindex, follow' },
    });
    expect(tags.filter((t) => t.tag === 'link')).toEqual([]);
  });

  it('adds one safely serialised script per JSON-LD item', () => {
    const tags = headTags(buildPageMeta({ ...site, entries, texts, path: '/' }), [
      { a: '</script>' },
      { b: 1 },
    ]);
    const scripts = tags.filter((t) => t.tag === 'script');
    expect(scripts).toEqual([
      {
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        content: '{"a":"\\u003c/script\\u003e"}',
      },
      { tag: 'script', attrs: { type: 'application/ld+json' }, content: '{"b":1}' },
    ]);
  });
});

describe('buildHead + renderHeadHtml: what point 4 of the issue checks, for every path', () => {
  it.each(
    entries.flatMap((e) =>
      e.lang
        ? [[e.path, e.lang]]
        : [
            [e.path, 'tr'],
            [e.path, 'en'],
          ],
    ),
  )(
    '%s (%s): one title, description, canonical; three alternates; og:locale; JSON-LD parses',
    (path, lang) => {
      const { tags, meta } = buildHead({ ...content, path, lang: lang as 'tr' | 'en' });
      const doc = parseHead(renderHeadHtml(tags));
      expect(count(doc, 'title')).toBe(1);
      expect(doc.title).toBe(meta.title);
      expect(count(doc, 'meta[name="description"]')).toBe(1);
      expect(count(doc, 'link[rel="canonical"]')).toBe(1);
      expect(count(doc, 'link[rel="alternate"][hreflang]')).toBe(3);
      expect(count(doc, 'meta[name="robots"]')).toBe(0);
      expect(doc.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
        lang === 'tr' ? 'tr_TR' : 'en_US',
      );
      const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      expect(JSON.parse(scripts[0]!.textContent!)).toEqual(
        buildHead({ ...content, path, lang: lang as 'tr' }).jsonLd,
      );
    },
  );
});

describe('hostile text cannot break out', () => {
  const evil = '</script><script>alert(1)</script><!-- "quoted" & \'single\' <b>';
  const hostileTexts = {
    tr: texts.tr,
    en: {
      ...texts.en,
      meta: { ...texts.en.meta, about: { title: evil, description: evil } },
      catalog: {
        ...texts.en.catalog,
        products: { ...texts.en.catalog.products, adhesive: { name: evil, description: evil } },
      },
    },
  };

  it.each(['/about', '/sectors/paint-ink-plastic'])(
    '%s renders exactly the elements it should',
    (path) => {
      const { tags } = buildHead({ ...content, texts: hostileTexts, path });
      const html = renderHeadHtml(tags);
      expect(html.match(/<\/script>/gi)).toHaveLength(1);
      expect(html).not.toContain('<!--');
      const doc = parseHead(html);
      expect(count(doc, 'script')).toBe(1);
      expect(doc.head.children).toHaveLength(tags.length);
      const json = JSON.parse(doc.head.querySelector('script')!.textContent!) as unknown;
      expect(JSON.stringify(json)).toContain(
        JSON.stringify(path === '/about' ? 'Güneyhan Boya' : evil),
      );
      if (path === '/about') {
        expect(doc.title).toBe(evil);
        expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          evil,
        );
      }
    },
  );
});

describe('toMetaDescriptors', () => {
  it('gives React Router meta descriptors', () => {
    const { tags, jsonLd } = buildHead({ ...content, path: '/sectors' });
    const descriptors = toMetaDescriptors(tags);
    expect(descriptors[0]).toEqual({ title: en.meta.sectors.title });
    expect(descriptors).toContainEqual({
      name: 'description',
      content: en.meta.sectors.description,
    });
    expect(descriptors).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.guneyhan.example/sectors',
    });
    expect(descriptors).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://www.guneyhan.example/sektorler',
    });
    expect(descriptors).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(descriptors).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(descriptors.at(-1)).toEqual({ 'script:ld+json': jsonLd });
    expect(descriptors).toHaveLength(tags.length);
  });
});
