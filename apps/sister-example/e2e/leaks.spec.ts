/*
 * Nothing of the first company (Kuzeyhan Kimya) may reach the sister site's output: its names,
 * facts, paths, slugs, suppliers, texts and brand colours. The needles come from @defne/content
 * and @defne/ui's built tokens at test time, so they follow the first company's data.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  categories as kCategories,
  company as kCompany,
  pagePaths as kPagePaths,
  productKeys as kProductKeys,
  suppliers as kSuppliers,
} from '@defne/content';
import { tr as kTr } from '@defne/content/locales/tr';
import { en as kEn } from '@defne/content/locales/en';
import { filesOf, foreignNeedles, gotoHydrated, scanForLeaks } from '@defne/site/testing';
import { pagePaths } from '../content';

const buildDir = join(import.meta.dirname, '..', 'build', 'client');

const needles = [
  'Kuzeyhan',
  'kuzeyhan',
  'filtrasyon',
  '/media/sectors/',
  ...foreignNeedles(
    {
      company: kCompany,
      pagePaths: kPagePaths,
      categories: kCategories,
      productKeys: kProductKeys,
      suppliers: kSuppliers,
      // Distinctive texts of the first company's resources.
      texts: [
        kTr.nav.tagline,
        kEn.nav.tagline,
        kTr.home.hero.slogan,
        kEn.home.hero.slogan,
        kTr.catalog.categories.filtration.title,
        kEn.catalog.categories.filtration.title,
      ],
    },
    // '/en' is the group's English home path (design D14), which React Router's own messages
    // also contain ('reactrouter.com/en/main'): not a trace of the first company.
    [...Object.values(pagePaths).flatMap((p) => Object.values(p)), '/en'],
  ),
];

/** The default `--ui-color-*` values of @defne/ui's tokens, light (`:root`) and dark (`:root.dark`). */
function defaultTokens() {
  // Through the package's exports map, as the app imports it: `@defne/ui/tokens.css`.
  const uiDir = realpathSync(join(import.meta.dirname, '..', 'node_modules', '@defne', 'ui'));
  const { exports } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const css = readFileSync(join(uiDir, exports['./tokens.css']!), 'utf8');
  const block = (selector: RegExp) => {
    const body = css.match(selector)?.[1] ?? '';
    return Object.fromEntries(
      [...body.matchAll(/(--ui-color-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
    );
  };
  return { light: block(/:root\s*\{([^}]*)\}/), dark: block(/:root\.dark\s*\{([^}]*)\}/) };
}

const isNeutral = (value: string) => /^#(?:fff|ffffff|000|000000)$/i.test(value);

test.describe('no trace of the first company in the sister build', () => {
  test('no name, fact, path, slug, supplier or text of it in any output file', () => {
    expect(filesOf(buildDir).length).toBeGreaterThan(40);
    // The .br and .gz files are compressed copies of scanned files.
    const scan = scanForLeaks(buildDir, needles, { binaryTypes: ['.br', '.gz'] });
    for (const type of [
      '.html',
      '.js',
      '.css',
      '.xml',
      '.txt',
      '.data',
      '.pf_fragment',
      '.pf_index',
    ]) {
      expect([...scan.scannedTypes], `scanned a ${type} file`).toContain(type);
    }
    expect(scan.found).toEqual([]);
    // Every file is either scanned text or a known binary kind.
    expect(scan.unscanned).toEqual([]);
  });

  test('the CSS overrides every colour token, and the default palette is used nowhere else', () => {
    const { light, dark } = defaultTokens();
    expect(Object.keys(light).length).toBeGreaterThan(20);
    const cssFiles = filesOf(buildDir).filter((f) => f.endsWith('.css'));
    // Each page's critical CSS is inlined in its HTML (<style>): CSS too.
    const inlineCss = filesOf(buildDir)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)])
      .map((m) => m[1]);
    const css = [...cssFiles.map((f) => readFileSync(f, 'utf8')), ...inlineCss].join('\n');
    // The last declaration of a token in a block of that selector wins: the sister's.
    const lastValue = (selector: string, token: string) => {
      const blocks = [
        ...css.matchAll(
          new RegExp(`(?:^|})\\s*${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'g'),
        ),
      ];
      let value: string | undefined;
      for (const b of blocks) {
        for (const m of b[1]!.matchAll(new RegExp(`${token}\\s*:\\s*([^;}]+)`, 'g')))
          value = m[1]!.trim();
      }
      return value;
    };
    for (const [token, value] of Object.entries(light)) {
      const own = lastValue(':root', token);
      expect(own, `${token} overridden in :root`).toBeDefined();
      expect(own!.toLowerCase(), `${token} differs from the default`).not.toBe(value.toLowerCase());
    }
    for (const [token, value] of Object.entries(dark)) {
      const own = lastValue(':root.dark', token);
      expect(own, `${token} overridden in :root.dark`).toBeDefined();
      expect(own!.toLowerCase(), `${token} differs from the default dark`).not.toBe(
        value.toLowerCase(),
      );
    }
    // Outside the default token declarations themselves, no default brand colour appears.
    const withoutDefaults = css.replace(/--ui-color-[\w-]+\s*:\s*[^;}]+[;}]?/g, '');
    const brand = [...new Set([...Object.values(light), ...Object.values(dark)])].filter(
      (v) => v.startsWith('#') && !isNeutral(v),
    );
    for (const colour of brand) {
      expect(
        withoutDefaults.toLowerCase(),
        `default colour ${colour} used outside the tokens`,
      ).not.toContain(colour.toLowerCase());
    }
    // And none of them anywhere but CSS.
    for (const file of filesOf(buildDir).filter((f) => /\.(html|js|svg|xml|data)$/.test(f))) {
      const text = readFileSync(file, 'utf8')
        .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
        .toLowerCase();
      for (const colour of brand)
        expect(text, `${colour} in ${relative(buildDir, file)}`).not.toContain(colour);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the browser computes the sister’s own colours (${theme})`, async ({ page }) => {
      const defaults = defaultTokens()[theme];
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await gotoHydrated(page, '/urunler');
      const computed = await page.evaluate((tokens) => {
        const style = getComputedStyle(document.documentElement);
        return Object.fromEntries(tokens.map((t) => [t, style.getPropertyValue(t).trim()]));
      }, Object.keys(defaults));
      for (const [token, value] of Object.entries(defaults)) {
        expect(computed[token], token).toBeTruthy();
        expect(computed[token]!.toLowerCase(), token).not.toBe(value.toLowerCase());
      }
      // What is painted: no element's colour, background or border is a default palette colour.
      const paletteRgb = await page.evaluate(
        (values) => {
          const probe = document.createElement('span');
          document.body.append(probe);
          const rgb = values.map((v) => {
            probe.style.color = v;
            return getComputedStyle(probe).color;
          });
          probe.remove();
          return rgb;
        },
        Object.values(defaults).filter((v) => !isNeutral(v) && !/^rgb\(0 0 0/.test(v)),
      );
      const painted = await page.evaluate(() => {
        const seen = new Set<string>();
        for (const el of document.querySelectorAll('body, body *')) {
          const s = getComputedStyle(el);
          for (const v of [s.color, s.backgroundColor, s.borderTopColor, s.outlineColor])
            seen.add(v);
        }
        return [...seen];
      });
      for (const colour of paletteRgb) expect(painted, `painted ${colour}`).not.toContain(colour);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
        'Trebuchet MS',
      );
    });
  }
});
