import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What another group company's content looks like to the leak scan. */
export interface ForeignContent {
  company: {
    name: string;
    legalName: string;
    phone: string;
    phoneHref: string;
    whatsapp: string;
    whatsappHref: string;
    email: string;
    linkedin: string;
    mapsUrl: string;
    address: { street: string; district: string };
  };
  /** Its pages' paths in each of its languages. */
  pagePaths: Record<string, Readonly<Record<string, string>>>;
  /** Its categories (ids, slugs, image folders). */
  categories: readonly {
    id: string;
    slug: Readonly<Record<string, string>>;
    imageFolder: string;
  }[];
  /** Its product keys, by category. */
  productKeys: Record<string, readonly string[]>;
  suppliers: readonly { id: string; name: string }[];
  /** Distinctive texts of it (a slogan, its tagline, a category title…). */
  texts?: readonly string[];
  /** The page id of its sector list. @default 'sectors' */
  sectorsPage?: string;
}

/**
 * Strings that betray another company's content in a build: its names and contact facts, its
 * paths and slugs that this site does not share, its supplier names, product keys and texts.
 * `ownPaths` are this site's paths (both sites may have '/about').
 */
export function foreignNeedles(foreign: ForeignContent, ownPaths: Iterable<string>): string[] {
  const own = new Set(ownPaths);
  const { company: c } = foreign;
  const paths = Object.values(foreign.pagePaths)
    .flatMap((p) => Object.values(p))
    .filter((p) => p !== '/' && !own.has(p));
  const sectorsPaths = Object.values(foreign.pagePaths[foreign.sectorsPage ?? 'sectors'] ?? {});
  return [
    c.name,
    c.legalName,
    c.phone,
    c.phoneHref,
    c.phone.replace(/\s/g, ''),
    c.whatsapp,
    c.whatsappHref,
    c.email,
    c.linkedin,
    c.mapsUrl,
    c.address.street,
    c.address.district,
    ...foreign.suppliers.flatMap((s) => [s.name, s.id]),
    // A path below a page, where an address starts: in quotes, a template, a line or after a
    // space (`_redirects`). Not anywhere: `/search/` is also in a maps link the kit builds.
    ...paths.flatMap((p) => [`"${p}"`, ...['"', "'", '`', '\n', ' '].map((at) => `${at}${p}/`)]),
    ...foreign.categories.flatMap((cat) => [
      // Ids as quoted strings (a bare "decoration" is also CSS's text-decoration).
      `"${cat.id}"`,
      ...(/[A-Z]/.test(cat.id) || cat.id.length > 10 ? [cat.id] : []),
      // The first language's slug alone (a distinctive word); the others as a path's end, since
      // one may be an ordinary word (`boxes`) found anywhere.
      ...Object.values(cat.slug).map((slug, i) => (i === 0 ? slug : `/${slug}`)),
      `/${cat.imageFolder}/`,
      ...sectorsPaths.filter((p) => !own.has(p)).map((s) => `${s}/`),
    ]),
    ...Object.values(foreign.productKeys)
      .flat()
      .map((key) => `"${key}"`),
    ...(foreign.texts ?? []),
  ].filter((needle) => needle.length > 2);
}

/**
 * Every file below a folder, each real file once: symbolic links are not followed (a pnpm
 * `node_modules` links packages to each other, in cycles too).
 */
export function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : entry.isFile() ? [path] : [];
  });
}

/** The kinds of build output the scan reads as text. */
export const TEXT_FILE_TYPES = [
  // Extension-less files of a build are text (_headers, _redirects).
  '',
  '.html',
  '.js',
  '.css',
  '.xml',
  '.json',
  '.txt',
  '.data',
  '.svg',
  '.map',
  '.webmanifest',
  // Product documents: their text is read where it is stored uncompressed (as in a sample PDF);
  // a compressed stream cannot hide a name from a person, but it can from this scan.
  '.pdf',
] as const;

/**
 * Pagefind's search files (the search page's index, one folder a language): gzip-compressed, so
 * the scan reads them decompressed. Its index holds words folded to lower case, so they are
 * compared without case. Its `.pagefind` file is the library's WebAssembly, not the site's data.
 */
export const SEARCH_INDEX_TYPES = ['.pf_fragment', '.pf_index', '.pf_meta'] as const;
const SEARCH_ENGINE_TYPE = '.pagefind';

export interface LeakScan {
  /** `file: needle` for every needle found. */
  found: string[];
  /** The extensions of the files read. */
  scannedTypes: Set<string>;
  /** Files neither read as text nor of a binary kind the caller allowed. */
  unscanned: string[];
}

/** Reads every text file of a build and reports each needle it holds. */
export function scanForLeaks(
  dir: string,
  needles: readonly string[],
  { binaryTypes = [] as readonly string[] } = {},
): LeakScan {
  const text = new Set<string>(TEXT_FILE_TYPES);
  const scan: LeakScan = { found: [], scannedTypes: new Set(), unscanned: [] };
  for (const file of filesOf(dir)) {
    const type = extname(file);
    const index = (SEARCH_INDEX_TYPES as readonly string[]).includes(type);
    if (!text.has(type) && !index) {
      if (!binaryTypes.includes(type) && type !== SEARCH_ENGINE_TYPE)
        scan.unscanned.push(relative(dir, file));
      continue;
    }
    scan.scannedTypes.add(type);
    const content = index
      ? gunzipSync(readFileSync(file)).toString('utf8').toLocaleLowerCase('en')
      : readFileSync(file, 'utf8');
    for (const needle of needles) {
      if (content.includes(index ? needle.toLocaleLowerCase('en') : needle))
        scan.found.push(`${relative(dir, file)}: ${needle}`);
    }
  }
  return scan;
}
