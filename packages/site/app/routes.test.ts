// @vitest-environment node
// The kit's route config from a site's config: every page of its route map in each language,
// the catalogue below its folder, a page the site writes itself in place of the kit's, and a
// page id the kit has no page for refused with a message naming the option.
import { createCatalog, createRouteMap } from '@defne/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSite, type ResolvedSite, type SiteConfig } from '../src/config';
import { neededTexts } from './texts-check';

const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'warehouse', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

function siteWith(
  pages: Record<string, { tr: string; en: string }>,
  own?: Record<string, string>,
  enquiry?: SiteConfig['enquiry'],
) {
  const routes = createRouteMap({
    pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/urunler', en: '/products' }, ...pages },
    categories: catalog.categories,
    products: [{ key: 'box', category: 'boxes', slug: { tr: 'kutu', en: 'box' } }],
  });
  // Every text its pages need (the build checks them before it makes the routes).
  const texts = async () => {
    const tree: Record<string, unknown> = {};
    for (const key of neededTexts(site, false)) {
      const parts = key.split('.');
      let node = tree;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = key;
    }
    return tree;
  };
  const site: ResolvedSite = resolveSite({
    routes,
    catalog,
    company: { stats: [], email: 'info@example.com' },
    origin: 'https://www.example.com',
    logo: { src: '/logo.svg', width: 36, height: 36 },
    shareImage: '/og.png',
    navigation: { header: [], quickLinks: [] },
    copyrightYear: 2026,
    texts: { tr: texts, en: texts },
    ...(own ? { pages: own } : {}),
    ...(enquiry ? { enquiry } : {}),
  } as unknown as SiteConfig);
  return site;
}

async function routesFor(site: ResolvedSite) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('defne.site.configured')] = {
    site,
    root: '/srv/site',
  };
  vi.resetModules();
  return (await import('./routes')).default as { id?: string; path?: string; file: string }[];
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('defne.site.configured')];
});

describe("the kit's routes", () => {
  it('gives every page of the route map its kit page in both languages', async () => {
    const routes = await routesFor(siteWith({ contact: { tr: '/iletisim', en: '/contact' } }));
    const byId = Object.fromEntries(routes.map((r) => [r.id ?? r.path ?? '', r]));
    expect(byId['home.en']).toMatchObject({ path: '/en', file: 'routes/home.tsx' });
    expect(byId['contact.tr']).toMatchObject({ path: '/iletisim', file: 'routes/contact.tsx' });
    expect(byId['contact.en']).toMatchObject({ path: '/contact', file: 'routes/contact.tsx' });
    expect(byId['sectors.tr']).toMatchObject({ path: '/urunler/*', file: 'routes/sectors.tsx' });
    expect(byId['not-found']).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['sitemap.xml', 'robots.txt']),
    );
    // No page the route map lacks.
    expect(routes.some((r) => r.file === 'routes/privacy.tsx')).toBe(false);
  });

  it("takes a page the config's `pages` names from the site's folder", async () => {
    const routes = await routesFor(
      siteWith(
        { careers: { tr: '/kariyer', en: '/careers' } },
        { careers: 'pages/careers.tsx', home: 'pages/home.tsx' },
      ),
    );
    expect(routes.find((r) => r.id === 'careers.en')).toMatchObject({
      path: '/careers',
      file: '/srv/site/pages/careers.tsx',
    });
    expect(routes.find((r) => r.path === undefined || r.id === 'home.en')?.file).toBe(
      '/srv/site/pages/home.tsx',
    );
  });

  it('gives the page of a form kind of the site’s own the kit’s form page, in both languages', async () => {
    const routes = await routesFor(
      siteWith({ sampleRequest: { tr: '/numune-talebi', en: '/sample-request' } }, undefined, {
        forms: {
          sample: {
            page: 'sampleRequest',
            fields: [{ name: 'email', type: 'email', required: true, maxLength: 254 }],
          },
        },
      }),
    );
    expect(routes.filter((r) => r.file === 'routes/form.tsx')).toEqual([
      expect.objectContaining({ id: 'sampleRequest.tr', path: '/numune-talebi' }),
      expect.objectContaining({ id: 'sampleRequest.en', path: '/sample-request' }),
    ]);
  });

  it('refuses a page id the kit has no page for, naming the option', async () => {
    await expect(
      routesFor(siteWith({ careers: { tr: '/kariyer', en: '/careers' } })),
    ).rejects.toThrow(
      'The site\'s route map has a page "careers" the kit has no page for: name its route module in the config\'s `pages`',
    );
  });
});
