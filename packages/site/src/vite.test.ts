// @vitest-environment node
// `defneSite()` reads the site's config `siteRouterConfig` was given: what it leaves out of the
// bundle (DEFNE_OWN_FIELDS, DEFNE_FORM_KINDS) and the templates of its own form kinds, which an
// EmailJS build must name, the tokens stylesheet it names, and the resolved config it hands the
// pages as `virtual:defne/site`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguages } from '@defne/core';
import { resolveSite, type SiteConfig } from './config';
import {
  browserSiteModule,
  configPartsModule,
  defneSite,
  formKinds,
  resolvedSiteModule,
} from './vite';

const CONFIGURED = Symbol.for('defne.site.configured');
const root = mkdtempSync(join(tmpdir(), 'defne-vite-'));
const fields = [{ name: 'email', type: 'email', required: true, maxLength: 254 }];

/**
 * A configured site whose resolved `enquiry` has `enquiry` over the defaults, in the kit's
 * languages or `languages`.
 */
function configure(enquiry?: object, languages = defaultLanguages) {
  (globalThis as Record<symbol, unknown>)[CONFIGURED] = {
    site: {
      enquiry: { toEmail: 'info@example.com', fields: {}, forms: {}, ...enquiry },
      languages,
    },
    root,
  };
}

/** The `config` hook of one of `defneSite()`'s plugins, run as Vite would. */
function configOf(name: string, mode = 'production', command = 'build') {
  const plugin = defneSite().find((p) => p.name === name) as Plugin;
  const hook = plugin.config as unknown as (
    this: { info: () => void },
    config: object,
    env: { mode: string; command: string },
  ) => {
    define?: Record<string, string>;
    environments?: Record<string, { define?: Record<string, string> }>;
  };
  return hook.call({ info: () => {} }, { root, envDir: root }, { mode, command });
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[CONFIGURED];
  vi.unstubAllEnvs();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("defneSite() and the site's form kinds", () => {
  it('leaves the own fields’ and the kinds’ code out of a site without them', () => {
    configure(undefined);
    expect(configOf('defne-site-features').define).toEqual({
      'import.meta.env.DEFNE_OWN_FIELDS': 'false',
      'import.meta.env.DEFNE_FORM_KINDS': 'false',
      'import.meta.env.DEFNE_LANGUAGE_MENU': 'false',
    });
    configure({ fields: { short: fields } });
    expect(configOf('defne-site-features').define).toMatchObject({
      'import.meta.env.DEFNE_OWN_FIELDS': 'true',
      'import.meta.env.DEFNE_FORM_KINDS': 'false',
    });
    configure({ forms: { sample: { page: 'sampleRequest', fields } } });
    expect(configOf('defne-site-features').define).toEqual({
      'import.meta.env.DEFNE_OWN_FIELDS': 'true',
      'import.meta.env.DEFNE_FORM_KINDS': 'true',
      'import.meta.env.DEFNE_LANGUAGE_MENU': 'false',
    });
    expect(
      formKinds({
        enquiry: { toEmail: '', fields: {}, forms: { sample: { page: 'x', fields: [] } } },
      }),
    ).toEqual(['sample']);
  });

  it('hands the bundle the kinds’ templates, and stops an EmailJS build that lacks one', () => {
    configure({ forms: { sample: { page: 'sampleRequest', fields } } });
    vi.stubEnv('ENQUIRY_TARGET', 'local');
    expect(configOf('defne:enquiry-config').define).toMatchObject({
      'import.meta.env.DEFNE_FORM_TEMPLATES': '{"sample":"sample-form"}',
    });
    vi.stubEnv('ENQUIRY_TARGET', 'emailjs');
    for (const [name, value] of Object.entries({
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      VITE_EMAILJS_SERVICE_ID: 'service',
      VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_c',
      VITE_EMAILJS_SHORT_TEMPLATE_ID: 'template_s',
    }))
      vi.stubEnv(name, value);
    expect(() => configOf('defne:enquiry-config')).toThrow(
      /the EmailJS target needs VITE_EMAILJS_SAMPLE_TEMPLATE_ID \(missing\)/,
    );
    vi.stubEnv('VITE_EMAILJS_SAMPLE_TEMPLATE_ID', 'template_sample');
    expect(configOf('defne:enquiry-config').define).toMatchObject({
      'import.meta.env.DEFNE_FORM_TEMPLATES': '{"sample":"template_sample"}',
    });
  });
});

describe("defneSite() and the route map's input checks", () => {
  it('leaves them out of the browser build of a configured site, and nowhere else', () => {
    configure();
    const built = configOf('defne-site-features');
    // The browser's pages skip them; the server side (prerender) keeps them.
    expect(built.environments).toEqual({ client: { define: { __DEFNE_BROWSER_BUILD__: 'true' } } });
    expect(built.define).not.toHaveProperty('__DEFNE_BROWSER_BUILD__');
    // The dev server and tests name a wrong config in the browser too.
    expect(configOf('defne-site-features', 'development', 'serve').environments).toBeUndefined();
    // A plain Vite build (no `siteRouterConfig`) has checked no config in Node.
    delete (globalThis as Record<symbol, unknown>)[CONFIGURED];
    expect(configOf('defne-site-features').environments).toBeUndefined();
  });
});

/** The site plugin's answer for the tokens module, in a site folder holding `files`. */
function resolveTokens(files: string[], tokens?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'defne-tokens-'));
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), ':root{}');
  }
  (globalThis as Record<symbol, unknown>)[CONFIGURED] = {
    site: tokens === undefined ? {} : { tokens },
    root,
  };
  const [site] = defneSite();
  (site!.configResolved as (c: { root: string }) => void)({ root });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const id = (site!.resolveId as (this: typeof context, id: string) => string | null).call(
    context,
    'virtual:defne/tokens.css',
  );
  return id!.startsWith(root) ? id!.slice(root.length) : id!;
}

describe("the site's tokens stylesheet", () => {
  it('is tokens.css beside the config, or none (the kit’s tokens alone)', () => {
    expect(resolveTokens(['tokens.css'])).toBe('/tokens.css');
    expect(resolveTokens([])).toBe('\0defne-no-tokens.css');
  });

  it("is the file the config's `tokens` names, which must exist", () => {
    expect(resolveTokens(['brand/colours.css'], 'brand/colours.css')).toBe('/brand/colours.css');
    expect(() => resolveTokens(['tokens.css'], 'brand/colours.css')).toThrow(
      "The site's tokens stylesheet is missing: no brand/colours.css in",
    );
  });
});

describe("defneSite() and the site's languages", () => {
  it('leaves the language menu out of a site of two languages, and bundles it for more', () => {
    configure();
    expect(configOf('defne-site-features').define).toMatchObject({
      'import.meta.env.DEFNE_LANGUAGE_MENU': 'false',
    });
    configure(undefined, {
      default: 'tr',
      list: [
        ...defaultLanguages.list,
        { code: 'de', label: 'Deutsch', dir: 'ltr', tag: 'de', ogLocale: 'de_DE' },
      ],
    });
    expect(configOf('defne-site-features').define).toMatchObject({
      'import.meta.env.DEFNE_LANGUAGE_MENU': 'true',
    });
  });
});

describe('virtual:defne/site', () => {
  it("is the resolved config: the config's own values, and each default filled in", async () => {
    // In the package, so that the module resolves `@defne/core` as a site's build does.
    const results = fileURLToPath(new URL('../test-results', import.meta.url));
    mkdirSync(results, { recursive: true });
    const folder = mkdtempSync(join(results, 'defne-site-module-'));
    try {
      // A config module as a site writes it (plain JavaScript: Node imports it as it is).
      const file = join(folder, 'site.config.mjs');
      writeFileSync(
        file,
        `export default {
          company: { name: 'Örnek Kimya', email: 'info@example.com', stats: [{ id: 'years', value: 30 }] },
          routes: { pageIds: ['home'] },
          catalog: { products: [] },
          origin: 'https://www.example.com',
          logo: { src: '/logo.svg', width: 36, height: 36 },
          shareImage: (lang) => '/og-' + lang + '.png',
          navigation: { header: ['home'], quickLinks: ['home'] },
          copyrightYear: 2026,
          texts: { tr: async () => ({}), en: async () => ({}) },
        };\n`,
      );
      const given = (await import(file)).default as SiteConfig;
      const site = resolveSite(given);
      const code = resolvedSiteModule(file, given, site);
      // A default taken from another option is that option's value, not a copy of it.
      expect(code).toContain('"stats": config["company"]["stats"]');
      expect(code).toContain('"popular": config["navigation"]["quickLinks"]');
      const module = join(folder, 'resolved.mjs');
      writeFileSync(module, code);
      const resolved = (await import(module)).default as typeof site;
      const { productDetails, ...rest } = resolved;
      expect(rest).toEqual({ ...site, productDetails: undefined });
      // A site without product details: the kit's default, written out, which gives none.
      expect(code).toContain(`"productDetails": ${String(site.productDetails)}`);
      expect(await productDetails()).toEqual({});
      expect(resolved.shareImage).toBe(given.shareImage);
      expect(resolved.texts).toBe(given.texts);
      expect(resolved.stats).toBe(given.company.stats);
      expect(resolved.enquiry).toEqual({ toEmail: 'info@example.com', fields: {}, forms: {} });
      // The kit's languages are core's own object, not a copy on every page.
      expect(code).toContain('"languages": defaultLanguages');
      expect(resolved.languages).toBe(defaultLanguages);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('virtual:defne/site in the browser’s build', () => {
  // In the package, so that the modules resolve as a site's build does.
  const results = fileURLToPath(new URL('../test-results', import.meta.url));

  it('holds the settings, none of the content: company, route map, catalogue, suppliers, origin', async () => {
    mkdirSync(results, { recursive: true });
    const folder = mkdtempSync(join(results, 'defne-browser-site-'));
    try {
      const file = join(folder, 'site.config.mjs');
      writeFileSync(
        file,
        `export default {
          company: { name: 'Örnek Kimya', phone: '+90 212 000 00 00', email: 'info@example.com', stats: [{ id: 'years', value: 30 }] },
          routes: { pageIds: ['home'], productPath: () => '/urunler/koliler/tek-oluklu' },
          catalog: { products: [{ key: 'singleWall' }] },
          suppliers: [{ id: 'lodos', name: 'Lodos Tekstil' }],
          origin: 'https://www.example.com',
          logo: { src: '/logo.svg', width: 36, height: 36 },
          shareImage: '/og.png',
          navigation: { header: ['home'], quickLinks: ['home'] },
          copyrightYear: 2026,
          texts: { tr: async () => ({ nav: { home: 'Ana Sayfa' } }), en: async () => ({}) },
        };\n`,
      );
      const site = resolveSite((await import(file)).default as SiteConfig);
      const { module, partsFallback } = browserSiteModule(file, site);
      expect(partsFallback).toBeNull();
      // Nothing of the config's module: its values are written out.
      expect(module).not.toContain(file);
      for (const content of [
        'Örnek Kimya',
        '+90 212',
        'tek-oluklu',
        'singleWall',
        'Lodos',
        'example.com/',
      ])
        expect(module).not.toContain(content);
      const body = module.replace(/\(\) => import\([^)]*\)\.then\(\(m\) => m\.default\)/g, 'null');
      const browser = (await import(`data:text/javascript,${encodeURIComponent(body)}`)).default;
      expect(browser).toMatchObject({
        logo: site.logo,
        navigation: site.navigation,
        popular: ['home'],
        copyrightYear: 2026,
        languages: site.languages,
        enquiry: site.enquiry,
        texts: { tr: null, en: null },
      });
      for (const key of ['company', 'routes', 'catalog', 'suppliers', 'stats', 'origin'])
        expect(browser).not.toHaveProperty(key);
      // The texts' loaders are modules of their own, one per language.
      expect(module).toContain('import("virtual:defne/site-texts/tr")');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('takes code-holding fields (`sectorIcons`, `components`) from a copy of the config that keeps them alone', async () => {
    mkdirSync(results, { recursive: true });
    const folder = mkdtempSync(join(results, 'defne-site-parts-'));
    try {
      const file = join(folder, 'site.config.ts');
      // Turkish letters before the fields: the parser's offsets must still find their text.
      writeFileSync(
        file,
        `// Örnek Ambalaj: içerik, simgeler ve çerçeve (ğüşıöç).
import { defineSite } from '@defne/site/config';
import { catalog, company, routes } from './content';
import { boxes, unused } from './icons';
import type { SiteConfig } from '@defne/site/config';

export default defineSite({
  company,
  routes,
  catalog,
  sectorIcons: { crate: boxes } as SiteConfig['sectorIcons'],
  copyrightYear: 2026,
}) satisfies SiteConfig;\n`,
      );
      const parts = await configPartsModule(file, ['components', 'sectorIcons']);
      expect(parts).toContain(`import { boxes } from ${JSON.stringify(join(folder, 'icons'))}`);
      expect(parts).not.toContain('content');
      expect(parts).not.toContain('unused');
      expect(parts).toMatch(/export default \{\s*"sectorIcons": \{ crate: boxes \}/);
      // A value the config makes itself cannot be copied apart from it: the whole config then.
      writeFileSync(
        file,
        `import { defineSite } from '@defne/site/config';
import { boxes } from './icons';
const icons = { crate: boxes };
export default defineSite({ sectorIcons: icons });\n`,
      );
      expect(await configPartsModule(file, ['sectorIcons'])).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
