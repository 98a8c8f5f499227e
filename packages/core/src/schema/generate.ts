import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Lang, ProductDetails } from '../types.ts';
import { defaultLanguages, languageCodes, type Languages } from '../languages.ts';
import { languagesFlag } from './language-flag.ts';
import type { PageTree } from './schema.ts';
import { kitIconNames } from './icons.ts';
import { schemaFileTexts } from './schema-files.ts';
import {
  formatProblems,
  validateContent,
  type LoadedContent,
  type ValidateOptions,
  type ValidationResult,
} from './validate.ts';

type Tree = { [key: string]: string | Tree };

const banner =
  '// Generated from the data files by `@defne/core/schema` (generateCatalogue): do not edit.\n';

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * The resource trees of a site, one per language: each page file's texts under its name (`pages/home.json` →
 * `home`), plus the catalogue texts where the kit's pages read them: `catalog.categories.{id}.{title,
 * description,badge}`, `catalog.products.{key}.{name,description}` and `suppliers.items.{id}.{kind,blurb}`.
 */
export function resourceTrees(content: LoadedContent): Record<Lang, Tree> {
  const codes = content.languages;
  const out: Record<Lang, Tree> = Object.fromEntries(codes.map((lang) => [lang, {}]));
  // The check made every text a string in each language; `?? ''` only satisfies the types.
  const isText = (v: PageTree[string]) => codes.every((l) => typeof v[l] === 'string');
  // A text a language has not written (read in the fallback language, D27) is left out of its
  // tree: the kit fills it from the fallback's and marks the page it is on.
  const unwritten = Object.fromEntries(
    codes.map((lang) => [lang, new Set(content.fallback?.missing[lang] ?? [])]),
  );
  const written = (lang: Lang, file: string, path: readonly string[]) =>
    !unwritten[lang]?.has(`${file}#${path.join('.')}`);
  const flip = (node: PageTree, lang: Lang, file: string, path: readonly string[] = []): Tree =>
    Object.fromEntries(
      Object.entries(node).flatMap(([k, v]): [string, string | Tree][] => {
        if (!isText(v)) return [[k, flip(v as PageTree, lang, file, [...path, k])]];
        if (!written(lang, file, [...path, k])) return [];
        return [[k, (v as Record<Lang, string>)[lang] ?? '']];
      }),
    );
  /** The fields of an entry's texts its language has written. */
  const fields = (lang: Lang, file: string, data: object, names: readonly string[]): Tree =>
    Object.fromEntries(
      names
        .filter((name) => written(lang, file, [name]))
        .map((name) => [
          name,
          (data as Record<string, Readonly<Record<Lang, string>> | undefined>)[name]?.[lang] ?? '',
        ]),
    );
  for (const lang of codes) {
    const tree: Tree = (out[lang] ??= {});
    for (const page of content.pages)
      tree[page.id] = flip(page.data, lang, `pages/${page.id}.json`);
    const ns = (name: string): Tree => {
      const node = tree[name];
      if (typeof node === 'object') return node;
      return (tree[name] = {});
    };
    ns('catalog').categories = Object.fromEntries(
      content.sectors.map((s) => [
        s.id,
        fields(lang, `sectors/${s.id}.json`, s.data, ['title', 'description', 'badge']),
      ]),
    );
    // A product's page shows its details too (properties, applications, packaging): one of
    // them not written leaves its name and description out as well, so the page falls back whole.
    const partly = (file: string) =>
      [...(unwritten[lang] ?? [])].some((text) => text.startsWith(`${file}#`));
    ns('catalog').products = Object.fromEntries(
      content.products.map((p) => {
        const file = `products/${p.key}.json`;
        return [p.key, partly(file) ? {} : fields(lang, file, p.data, ['name', 'description'])];
      }),
    );
    ns('suppliers').items = Object.fromEntries(
      content.suppliers.map((s) => [
        s.id,
        fields(lang, `suppliers/${s.id}.json`, s.data, ['kind', 'blurb']),
      ]),
    );
  }
  return out;
}

/**
 * What each language has written of the content's texts, with a fallback language (D27):
 * `ar: 12 of 40 data texts written, the rest read in en`. None without one.
 */
export function contentCoverage(content: LoadedContent): string[] {
  const fallback = content.fallback;
  if (!fallback) return [];
  return content.languages
    .filter((lang) => lang !== fallback.from)
    .map((lang) => {
      const missing = fallback.missing[lang]?.length ?? 0;
      return missing === 0
        ? `${lang}: all ${fallback.texts} data texts written`
        : `${lang}: ${fallback.texts - missing} of ${fallback.texts} data texts written, the rest read in ${fallback.from}`;
    });
}

/** The catalogue module: sectors, product keys per sector, slugs, photos, suppliers, company, history. */
export function catalogueModule(content: LoadedContent): string {
  const sectors = content.sectors.map((s) => ({
    id: s.id,
    icon: s.data.icon,
    imageFolder: s.data.imageFolder,
    slug: s.data.slug,
  }));
  const productKeys = Object.fromEntries(
    content.sectors.map((s) => [
      s.id,
      content.products.filter((p) => p.data.sector === s.id).map((p) => p.key),
    ]),
  );
  const productSlugs = Object.fromEntries(content.products.map((p) => [p.key, p.slug]));
  const productPhotos = Object.fromEntries(content.products.map((p) => [p.key, p.data.photos]));
  const suppliers = content.suppliers.map((s) => ({
    id: s.id,
    name: s.data.name,
    logo: s.data.logo ?? null,
  }));
  const earlier = (slugs: Readonly<Record<Lang, readonly string[]>>) =>
    content.languages.reduce((n, lang) => n + (slugs[lang]?.length ?? 0), 0);
  const history = {
    sectors: Object.fromEntries(
      content.sectors
        .filter((s) => earlier(s.data.previousSlugs) > 0)
        .map((s) => [s.id, s.data.previousSlugs]),
    ),
    products: Object.fromEntries(
      content.products
        .filter((p) => earlier(p.data.previousSlugs) + (p.data.previousSectors?.length ?? 0) > 0)
        .map((p) => [
          p.key,
          p.data.previousSectors?.length
            ? { ...p.data.previousSlugs, sectors: p.data.previousSectors }
            : p.data.previousSlugs,
        ]),
    ),
    removed: content.removed.map((r) => ({
      key: r.key,
      sector: r.sector,
      slug: r.slug,
      removedOn: r.removedOn,
    })),
  };
  const j = (v: unknown) => JSON.stringify(v, null, 2);
  const perLang = (type: string) =>
    `{ ${content.languages.map((l) => `readonly ${l}: ${type}`).join('; ')} }`;
  const union = (values: readonly string[]) =>
    [...new Set(values)].map((v) => JSON.stringify(v)).join(' | ') || 'never';
  return `${banner}
/** Sector ids (\`data/sectors/{id}.json\`). */
export type CategoryId = ${union(sectors.map((s) => s.id))};
/** Picture folders of the sectors. */
export type ImageFolder = ${union(sectors.map((s) => s.imageFolder))};
/** Icon names of the sectors. */
export type SectorIcon = ${union(sectors.map((s) => s.icon))};
/**
 * A product's key (\`data/products/{key}.json\`): a string branded as one the content check has
 * vouched for, never the union of every key, so the type build's cost does not grow with the
 * catalogue (D25: the literal types of 2,700 products made TypeScript's declaration build fail
 * with TS7056, and a union of 10,000 keys is checked against every lookup). A key comes from the
 * values below (\`productKeys\`, \`catalog.products\`); a key written in code is cast,
 * \`'gearPump' as ProductKey\`.
 */
export type ProductKey = string & { readonly __brand: 'ProductKey' };
/** Supplier ids (\`data/suppliers/{id}.json\`). */
export type SupplierId = ${union(suppliers.map((s) => s.id))};
/** Ids of the company's statistics (\`company.json\`'s \`stats\`): labels under \`about.stats.{id}\`. */
export type StatId = ${union((content.company?.stats ?? []).map((s) => s.id))};

/** Sectors in their order: id (file name), icon, picture folder, slug per language. */
export const sectorData = ${j(sectors)} as const;

/** Product keys (file names) per sector, each sector's in its order. */
export const productKeys = ${j(productKeys)} as Readonly<Record<CategoryId, readonly string[]>> as Readonly<
  Record<CategoryId, readonly ProductKey[]>
>;

/** Each product's current slug per language (its \`slug\`, or slugify of its name). */
export const productSlugs: Readonly<Record<string, ${perLang('string')}>> = ${j(productSlugs)};

/** Each product's photo files in \`media/products/{key}/\`, the main one first. */
export const productPhotos: Readonly<Record<string, readonly string[]>> = ${j(productPhotos)};

/** Suppliers in their order; \`logo\` is a file in \`media/suppliers/\` or null for the drawn one. */
export const supplierData = ${j(suppliers)} as const;

/** The company's facts (\`company.json\`). */
export const companyData = ${j(content.company)} as const;

/** Earlier slugs of sectors and products, and the products removed from the catalogue. */
export const slugHistory: {
  readonly sectors: Readonly<Record<string, ${perLang('readonly string[]')}>>;
  readonly products: Readonly<Record<string, ${perLang('readonly string[]')}>>;
  readonly removed: readonly {
    readonly key: string;
    readonly sector: string;
    readonly slug: ${perLang('string')};
    readonly removedOn: string;
  }[];
} = ${j(history)};
`;
}

/** How many related products a product page shows when its data names none (D23). */
export const RELATED_DEFAULT_COUNT = 4;

/**
 * The products after `key` in its sector's order, wrapping round to the sector's start, at most
 * RELATED_DEFAULT_COUNT: neighbouring products differ from page to page, and a large sector does
 * not put a dozen cards (and their data in the page) under every product.
 */
function sectorNeighbours(content: LoadedContent, key: string, sector: string): string[] {
  const keys = content.products.filter((o) => o.data.sector === sector).map((o) => o.key);
  const at = keys.indexOf(key);
  return [...keys.slice(at + 1), ...keys.slice(0, at)].slice(0, RELATED_DEFAULT_COUNT);
}

/**
 * Each product's details (D23) as the product pages read them: properties with every value per
 * language, applications, packaging, supplier, its documents with their address and size, and
 * its related products (the data's list, else up to four of its sector's next products).
 */
export function productDetails(
  content: LoadedContent,
  mediaDir: string,
): Record<string, ProductDetails> {
  return Object.fromEntries(
    content.products.map((p): [string, ProductDetails] => {
      const d = p.data;
      const related = d.related ?? sectorNeighbours(content, p.key, d.sector);
      return [
        p.key,
        {
          properties: (d.properties ?? []).map((prop) => ({
            label: prop.label,
            value:
              typeof prop.value === 'string'
                ? Object.fromEntries(content.languages.map((l) => [l, prop.value as string]))
                : prop.value,
            ...(prop.unit ? { unit: prop.unit } : {}),
          })),
          ...(d.applications ? { applications: d.applications } : {}),
          ...(d.packaging ? { packaging: d.packaging } : {}),
          ...(d.supplier ? { supplier: d.supplier } : {}),
          documents: (d.documents ?? []).map((doc) => ({
            kind: doc.kind,
            lang: doc.lang,
            file: doc.file,
            href: `/media/products/${p.key}/${doc.file}`,
            bytes: statSync(join(mediaDir, 'products', p.key, doc.file)).size,
            revised: doc.revised,
          })),
          related,
          ...(d.quoteUnits ? { quoteUnits: d.quoteUnits } : {}),
        },
      ];
    }),
  );
}

function detailsModule(details: Record<string, ProductDetails>): string {
  return `${banner}import type { ProductDetails } from '@defne/core';

/**
 * Each product's details: properties, applications, packaging, supplier, documents and related
 * products. A module of its own, loaded by the product pages' prerender only (the site config's
 * \`productDetails\`), so no page's script carries it.
 */
export const productDetails: Readonly<Record<string, ProductDetails>> = ${JSON.stringify(details, null, 2)};
`;
}

/**
 * Copies every product's documents into a site's static folder, at the addresses the pages link
 * (`{publicDir}/media/products/{key}/{file}`), as the picture step does with photos. Run after a
 * successful check: the files exist and are PDFs. Returns the number copied.
 */
export function publishDocuments(
  content: LoadedContent,
  mediaDir: string,
  publicDir: string,
): number {
  let copied = 0;
  for (const p of content.products) {
    for (const doc of p.data.documents ?? []) {
      const target = join(publicDir, 'media', 'products', p.key, doc.file);
      mkdirSync(join(target, '..'), { recursive: true });
      copyFileSync(join(mediaDir, 'products', p.key, doc.file), target);
      copied++;
    }
  }
  return copied;
}

/** Where a product's texts sit in a language's tree: `catalog.products.{key}`. */
const PRODUCT_TEXTS = '__defne_product_texts__';

/**
 * The first language's module: its texts as a literal object, whose keys the other languages'
 * modules must have, but for the products' texts, typed by their shape rather than by every
 * product's words, so the type's size does not depend on the number of products (D25).
 */
function literalTexts(code: Lang, languageName: string, tree: unknown): string {
  const catalog = (tree as { catalog?: { products?: Record<string, Record<string, unknown>> } })
    .catalog;
  const products = catalog?.products;
  const j = (v: unknown) => JSON.stringify(v, null, 2);
  if (!catalog || !products) {
    return `
/** ${languageName} texts: i18next resources, one namespace per top-level key. */
export const ${code} = ${j(tree)} as const;
`;
  }
  const all = Object.values(products);
  const fields = [...new Set(all.flatMap((texts) => Object.keys(texts)))];
  // A text every product has is required; one only some have (a language partly written) is not.
  const shape = fields
    .map((field) => {
      const everyOne = all.every((texts) => typeof texts[field] === 'string');
      return `readonly ${JSON.stringify(field)}${everyOne ? '' : '?'}: string`;
    })
    .join('; ');
  const rest = { ...(tree as object), catalog: { ...catalog, products: PRODUCT_TEXTS } };
  return `/** A product's texts (\`catalog.products.{key}\`). */
export type ProductTexts = { ${shape} };

/** Every product's texts by key: typed by their shape, whatever the number of products. */
const products: Readonly<Record<string, ProductTexts>> = ${j(products)};

/** ${languageName} texts: i18next resources, one namespace per top-level key. */
export const ${code} = ${j(rest).replace(`"${PRODUCT_TEXTS}"`, 'products')} as const;
`;
}

/**
 * One module per language, `locales/{code}.ts`: the first language's texts are the literal
 * object whose keys every other language's module must have.
 */
function localeModules(content: LoadedContent): Record<Lang, string> {
  const trees = resourceTrees(content);
  const j = (v: unknown) => JSON.stringify(v, null, 2);
  // With a fallback language (D27), its texts are the whole set the others may leave gaps in.
  const from = content.fallback?.from;
  const first = from ?? content.languages[0];
  if (first === undefined) return {};
  const others = content.languages.filter((code) => code !== first);
  const name = (code: Lang) => englishNames.of(code) ?? code;
  return {
    [first]: `${banner}${literalTexts(first, name(first), trees[first])}`,
    ...Object.fromEntries(
      others.map((code) => [
        code,
        from
          ? `${banner}import type { ${first} } from './${first}';

type DeepPartialString<T> = {
  -readonly [K in keyof T]?: T[K] extends string ? string : DeepPartialString<T[K]>;
};

/** ${name(code)} texts: those written so far of the ${name(first)} ones, which stand in for the rest. */
export const ${code}: DeepPartialString<typeof ${first}> = ${j(trees[code])};
`
          : `${banner}import type { ${first} } from './${first}';

type DeepString<T> = { -readonly [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

/** ${name(code)} texts: the same keys as the ${name(first)} ones. */
export const ${code}: DeepString<typeof ${first}> = ${j(trees[code])};
`,
      ]),
    ),
  };
}

/**
 * The JSON Schema files of a site whose languages are not the kit's default ones, or which has
 * icons of its own: the files `@defne/core/schema/*.schema.json` ship are made for Turkish and
 * English and the kit's icons, so a data file of a site with German names
 * `generated/schema/product.schema.json` in its `"$schema"`, where every text has its `de` field
 * (and a sector file of a site with its own glyphs `generated/schema/sector.schema.json`, which
 * lists them). None for the defaults: their files are the shipped ones.
 */
function siteSchemaFiles(
  codes: readonly Lang[],
  icons?: readonly string[],
): Record<string, string> {
  const ownIcons = (icons ?? []).some((name) => !kitIconNames.includes(name));
  if (codes.join(',') === languageCodes(defaultLanguages).join(',') && !ownIcons) return {};
  return schemaFileTexts(
    codes.map((code) => ({ code })),
    icons,
  );
}

export interface GenerateOptions extends ValidateOptions {
  /** The content folder (\`data/\`). */
  dataDir: string;
  /**
   * Where the modules go: \`content.ts\`, \`details.ts\`, \`locales/{code}.ts\` per language, and
   * for a site with other languages than the kit's default ones \`schema/*.schema.json\`.
   */
  outDir: string;
  /** A static folder to copy the products' documents into (\`media/products/{key}/\`). */
  publicDir?: string;
}

/**
 * Validates a content folder and, when nothing is wrong, writes the typed catalogue and the
 * resource trees as TypeScript modules (only files whose text changed are rewritten, so
 * watchers and caches see no change when the content did not change).
 */
export function generateCatalogue(
  options: GenerateOptions,
): ValidationResult & { written: string[] } {
  const result = validateContent(options.dataDir, options);
  if (!result.ok) return { ...result, written: [] };
  const locales = localeModules(result.content);
  const mediaDir = options.mediaDir ?? join(options.dataDir, '..', 'media');
  const files: Record<string, string> = {
    'content.ts': catalogueModule(result.content),
    'details.ts': detailsModule(productDetails(result.content, mediaDir)),
    ...Object.fromEntries(
      Object.entries(locales).map(([code, text]) => [`locales/${code}.ts`, text]),
    ),
    ...Object.fromEntries(
      Object.entries(siteSchemaFiles(result.content.languages, options.icons)).map(
        ([name, text]) => [`schema/${name}`, text],
      ),
    ),
  };
  const written: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const path = join(options.outDir, name);
    let old: string | null = null;
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      old = null;
    }
    if (old === text) continue;
    mkdirSync(join(path, '..'), { recursive: true });
    // Written aside, then renamed: a type check or build running beside this step (turbo runs a
    // package's build, lint and typecheck at once, each generating first) never reads half a file.
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, path);
    written.push(name);
  }
  if (options.publicDir) publishDocuments(result.content, mediaDir, options.publicDir);
  return { ...result, written };
}

/**
 * The icon names a site's sectors may take: the kit's set and the names of the site's own glyphs
 * (`--icons crate,pallet`: the keys of its config's `sectorIcons`). Throws, in words for the
 * command line, on a name no glyph could have.
 */
export function siteIconNames(own: string | undefined): string[] {
  const names = (own ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const bad = names.filter((name) => !/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name));
  if (bad.length > 0) {
    throw new Error(
      `--icons ${own}: ${bad.map((name) => `"${name}"`).join(', ')} is not an icon name (letters, digits and hyphens, a letter first)`,
    );
  }
  return [...new Set([...kitIconNames, ...names])];
}

/**
 * The `generate` command of a site (`defne-content [dataDir] [outDir] [--languages tr,en,de]
 * [--fallback en] [--icons crate] [--public dir]`: the site's language codes, the kit's default
 * ones when not given; the config's `fallbackLanguage`, D27; the names of its own sector glyphs,
 * the keys of its config's `sectorIcons`, beside the kit's icon set), and this package's own
 * script): checks the content, writes the generated files, prints one line or every problem in
 * plain words. Returns the exit code (1 on bad content, no stack trace).
 */
export function runGenerateCommand(args: readonly string[], defaultOutDir: string): number {
  // `--public <dir>`, `--languages <codes>`, `--fallback <code>` and `--icons <names>` take a
  // value; the rest are the two folders.
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--public' || arg === '--languages' || arg === '--fallback' || arg === '--icons')
      flags.set(arg, args[++i] ?? '');
    else positional.push(arg);
  }
  const publicArg = flags.get('--public');
  const languagesArg = flags.get('--languages');
  const fallbackArg = flags.get('--fallback');
  const [dataArg = 'data', outArg = defaultOutDir] = positional;
  const started = performance.now();
  let languages: Languages | undefined;
  let icons: string[];
  try {
    languages = languagesArg === undefined ? undefined : languagesFlag(languagesArg);
    icons = siteIconNames(flags.get('--icons'));
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const result = generateCatalogue({
    dataDir: resolve(dataArg),
    outDir: resolve(outArg),
    ...(publicArg ? { publicDir: resolve(publicArg) } : {}),
    ...(languages ? { languages: languageCodes(languages) } : {}),
    ...(fallbackArg !== undefined ? { fallback: fallbackArg.trim() } : {}),
    icons,
  });
  if (!result.ok) {
    console.error(formatProblems(result.problems));
    return 1;
  }
  const c = result.content;
  console.log(
    `content: ${c.products.length} products in ${c.sectors.length} sectors, ${c.suppliers.length} suppliers, ${c.pages.length} page files checked; ` +
      `${result.written.length ? `wrote ${result.written.join(', ')}` : 'generated files unchanged'} (${Math.round(performance.now() - started)} ms)`,
  );
  for (const line of contentCoverage(c)) console.log(`  ${line}`);
  return 0;
}
