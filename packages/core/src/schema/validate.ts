import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import { buildDay } from '../build-day.ts';
import { slugify } from '../slug.ts';
import { defaultLanguages, languageCodes } from '../languages.ts';
import type { Lang } from '../types.ts';
import type { FieldLabel } from './fields.ts';
import { PHOTO_MIN_WIDTH, contentLimits, photoExtensions } from './limits.ts';
import {
  contentSchemas,
  type CompanyData,
  type PageTree,
  type ProductData,
  type RemovedProduct,
  type SectorData,
  type SupplierData,
} from './schema.ts';

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
/** A language's name in the messages, which are English: `de` → German. */
const langName = (code: Lang): string => englishNames.of(code) ?? code;

/** What the checks need of a site's languages: their codes, the schemas and the words for them. */
interface LanguageWords {
  codes: readonly Lang[];
  schemas: ReturnType<typeof contentSchemas>;
  /** `{ "tr": "…", "en": "…" }` with the site's codes. */
  example: string;
  /** `(tr, en, de)`. */
  list: string;
}

function languageWords(codes: readonly Lang[], icons?: readonly string[]): LanguageWords {
  return {
    codes,
    schemas: contentSchemas(
      codes.map((code) => ({ code })),
      icons ? { icons } : {},
    ),
    example: `{ ${codes.map((code) => `"${code}": "…"`).join(', ')} }`,
    list: `(${codes.join(', ')})`,
  };
}

/** One thing wrong in the content, in words a person who edits the site understands. */
export interface ContentProblem {
  /** The file, relative to the data folder, e.g. `products/microglassMedia.json`. */
  file: string;
  /** What is wrong, without the file name, e.g. `the English name is empty`. */
  problem: string;
  /** `{file}: {problem}`. */
  message: string;
}

/** The content of a data folder, entries in their order. */
export interface LoadedContent {
  /** The site's language codes the content was checked for, in order. */
  languages: readonly Lang[];
  sectors: { id: string; data: SectorData }[];
  products: { key: string; data: ProductData; slug: Record<Lang, string> }[];
  suppliers: { id: string; data: SupplierData }[];
  company: CompanyData | null;
  pages: { id: string; data: PageTree }[];
  removed: RemovedProduct[];
  /** With a fallback language (`ValidateOptions.fallback`): what each language reads in it. */
  fallback?: ContentFallback;
}

/**
 * The texts of a content folder a language has not written yet and reads in the site's fallback
 * language (`ValidateOptions.fallback`, design D27).
 */
export interface ContentFallback {
  /** The language whose texts stand in for those not written. */
  from: Lang;
  /** How many texts (a text per language) the content has. */
  texts: number;
  /** By language, each text it has not written, as `{file}#{path}` (`pages/home.json#hero.title`). */
  missing: Record<Lang, string[]>;
}

export interface ValidationResult {
  ok: boolean;
  /** Every problem found, file by file (all at once, not only the first). */
  problems: ContentProblem[];
  content: LoadedContent;
}

export interface ValidateOptions {
  /** The media folder with `products/{key}/` photos and `suppliers/` logos. Default: `{dir}/../media`. */
  mediaDir?: string;
  /**
   * The codes of the site's languages (its `Languages` list's): every text and slug must be in
   * each of them and in no other, and a product document in one of them. @default the kit's
   * default languages
   */
  languages?: readonly string[];
  /**
   * The names a sector's icon may take: the kit's set (`kitIconNames`) and the site's own glyphs
   * (`sectorIcons` of its config); `defne-content` gives both. @default any name of the pattern
   */
  icons?: readonly string[];
  /**
   * The day of the build, `YYYY-MM-DD` (UTC): a document revised after it is refused.
   * @default today
   */
  today?: string;
  /**
   * A language of `languages` that every other one falls back to (the site config's
   * `fallbackLanguage`, D27): a text or slug another language has not written yet is read in it
   * and listed (`LoadedContent.fallback`) rather than refused. Its own texts must be whole.
   * @default none: every text in every language
   */
  fallback?: string;
}

/** A text per language (`{ "tr": "…", "en": "…" }`): a plain object keyed by language codes. */
function isPerLanguage(node: object, codes: readonly Lang[], from: Lang): boolean {
  const keys = Object.keys(node);
  return Object.hasOwn(node, from) && keys.every((key) => codes.includes(key));
}

/**
 * A data file's value with what a language has not written (no value, or a blank text) read in
 * the fallback language `from`: a text takes the fallback's, a list of earlier slugs none. Each
 * text filled is recorded as `{file}#{path}` under its language; the value given is not changed.
 */
function withFallbackTexts(
  json: unknown,
  file: string,
  codes: readonly Lang[],
  fallback: ContentFallback,
  path: readonly string[] = [],
): unknown {
  if (Array.isArray(json))
    return json.map((item, i) =>
      withFallbackTexts(item, file, codes, fallback, [...path, String(i)]),
    );
  if (typeof json !== 'object' || json === null) return json;
  const node = json as Record<string, unknown>;
  if (isPerLanguage(node, codes, fallback.from)) {
    const given = node[fallback.from];
    if (typeof given !== 'string' && !Array.isArray(given)) return node;
    const out: Record<string, unknown> = {};
    if (typeof given === 'string') fallback.texts++;
    for (const code of codes) {
      const own = node[code];
      const blank = own === undefined || (typeof own === 'string' && own.trim() === '');
      if (!blank || code === fallback.from) {
        if (own !== undefined) out[code] = own;
        continue;
      }
      out[code] = typeof given === 'string' ? given : [];
      if (typeof given === 'string')
        (fallback.missing[code] ??= []).push(`${file}#${path.join('.')}`);
    }
    return out;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      withFallbackTexts(value, file, codes, fallback, [...path, key]),
    ]),
  );
}

const idPattern = /^[a-zA-Z0-9][a-zA-Z0-9-]*$/;

/**
 * Reads and checks every file of a content folder (`products/`, `sectors/`, `suppliers/`,
 * `pages/`, `company.json`, `removed.json`): the schema of each file, then what spans files
 * (unknown sector, duplicate addresses, photos and logos on disk and wide enough).
 */
export function validateContent(dir: string, options: ValidateOptions = {}): ValidationResult {
  const mediaDir = options.mediaDir ?? join(dir, '..', 'media');
  const siteLanguages = options.languages ?? languageCodes(defaultLanguages);
  const words = languageWords(siteLanguages, options.icons);
  const langs = siteLanguages;
  const { companySchema, productSchema, removedSchema, sectorSchema, supplierSchema } =
    words.schemas;
  const check = <T>(
    schema: z.ZodType<T>,
    json: unknown,
    file: string,
    report: (file: string, problem: string) => void,
  ) => checkFile(schema, json, file, report, words);
  const today = options.today ?? buildDay();
  const problems: ContentProblem[] = [];
  const report = (file: string, problem: string) =>
    problems.push({ file, problem, message: `${file}: ${problem}` });

  const content: LoadedContent = {
    languages: siteLanguages,
    sectors: [],
    products: [],
    suppliers: [],
    company: null,
    pages: [],
    removed: [],
  };
  const fallback: ContentFallback | undefined =
    options.fallback === undefined ? undefined : { from: options.fallback, texts: 0, missing: {} };
  if (fallback && !siteLanguages.includes(fallback.from)) {
    report(
      '--fallback',
      `"${fallback.from}" is not one of the site's languages ${words.list}: name one of them`,
    );
    return { ok: false, problems, content };
  }
  if (fallback) content.fallback = fallback;
  // With a fallback language, each file as the check and the generated modules read it: what a
  // language has not written is the fallback's (the generated texts leave it out).
  const filled = <T extends { file: string; json: unknown }>(entry: T): T =>
    fallback
      ? { ...entry, json: withFallbackTexts(entry.json, entry.file, siteLanguages, fallback) }
      : entry;
  const readFolder: typeof readFolderOf = (...args) => readFolderOf(...args).map(filled);
  const readJson = (...args: Parameters<typeof readJsonOf>) => {
    const json = readJsonOf(...args);
    return json === undefined ? json : filled({ file: args[1], json }).json;
  };

  const sectors = readFolder(dir, 'sectors', report)
    .map(({ id, file, json }) => ({ id, file, data: check(sectorSchema, json, file, report) }))
    .filter((e): e is { id: string; file: string; data: SectorData } => e.data !== null);
  sectors.sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
  content.sectors = sectors.map(({ id, data }) => ({ id, data }));
  const sectorIds = new Set(readFolder(dir, 'sectors', () => {}, false).map((e) => e.id));
  const known = [...sectorIds].sort().join(', ');
  const noSuchSector = (what: string, id: string) =>
    `${what} "${id}" does not exist${known ? ` (the sectors are: ${known})` : ''}`;
  /**
   * An entry's earlier addresses in one language: none may be its current address or another
   * entry's (`ownerOf`: the file whose current address a slug is).
   */
  const checkPreviousSlugs = (
    file: string,
    lang: Lang,
    olds: readonly string[],
    isCurrent: (slug: string) => boolean,
    ownerOf: (slug: string) => string | undefined,
  ) => {
    for (const old of olds) {
      const owner = ownerOf(old);
      if (isCurrent(old))
        report(file, `the ${langName(lang)} previous addresses list the current address "${old}"`);
      else if (owner)
        report(
          file,
          `the ${langName(lang)} previous address "${old}" is the current address of ${owner}`,
        );
    }
  };

  const productFiles = readFolder(dir, 'products', report).map(({ id, file, json }) => ({
    id,
    file,
    json,
    data: check(productSchema, json, file, report),
  }));
  const products = productFiles.filter(
    (e): e is { id: string; file: string; json: unknown; data: ProductData } => e.data !== null,
  );
  const sectorOrder = new Map(sectors.map((s, i) => [s.id, i]));
  products.sort(
    (a, b) =>
      (sectorOrder.get(a.data.sector) ?? 1e9) - (sectorOrder.get(b.data.sector) ?? 1e9) ||
      a.data.order - b.data.order ||
      a.id.localeCompare(b.id),
  );

  const suppliers = readFolder(dir, 'suppliers', report)
    .map(({ id, file, json }) => ({ id, file, data: check(supplierSchema, json, file, report) }))
    .filter((e): e is { id: string; file: string; data: SupplierData } => e.data !== null);
  suppliers.sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
  content.suppliers = suppliers.map(({ id, data }) => ({ id, data }));

  const companyJson = readJson(dir, 'company.json', report);
  if (companyJson !== undefined)
    content.company = check(companySchema, companyJson, 'company.json', report);

  const removedJson = readJson(dir, 'removed.json', report, []);
  content.removed =
    (removedJson !== undefined && check(removedSchema, removedJson, 'removed.json', report)) || [];

  for (const { id, file, json } of readFolder(dir, 'pages', report)) {
    const before = problems.length;
    checkPageTree(json, [], file, report, words);
    if (problems.length === before) content.pages.push({ id, data: json as PageTree });
  }
  content.pages.sort((a, b) => a.id.localeCompare(b.id));

  // Sectors: addresses unique per language, never an earlier address of another sector.
  for (const lang of langs) {
    const seen = new Map<string, string>();
    for (const s of sectors) {
      const slug = s.data.slug[lang] ?? '';
      const other = seen.get(slug);
      if (other) report(s.file, `the ${langName(lang)} address "${slug}" is also used by ${other}`);
      else seen.set(slug, s.file);
    }
    for (const s of sectors) {
      checkPreviousSlugs(
        s.file,
        lang,
        s.data.previousSlugs[lang] ?? [],
        (old) => old === s.data.slug[lang],
        (old) => seen.get(old),
      );
    }
  }

  // Products: a known sector, an address per language unique in its sector, photos on disk.
  const taken = new Map<string, string>(); // `${sector}/${lang}/${slug}` → file
  // A file with other problems still has its sector and photos checked: every problem at once.
  for (const p of productFiles) {
    if (p.data || typeof p.json !== 'object' || p.json === null) continue;
    const { sector, photos } = p.json as { sector?: unknown; photos?: unknown };
    if (typeof sector === 'string' && sector && !sectorIds.has(sector))
      report(p.file, noSuchSector('the sector', sector));
    if (Array.isArray(photos) && photos.every((f) => typeof f === 'string'))
      checkPhotos(p.id, p.file, photos, mediaDir, report);
  }
  for (const p of products) {
    if (!sectorIds.has(p.data.sector)) {
      report(p.file, noSuchSector('the sector', p.data.sector));
    }
    const slug = {} as Record<Lang, string>;
    for (const lang of langs) {
      const made = p.data.slug?.[lang] ?? slugify(p.data.name[lang] ?? '');
      slug[lang] = made;
      if (!made) {
        report(p.file, `the ${langName(lang)} name gives no address: add letters or digits to it`);
        continue;
      }
      // `{sector}/2` is the sector's second page (D25): a product's address needs a letter.
      if (/^\d+$/.test(made)) {
        report(
          p.file,
          `the ${langName(lang)} address "${made}" is all digits, which a sector's page number takes: add a word to the name or the \`slug\``,
        );
        continue;
      }
      const k = `${p.data.sector}/${lang}/${slug[lang]}`;
      const other = taken.get(k);
      if (other)
        report(
          p.file,
          `the ${langName(lang)} address "${made}" is also used by ${other} in the same sector`,
        );
      else taken.set(k, p.file);
    }
    content.products.push({ key: p.id, data: p.data, slug });
    checkPhotos(p.id, p.file, p.data.photos, mediaDir, report);
  }
  for (const p of products) {
    for (const old of p.data.previousSectors ?? []) {
      if (old === p.data.sector)
        report(p.file, `the previous sectors list the current sector "${old}"`);
      else if (!sectorIds.has(old)) report(p.file, noSuchSector('the previous sector', old));
    }
    for (const lang of langs) {
      const ownerOf = (old: string) => taken.get(`${p.data.sector}/${lang}/${old}`);
      checkPreviousSlugs(
        p.file,
        lang,
        p.data.previousSlugs[lang] ?? [],
        (old) => ownerOf(old) === p.file,
        ownerOf,
      );
    }
  }

  // Media no entry uses: a file in a product's folder that none of its fields names (a photo
  // taken out of its list), or a folder of no product. The editor removes them on the next save;
  // left on disk they would be published and kept for ever.
  checkUnusedMedia(mediaDir, productFiles, report);

  // Removed products: a known sector, not a current product, not a current address.
  const productKeys = new Set(products.map((p) => p.id));
  content.removed.forEach((r, i) => {
    const where = `the removed product ${i + 1} ("${r.key}")`;
    if (!sectorIds.has(r.sector))
      report('removed.json', `${where}: the sector "${r.sector}" does not exist`);
    if (productKeys.has(r.key))
      report('removed.json', `${where} is still in the catalogue (products/${r.key}.json)`);
    for (const lang of langs) {
      const owner = taken.get(`${r.sector}/${lang}/${r.slug[lang]}`);
      if (owner)
        report(
          'removed.json',
          `${where}: its ${langName(lang)} address "${r.slug[lang]}" is the current address of ${owner}`,
        );
    }
  });

  // Products' links and documents: a known supplier, known related products, real PDFs.
  const supplierIds = new Set(readFolder(dir, 'suppliers', () => {}, false).map((e) => e.id));
  const knownSuppliers = [...supplierIds].sort().join(', ');
  const allProductKeys = new Set(productFiles.map((p) => p.id));
  for (const p of products) {
    const { supplier, related, documents } = p.data;
    if (supplier !== undefined && !supplierIds.has(supplier))
      report(
        p.file,
        `the supplier "${supplier}" does not exist${knownSuppliers ? ` (the suppliers are: ${knownSuppliers})` : ' (there are no suppliers in suppliers/)'}`,
      );
    const seenRelated = new Set<string>();
    for (const key of related ?? []) {
      if (key === p.id) report(p.file, 'the related products list the product itself');
      else if (seenRelated.has(key)) report(p.file, `the related products list "${key}" twice`);
      else if (!allProductKeys.has(key))
        report(p.file, `the related product "${key}" does not exist (no products/${key}.json)`);
      seenRelated.add(key);
    }
    checkDocuments(p.id, p.file, documents ?? [], mediaDir, siteLanguages, today, report);
  }

  // Suppliers: a logo named must be in media/suppliers/.
  for (const s of suppliers) {
    if (s.data.logo && !isFile(join(mediaDir, 'suppliers', s.data.logo)))
      report(s.file, `the logo "${s.data.logo}" is not in media/suppliers/`);
  }

  return { ok: problems.length === 0, problems, content };
}

/** The problems as lines a build prints: `file: problem`, one per line. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const n = problems.length;
  return [
    `The content has ${n} problem${n === 1 ? '' : 's'}; the site was not built:`,
    ...problems.map((p) => `  - ${p.message}`),
  ].join('\n');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function checkPhotos(
  key: string,
  file: string,
  photos: readonly string[],
  mediaDir: string,
  report: (file: string, problem: string) => void,
) {
  const folder = `media/products/${key}/`;
  const seen = new Set<string>();
  for (const photo of photos) {
    if (seen.has(photo)) {
      report(file, `the photo "${photo}" is listed twice`);
      continue;
    }
    seen.add(photo);
    if (!(photoExtensions as readonly string[]).includes(extname(photo).toLowerCase())) {
      report(
        file,
        `the photo "${photo}" is not a picture file (use ${photoExtensions.join(', ')})`,
      );
      continue;
    }
    const path = join(mediaDir, 'products', key, photo);
    if (!isFile(path)) {
      report(file, `the photo "${photo}" is listed but not in ${folder}`);
      continue;
    }
    let width: number | undefined;
    try {
      width = imageSize(readFileSync(path)).width;
    } catch {
      report(file, `the photo "${photo}" could not be read as a picture`);
      continue;
    }
    if (width === undefined || width < PHOTO_MIN_WIDTH)
      report(
        file,
        `the photo "${photo}" is ${width ?? 0} pixels wide; it needs at least ${PHOTO_MIN_WIDTH} (the widest the site shows it)`,
      );
  }
}

/**
 * Every text value of an entry, by its last path segment: a file in the entry's media folder is in
 * use when any field names it (the check here, and the editor when it tidies a saved product).
 */
export function namesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value.split('/').at(-1) ?? value);
  else if (Array.isArray(value)) for (const item of value) namesIn(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) namesIn(item, out);
  return out;
}

function checkUnusedMedia(
  mediaDir: string,
  productFiles: readonly { id: string; file: string; json: unknown }[],
  report: (file: string, problem: string) => void,
) {
  const root = join(mediaDir, 'products');
  if (!existsSync(root)) return;
  const byKey = new Map(productFiles.map((p) => [p.id, p]));
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue;
    const product = byKey.get(folder.name);
    if (!product) {
      report(
        `media/products/${folder.name}/`,
        `the folder "${folder.name}" in media/products/ belongs to no product`,
      );
      continue;
    }
    const used = namesIn(product.json);
    for (const name of readdirSync(join(root, folder.name)).sort()) {
      if (name.startsWith('.') || used.has(name)) continue;
      report(
        product.file,
        `the file "${name}" in media/products/${folder.name}/ is used by no entry`,
      );
    }
  }
}

const documentKindName: Record<string, string> = {
  technicalDataSheet: 'technical data sheet',
  safetyDataSheet: 'safety data sheet',
  certificate: 'certificate',
  brochure: 'brochure',
};

/**
 * A product's documents: each a real PDF (by its first bytes, not its name) in the product's
 * folder, within the size limit, in one of the site's languages, revised no later than today; no
 * file listed twice, no two documents of one kind in one language.
 */
function checkDocuments(
  key: string,
  file: string,
  documents: NonNullable<ProductData['documents']>,
  mediaDir: string,
  languages: readonly string[],
  today: string,
  report: (file: string, problem: string) => void,
) {
  const folder = `media/products/${key}/`;
  const seenFiles = new Set<string>();
  const seenKinds = new Set<string>();
  const max = contentLimits.DOCUMENT_MAX_BYTES;
  documents.forEach((doc, i) => {
    const where = `document ${i + 1} ("${doc.file}")`;
    if (seenFiles.has(doc.file)) {
      report(file, `the ${where} is listed twice`);
      return;
    }
    seenFiles.add(doc.file);
    const kindLang = `${doc.kind}/${doc.lang}`;
    if (seenKinds.has(kindLang))
      report(
        file,
        `the ${where} is a second ${documentKindName[doc.kind] ?? doc.kind} in the language "${doc.lang}": keep one per language`,
      );
    seenKinds.add(kindLang);
    if (!languages.includes(doc.lang))
      report(
        file,
        `the language "${doc.lang}" of the ${where} is not one of the site's (${languages.join(', ')})`,
      );
    if (doc.revised > today)
      report(
        file,
        `the revision date ${doc.revised} of the ${where} is after today (${today}): a document cannot be revised in the future`,
      );
    const path = join(mediaDir, 'products', key, doc.file);
    if (!isFile(path)) {
      report(file, `the ${where} is listed but not in ${folder}`);
      return;
    }
    const size = statSync(path).size;
    if (size > max) {
      report(
        file,
        `the ${where} is ${(size / 1024 / 1024).toFixed(1)} MB; a document may be at most ${max / 1024 / 1024} MB (a buyer on a phone downloads it): make it smaller`,
      );
      return;
    }
    const head = readFileSync(path).subarray(0, 1024);
    if (!head.subarray(0, 5).equals(Buffer.from('%PDF-')))
      report(
        file,
        `the ${where} is not a PDF file (it does not begin with %PDF-): save or export it as PDF`,
      );
  });
}

/** The JSON files of a folder as `{ id, file, json }`; unreadable files are reported. */
function readFolderOf(
  dir: string,
  folder: string,
  report: (file: string, problem: string) => void,
  parse = true,
): { id: string; file: string; json: unknown }[] {
  const path = join(dir, folder);
  if (!existsSync(path)) return [];
  const out: { id: string; file: string; json: unknown }[] = [];
  for (const name of readdirSync(path).sort()) {
    if (name.startsWith('.')) continue;
    const file = `${folder}/${name}`;
    if (!name.endsWith('.json')) {
      report(file, 'is not a .json file: only .json files are read in this folder');
      continue;
    }
    const id = name.slice(0, -'.json'.length);
    if (!idPattern.test(id)) {
      report(
        file,
        "the file name may only contain letters, digits and hyphens (it is the entry's id)",
      );
      continue;
    }
    if (!parse) {
      out.push({ id, file, json: null });
      continue;
    }
    const json = readJsonOf(dir, file, report);
    if (json !== undefined) out.push({ id, file, json });
  }
  return out;
}

/**
 * A data file's value without its `"$schema"`: the path of its JSON Schema (`@defne/core`'s
 * `schema/*.schema.json`), which editors such as VS Code read to complete and check fields as
 * staff type. It is no content: the check and the generated catalogue and texts never see it.
 */
export function withoutSchemaLink(json: unknown, report: (problem: string) => void): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('$schema' in json))
    return json;
  const { $schema, ...rest } = json as Record<string, unknown>;
  if (typeof $schema !== 'string' || $schema.trim() === '') {
    report(
      '"$schema" must be the path of the file\'s JSON Schema, e.g. "../../../node_modules/@defne/core/schema/product.schema.json"',
    );
  }
  return rest;
}

/** A JSON file's value, or undefined after reporting why it cannot be read. */
function readJsonOf(
  dir: string,
  file: string,
  report: (file: string, problem: string) => void,
  missing?: unknown,
): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) {
    if (missing !== undefined) return missing;
    report(file, 'is missing');
    return undefined;
  }
  const bytes = readFileSync(path);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    report(file, 'starts with an invisible byte order mark (BOM): save it as UTF-8 without BOM');
    return undefined;
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    report(file, 'is saved as UTF-16: save it as UTF-8');
    return undefined;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\uFFFD');
    const { line, column } = lineColumn(loose, at);
    report(
      file,
      `is not saved as UTF-8: broken characters at line ${line}, column ${column} (letters such as ğ, ş, ı need UTF-8)`,
    );
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(detail);
    const lc = /line (\d+) column (\d+)/.exec(detail);
    const { line, column } = lc
      ? { line: Number(lc[1]), column: Number(lc[2]) }
      : lineColumn(text, position ? Number(position[1]) : text.length);
    const reason = detail
      .replace(/\s*(in JSON )?at position \d+.*$/, '')
      .replace(/^JSON\.parse: /, '');
    report(
      file,
      `is not valid JSON at line ${line}, column ${column} (${reason}): check for a missing comma, quote or bracket`,
    );
    return undefined;
  }
  return withoutSchemaLink(json, (problem) => report(file, problem));
}

function lineColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, index));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

const variables = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1] ?? '')
    .sort()
    .join(', ');

/** A language code's shape: a key of that shape in a text is a language, not a group. */
const codeShape = /^[a-z]{2,3}$/;

function checkPageTree(
  node: unknown,
  path: string[],
  file: string,
  report: (file: string, problem: string) => void,
  words: LanguageWords,
) {
  const where = path.length ? `the text "${path.join('.')}"` : 'the file';
  const { codes } = words;
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    const texts = codes.length === 2 ? 'a pair of texts' : 'texts';
    report(file, `${where} must be ${texts} ${words.example} or a group of them`);
    return;
  }
  const keys = Object.keys(node);
  // A text has plain values under language codes: one of the site's, or (a language the site
  // does not have) only codes, so `{ "de": "…" }` is reported rather than read as a group.
  const isLeaf =
    keys.length > 0 &&
    (keys.some((k) => codes.includes(k)) || keys.every((k) => codeShape.test(k))) &&
    Object.values(node).every((v) => typeof v !== 'object' || v === null);
  if (!isLeaf) {
    if (path.length === 0 && keys.length === 0) report(file, 'has no texts');
    for (const key of keys)
      checkPageTree((node as Record<string, unknown>)[key], [...path, key], file, report, words);
    return;
  }
  const result = words.schemas.pageTextSchema.safeParse(node);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const lang = issue.path[0];
      if (issue.code === 'unrecognized_keys') {
        const foreign = issue.keys.filter((k) => codeShape.test(k));
        report(
          file,
          foreign.length === issue.keys.length
            ? `${where} is in ${foreign.map((k) => `"${k}"`).join(', ')}, not one of the site's languages ${words.list}`
            : codes.length === 2
              ? `${where} has ${issue.keys.map((k) => `"${k}"`).join(', ')} next to ${codes.map((c) => `"${c}"`).join(' and ')}: only those two are allowed`
              : `${where} has ${issue.keys.map((k) => `"${k}"`).join(', ')}: only the site's languages ${words.list} are allowed`,
        );
      } else if (typeof lang === 'string' && codes.includes(lang)) {
        report(file, `the ${langName(lang)} text of "${path.join('.')}" ${issueText(issue)}`);
      } else report(file, `${where} ${issueText(issue)}`);
    }
    return;
  }
  const texts = result.data;
  const [first, ...others] = codes;
  if (first === undefined) return;
  for (const other of others) {
    const a = variables(texts[first] ?? '');
    const b = variables(texts[other] ?? '');
    if (a !== b)
      report(
        file,
        `the texts of "${path.join('.')}" use different {{placeholders}} in ${langName(first)} (${a || 'none'}) and ${langName(other)} (${b || 'none'})`,
      );
  }
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (/received undefined/.test(issue.message)) return 'is missing';
    const what: Record<string, string> = {
      string: 'a text in quotes',
      number: 'a number',
      object: 'a group of fields { … }',
      array: 'a list [ … ]',
    };
    return `must be ${what[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'invalid_value')
    return `must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
  if (issue.code === 'unrecognized_keys')
    return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys
      .map((k) => `"${k}"`)
      .join(', ')} (check the spelling, or remove ${issue.keys.length === 1 ? 'it' : 'them'})`;
  if (
    issue.code === 'invalid_format' ||
    issue.code === 'custom' ||
    issue.code === 'too_small' ||
    issue.code === 'too_big'
  )
    return issue.message;
  return issue.message;
}

interface Walkable {
  meta?: () => { label?: FieldLabel } | undefined;
  unwrap?: () => unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  def?: { type?: string; element?: unknown; innerType?: unknown };
}

/** The labels along a path in a schema (English), outermost first. */
function labelsAlong(schema: unknown, path: readonly PropertyKey[]): (string | number)[] {
  const out: (string | number)[] = [];
  let s = schema as Walkable | undefined;
  for (const step of path) {
    while (s?.def?.type === 'optional' || s?.def?.type === 'default' || s?.def?.type === 'nullable')
      s = s.def.innerType as Walkable;
    if (typeof step === 'number') {
      out.push(step);
      s = (s?.def?.element ?? s?.element) as Walkable | undefined;
      continue;
    }
    const next = s?.shape?.[String(step)] as Walkable | undefined;
    const label = next?.meta?.()?.label?.en;
    out.push(label ?? String(step));
    s = next;
  }
  return out;
}

function lower(label: string): string {
  const firstWord = label.split(' ')[0] ?? '';
  return /[A-Z]/.test(firstWord.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** `the English name`, `the street in the address`, `the previous addresses (item 2)`. */
function fieldWords(schema: unknown, path: readonly PropertyKey[], codes: readonly Lang[]): string {
  if (path.length === 0) return 'the file';
  const labels = labelsAlong(schema, path);
  let lang = '';
  const last = path.at(-1);
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const label = labels[i];
    if (typeof step === 'string' && codes.includes(step) && i > 0) {
      if (i === path.length - 1 || typeof path[i + 1] === 'number') lang = langName(step);
      continue;
    }
    if (typeof label === 'number') {
      const prev = parts.pop() ?? '';
      parts.push(`${prev} (item ${label + 1})`);
      continue;
    }
    parts.push(lower(String(label)));
  }
  void last;
  const main = parts.pop() ?? 'the file';
  const outer = parts
    .reverse()
    .map((p) => ` in the ${p}`)
    .join('');
  return `the ${lang ? `${lang} ` : ''}${main}${outer}`;
}

function checkFile<T>(
  schema: z.ZodType<T>,
  json: unknown,
  file: string,
  report: (file: string, problem: string) => void,
  words: LanguageWords,
): T | null {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  for (const found of result.error.issues) {
    for (const issue of unionBranch(found, words)) {
      if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
        report(file, issueText(issue));
        continue;
      }
      if (issue.code === 'unrecognized_keys' && perLanguage(schema, issue.path, words.codes)) {
        // A text or slug in a language the site does not have: never dropped without a word.
        report(
          file,
          `${fieldWords(schema, issue.path, words.codes)} is in ${issue.keys.map((k) => `"${k}"`).join(', ')}, not one of the site's languages ${words.list}`,
        );
        continue;
      }
      report(file, `${fieldWords(schema, issue.path, words.codes)} ${issueText(issue)}`);
    }
  }
  return null;
}

/** Whether the field at `path` is one value per language (its fields are the site's codes). */
function perLanguage(schema: unknown, path: readonly PropertyKey[], codes: readonly Lang[]) {
  let s = schema as Walkable | undefined;
  for (const step of path) {
    while (s?.def?.type === 'optional' || s?.def?.type === 'default' || s?.def?.type === 'nullable')
      s = s.def.innerType as Walkable;
    s = (typeof step === 'number' ? (s?.def?.element ?? s?.element) : s?.shape?.[String(step)]) as
      Walkable | undefined;
  }
  while (s?.def?.type === 'optional' || s?.def?.type === 'default' || s?.def?.type === 'nullable')
    s = s.def.innerType as Walkable;
  const keys = Object.keys(s?.shape ?? {});
  return keys.length === codes.length && keys.every((k) => codes.includes(k));
}

/**
 * A value that may be one text or a text per language (a property's value) fails both forms at
 * once: report the problems of the form it was written in (a text, or `{ "tr", "en" }`), with
 * the path of the whole field, rather than zod's "Invalid input".
 */
function unionBranch(issue: z.core.$ZodIssue, words: LanguageWords): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const wrongShape = (branch: z.core.$ZodIssue[]) =>
    branch.some((i) => i.code === 'invalid_type' && i.path.length === 0);
  const branch = issue.errors.find((b) => !wrongShape(b));
  if (!branch) {
    return [
      {
        ...issue,
        code: 'custom',
        message: `must be a text in quotes, or ${words.example}`,
      } as z.core.$ZodIssue,
    ];
  }
  return branch.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as z.core.$ZodIssue);
}
