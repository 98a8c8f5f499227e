// The content folder as the editor sees it: Decap's proxy-backend actions (the same protocol as
// decap-server's local file-system mode) plus what a git-based editor cannot do alone: a save is
// checked against the schema before anything is written, a changed slug leaves the old one in
// `previousSlugs`, and a deleted product is appended to `removed.json`.
import { createHash, randomUUID } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultLanguages, languageCodes, slugify } from '@defne/core';
import { namesIn } from '@defne/core/schema';
import { entryName, message, tellProblem } from './messages.mjs';
import {
  DOCUMENT_MAX_BYTES,
  KEY,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PathRefused,
  createPaths,
  fileProblem,
} from './paths.mjs';

/** @typedef {{ tr: string, en: string }} Localized */
/** @typedef {{ path: string, raw: string, newPath?: string }} DataFile */
/** @typedef {{ path: string, content: string, encoding: BufferEncoding }} Asset */
/** @typedef {{ file: string, message: string, problem?: string }} Problem */
/**
 * @typedef {object} StoreOptions
 * @property {string} contentDir the site's content folder (holds data/ and media/)
 * @property {(dataDir: string, mediaDir: string) => Promise<Problem[]>} [validate]
 *   every problem of a data folder (the schema's `validateContent`), `file` relative to it
 * @property {Map<string, Localized>} [labels] the schema's field labels (see `labelsOf`)
 * @property {readonly string[]} [languages] the site's content language codes, the default one
 *   first (default: the kit's)
 * @property {() => Date} [now]
 */

/** A save, upload or delete the editor refuses: each problem in both languages. */
export class SaveRefused extends Error {
  /** @param {Localized[]} problems */
  constructor(problems) {
    super(problems.map((p) => p.en).join('\n'));
    this.problems = problems;
    this.status = 422;
  }
}

/**
 * Writes `file` whole or not at all: the bytes go to a new file beside it (`wx`: never through a
 * link or over a file already there), which then replaces it in one rename. A reader (the site's
 * dev server, a build, git) never sees a file cut short, and a crash mid-write leaves the old
 * content. `file` is a path `paths.resolve` has checked: the rename replaces that file itself.
 * @param {string} file
 * @param {string | Buffer} data
 */
export async function writeWhole(file, data) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * A JSON file's data, or null when it is missing or not JSON.
 * @param {string} file an absolute path
 */
function readFileJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The kit's content languages, for a store made without a site's list. */
const KIT_LANGUAGES = languageCodes(defaultLanguages);

/** @param {Buffer} buffer */
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * The files below a real folder, symbolic links left out.
 * @param {string} dir
 * @param {string} extension
 * @param {number} depth
 * @returns {Promise<string[]>}
 */
async function listFiles(dir, extension, depth) {
  if (depth <= 0) return [];
  const dirents = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    dirents.map((dirent) => {
      const full = path.join(dir, dirent.name);
      if (dirent.name.startsWith('.') || dirent.isSymbolicLink()) return [];
      if (dirent.isDirectory()) return listFiles(full, extension, depth - 1);
      return dirent.isFile() && full.endsWith(extension) ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * A copy of a folder made of hard links (a plain copy across file systems): cheap, and a file
 * written into it is unlinked first, so the original is never written through the link.
 * @param {string} from
 * @param {string} to
 */
async function linkTree(from, to) {
  await mkdir(to, { recursive: true });
  const dirents = await readdir(from, { withFileTypes: true }).catch(() => []);
  for (const dirent of dirents) {
    if (dirent.isSymbolicLink()) continue;
    const source = path.join(from, dirent.name);
    const target = path.join(to, dirent.name);
    if (dirent.isDirectory()) await linkTree(source, target);
    else if (dirent.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * The address a product or sector has now in one language: its override, else its name slugified.
 * @param {Record<string, any>} data
 * @param {string} lang a language code
 */
export function effectiveSlug(data, lang) {
  const override = data?.slug?.[lang];
  if (typeof override === 'string' && override.trim()) return override.trim();
  const name = data?.name?.[lang] ?? data?.title?.[lang] ?? '';
  return slugify(String(name));
}

/**
 * `after` with its keys in the order `before` has them (at every depth, list items by position),
 * the keys `before` lacks after them in the order they came: the form sends its fields in the
 * schema's order, while a file written by hand may have its own, and a save should change only
 * what changed.
 * @param {unknown} before
 * @param {any} after
 * @returns {any}
 */
export function inOrderOf(before, after) {
  if (Array.isArray(after))
    return after.map((item, i) => inOrderOf(Array.isArray(before) ? before[i] : undefined, item));
  if (!after || typeof after !== 'object') return after;
  const old =
    before && typeof before === 'object' && !Array.isArray(before)
      ? /** @type {Record<string, unknown>} */ (before)
      : {};
  const keys = [
    ...Object.keys(old).filter((key) => key in after),
    ...Object.keys(after).filter((key) => !(key in old)),
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(old[key], after[key])]));
}

/**
 * `previousSlugs` after a save: the slug the entry had (when it changes) is added, and a slug the
 * entry takes back is removed, so an address never redirects to itself.
 * @param {Record<string, any> | null} before
 * @param {Record<string, any>} after
 * @param {readonly string[]} [languages] the site's language codes (default: the kit's)
 */
export function nextPreviousSlugs(before, after, languages = KIT_LANGUAGES) {
  /** @type {Record<string, string[]>} */
  const history = {};
  for (const lang of languages) {
    const kept = before?.previousSlugs?.[lang];
    const list = Array.isArray(kept) ? [...kept] : [];
    const now = effectiveSlug(after, lang);
    if (before) {
      const was = effectiveSlug(before, lang);
      if (was && was !== now && !list.includes(was)) list.push(was);
    }
    history[lang] = list.filter((slug) => slug !== now);
  }
  return history;
}

/**
 * `previousSectors` after a save of a product: the sector it leaves is added (its addresses there
 * then answer 301 to the new page), and the sector it returns to is dropped. Absent when empty.
 * @param {Record<string, any> | null} before
 * @param {Record<string, any>} after
 * @returns {string[] | undefined}
 */
export function nextPreviousSectors(before, after) {
  const list = Array.isArray(before?.previousSectors) ? [...before.previousSectors] : [];
  const was = before?.sector;
  if (typeof was === 'string' && was && was !== after.sector && !list.includes(was)) list.push(was);
  const kept = list.filter((sector) => sector !== after.sector);
  return kept.length > 0 ? kept : undefined;
}

/**
 * @param {StoreOptions} options
 */
export function createStore({
  contentDir,
  validate,
  labels = new Map(),
  languages = KIT_LANGUAGES,
  now = () => new Date(),
}) {
  const paths = createPaths(contentDir);
  const root = paths.root;
  const productsDir = 'data/products';
  const mediaOf = (/** @type {string} */ key) => `media/products/${key}`;

  /**
   * A media path as Decap asks for it, spelled as on disk: Decap writes a product's folder from
   * its template with the key in lower case (`panelfiltermedia`), while the folder has the key's
   * own letters (`panelFilterMedia`). A product's folder is spelled as its key (the name of its
   * data file), whether the folder exists yet or not, so nothing is ever written to a second,
   * lower-case folder; any other segment that does not exist is matched to the one entry of its
   * folder with the same letters in any case.
   * @param {string} relative
   */
  async function onDisk(relative) {
    const { parts } = paths.words(relative, { folder: true });
    let dir = root;
    const out = [];
    for (const [index, part] of parts.entries()) {
      const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
      let name = part;
      if (index === 2 && parts[0] === 'media' && parts[1] === 'products') {
        name = (await productKeyOf(part)) ?? part;
      }
      if (name === part && !names.includes(part)) {
        const folded = names.filter((n) => n.toLowerCase() === part.toLowerCase());
        if (folded.length === 1) name = folded[0] ?? part;
      }
      out.push(name);
      dir = path.join(dir, name);
    }
    return out.join('/');
  }

  /**
   * The key of the product a media folder name stands for, in the key's own letters: the one
   * data file of `data/products/` with the same letters in any case (the exact one first).
   * @param {string} folder
   */
  async function productKeyOf(folder) {
    const keys = (
      await readdir(path.join(root, productsDir)).catch(() => /** @type {string[]} */ ([]))
    )
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    if (keys.includes(folder)) return folder;
    const folded = keys.filter((key) => key.toLowerCase() === folder.toLowerCase());
    return folded.length === 1 ? folded[0] : undefined;
  }

  /**
   * The entry that uses a media file, if any: the product whose folder holds it and whose fields
   * name it (a photo, a document), or a supplier whose logo it is.
   * @param {string} relative a media path spelled as on disk
   * @returns {Promise<string | null>} the entry's data file, relative to data/
   */
  async function userOf(relative) {
    const parts = relative.split('/');
    const name = parts.at(-1) ?? '';
    if (parts.length === 4 && parts[1] === 'products') {
      const file = `products/${parts[2]}.json`;
      const product = await readJson(`data/${file}`);
      return product && namesIn(product).has(name) ? file : null;
    }
    if (parts.length === 3 && parts[1] === 'suppliers') {
      const names = await readdir(path.join(root, 'data/suppliers')).catch(
        () => /** @type {string[]} */ ([]),
      );
      for (const supplier of names.filter((n) => n.endsWith('.json')).sort()) {
        const data = await readJson(`data/suppliers/${supplier}`);
        if (data && namesIn(data).has(name)) return `suppliers/${supplier}`;
      }
    }
    return null;
  }

  /** @param {string} relative */
  async function readJson(relative) {
    try {
      return JSON.parse(await readFile(await paths.resolve(relative), 'utf8'));
    } catch {
      return null;
    }
  }

  /** @param {{ path: string, label?: string }[]} files */
  async function entriesFromFiles(files) {
    return Promise.all(
      files.map(async (file) => {
        const target = await paths.resolve(file.path);
        try {
          const content = await readFile(target);
          return {
            data: content.toString('utf8'),
            file: { path: file.path, label: file.label, id: sha256(content) },
          };
        } catch {
          return { data: null, file: { path: file.path, label: file.label, id: null } };
        }
      }),
    );
  }

  /**
   * What the product list shows, searches, sorts and groups by, per data file, kept while the
   * file's size and time stay the same (issue 51: 10,000 products are listed without reading
   * 29 MB of files at each visit). Never the form's data: an entry opens from its whole file.
   * @type {Map<string, { size: number, mtimeMs: number, digest: Record<string, any> | null, text: string | null }>}
   */
  const digests = new Map();

  /**
   * A data file's digest: its title (`name` or `title`), `sector` and `order` as written, and
   * `filename`: its key and its addresses in effect in every language, the words the list's
   * search reads (Decap searches the summary's variables in the entry's data, while a card
   * draws `{{filename}}` from the file's path). Null when it is not JSON. Synchronous: at
   * 10,000 files the thread pool's queue costs more than the reads.
   * @param {string} file the data file's real path, from a checked folder's listing
   */
  function digestOf(file) {
    const info = lstatSync(file, { throwIfNoEntry: false });
    if (!info?.isFile()) return null;
    const kept = digests.get(file);
    if (kept && kept.size === info.size && kept.mtimeMs === info.mtimeMs) return kept;
    const data = readFileJson(file);
    /** @type {Record<string, any> | null} */
    let digest = null;
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      digest = {};
      for (const field of ['name', 'title', 'sector', 'order'])
        if (field in data) digest[field] = data[field];
      const key = path.basename(file, '.json');
      const slugs =
        data.name || data.title ? languages.map((lang) => effectiveSlug(data, lang)) : [];
      digest.filename = [key, ...new Set(slugs)].join(' ');
    }
    const entry = {
      size: info.size,
      mtimeMs: info.mtimeMs,
      digest,
      text: digest && JSON.stringify(digest),
    };
    digests.set(file, entry);
    return entry;
  }

  /**
   * A folder's entries with their digests (`digestOf`), in the order of their paths.
   * @param {string} folder a data folder, `data/products`
   * @param {string} [extension]
   * @param {number} [depth]
   */
  async function digestsOf(folder, extension = '.json', depth = 1) {
    const dir = await paths.resolve(folder, { folder: true });
    /** @type {string[]} */
    let files;
    if (depth === 1) {
      // One folder read at once: a listing of 10,000 files is not 10,000 promises.
      /** @type {import('node:fs').Dirent[]} */
      let dirents = [];
      try {
        dirents = readdirSync(dir, { withFileTypes: true });
      } catch {
        // A folder the content does not have yet (a site with no suppliers) lists nothing.
      }
      files = dirents
        .filter((d) => d.isFile() && !d.name.startsWith('.') && d.name.endsWith(extension))
        .map((d) => path.join(dir, d.name))
        .sort();
    } else files = await listFiles(dir, extension, depth);
    return files.map((file) => ({
      path: path.relative(root, file).split(path.sep).join('/'),
      file,
    }));
  }

  /**
   * A folder's entries as the list shows them (`digestOf`): all of them, or one page (`page`
   * from 0, `size` entries) with the number of pages.
   * @param {Record<string, any>} params Decap's `folder`, `extension`, `depth`; `page`, `size`
   */
  async function listing(params) {
    const files = await digestsOf(
      params.folder,
      params.extension ?? '',
      Math.max(1, Math.min(Number(params.depth ?? 1), 3)),
    );
    const size = Math.max(1, Math.min(Number(params.size) || files.length || 1, 1000));
    const pageCount = Math.max(1, Math.ceil(files.length / size));
    const page = params.page === undefined ? null : Math.max(0, Number(params.page) || 0);
    const shown = page === null ? files : files.slice(page * size, (page + 1) * size);
    const entries = shown.map(({ path: relative, file }) => ({
      data: digestOf(file)?.text ?? null,
      file: { path: relative },
    }));
    return page === null ? entries : { entries, page, pageCount, total: files.length };
  }

  /**
   * A folder's entries with their title, sector and order, from the kept digests.
   * @param {string} folder a data folder, `data/products`
   * @returns {Promise<{ id: string, data: Record<string, any> }[]>}
   */
  async function entriesOf(folder) {
    const out = [];
    for (const { file } of await digestsOf(folder)) {
      const digest = digestOf(file)?.digest;
      if (digest) out.push({ id: path.basename(file, '.json'), data: digest });
    }
    return out;
  }

  /**
   * A media file for Decap, named by the path it asked for (`shownAs`): Decap finds an entry's
   * files by comparing their folder with the one its template gives, letter for letter.
   * @param {string} relative spelled as on disk
   * @param {string} [shownAs]
   */
  async function mediaFile(relative, shownAs = relative, name = path.basename(relative)) {
    const buffer = await readFile(await paths.resolve(relative)).catch((error) => {
      throw error?.code === 'ENOENT'
        ? Object.assign(new Error(`missing ${relative}`), {
            status: 404,
            code: 'missingFile',
            params: { name: path.posix.basename(relative) },
          })
        : error;
    });
    return {
      id: sha256(buffer),
      content: buffer.toString('base64'),
      encoding: 'base64',
      path: shownAs,
      name,
    };
  }

  /**
   * Every file the media library may show below a folder, as content-relative paths: those whose
   * names the editor would accept (a stray README or a hidden file is left out, not an error).
   * @param {string} folder spelled as on disk
   * @param {number} depth
   */
  async function mediaFiles(folder, depth) {
    const files = await listFiles(await paths.resolve(folder, { folder: true }), '', depth);
    return files
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((relative) => {
        try {
          paths.words(relative);
          return true;
        } catch {
          return false;
        }
      });
  }

  /**
   * Tidies a saved entry: server-kept fields come from the file on disk, an empty slug override
   * is dropped, photo paths become file names in the product's own folder.
   * @param {string} relative
   * @param {Record<string, any>} data
   * @param {Record<string, any> | null} before
   */
  function tidy(relative, data, before) {
    const isProduct = relative.startsWith(`${productsDir}/`);
    const isSector = relative.startsWith('data/sectors/');
    if (!isProduct && !isSector) return data;
    const out = { ...data };
    if (out.slug && languages.every((lang) => !String(out.slug[lang] ?? '').trim()))
      delete out.slug;
    if (isProduct) {
      out.photos = (Array.isArray(out.photos) ? out.photos : [])
        .map((/** @type {unknown} */ photo) =>
          typeof photo === 'string' ? path.posix.basename(photo) : null,
        )
        .filter(Boolean);
    }
    out.previousSlugs = nextPreviousSlugs(before, out, languages);
    if (isProduct) {
      const sectors = nextPreviousSectors(before, out);
      if (sectors) out.previousSectors = sectors;
      else delete out.previousSectors;
    }
    return out;
  }

  /**
   * A data file keeps the `"$schema"` that names its JSON Schema for editors such as VS Code. It
   * is no field of the form (the schema's collections do not list it), so the browser may send
   * the entry back without it: the file's own is kept, first, where it was. A new entry takes the
   * link its siblings in the same folder share (the relative path is the same for all of them), so
   * a product made in the browser is checked in VS Code like one written by hand.
   * @param {string} relative where the entry is saved
   * @param {unknown} data
   * @param {unknown} before the file as it is on disk, or null
   */
  async function withSchemaLink(relative, data, before) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
    const { $schema, ...rest } = /** @type {Record<string, unknown>} */ (data);
    const link =
      $schema ??
      (before && typeof before === 'object' && !Array.isArray(before)
        ? /** @type {Record<string, unknown>} */ (before).$schema
        : await siblingSchemaLink(relative));
    return link === undefined ? rest : { $schema: link, ...rest };
  }

  /**
   * The `"$schema"` every other data file of the entry's folder names, when they agree on one.
   * @param {string} relative
   * @returns {Promise<unknown>}
   */
  async function siblingSchemaLink(relative) {
    const folder = path.posix.dirname(relative);
    const names = await readdir(await paths.resolve(folder, { folder: true })).catch(
      () => /** @type {string[]} */ ([]),
    );
    const links = new Set();
    for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
      const sibling = `${folder}/${name}`;
      if (sibling === relative) continue;
      const data = await readJson(sibling);
      if (data && typeof data === 'object' && !Array.isArray(data) && '$schema' in data)
        links.add(/** @type {Record<string, unknown>} */ (data).$schema);
    }
    return links.size === 1 ? [...links][0] : undefined;
  }

  /**
   * An uploaded file, checked by its bytes for where it goes.
   * @param {string} relative
   * @param {Buffer} bytes
   */
  function checkUpload(relative, bytes) {
    const problem = fileProblem(relative, bytes);
    if (!problem) return;
    const name = path.posix.basename(relative);
    const limit =
      problem.code === 'photoTooWide'
        ? PHOTO_MAX_SIDE
        : problem.code === 'documentTooLarge'
          ? DOCUMENT_MAX_BYTES
          : PHOTO_MAX_BYTES;
    throw new SaveRefused([message(problem.code, { ...problem, name, limit })]);
  }

  /**
   * The content folder's problems as it is now, kept with the size and time of every file under
   * data/ and media/ and the day (a document's date is checked against it): a save checks the
   * content whole once (after the change) rather than twice, which at 10,000 products is seconds
   * (issue 51). Kept until any file changes, by the editor or anyone else.
   * @type {{ fingerprint: string, messages: Promise<Set<string>> } | null}
   */
  let known = null;

  /** The size and time of every file under data/ and media/, and today's date, hashed. */
  function fingerprint() {
    const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
    /** @param {string} dir */
    const walk = (dir) => {
      /** @type {import('node:fs').Dirent[]} */
      let dirents;
      try {
        dirents = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const dirent of dirents.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const full = path.join(dir, dirent.name);
        if (dirent.isDirectory()) walk(full);
        else {
          const info = lstatSync(full, { throwIfNoEntry: false });
          if (info) hash.update(`${full}\0${info.size}\0${info.mtimeMs}\n`);
        }
      }
    };
    walk(path.join(root, 'data'));
    walk(path.join(root, 'media'));
    return hash.digest('hex');
  }

  /** The messages of every problem the content folder has now (see `known`). */
  function problemsNow() {
    if (!validate) return Promise.resolve(new Set());
    const now = fingerprint();
    if (known?.fingerprint !== now) {
      const messages = validate(path.join(root, 'data'), path.join(root, 'media')).then(
        (problems) => new Set(problems.map((p) => p.message)),
      );
      known = { fingerprint: now, messages };
      messages.catch(() => {
        if (known?.messages === messages) known = null;
      });
    }
    return known.messages;
  }

  /**
   * The content as it would be after a change, checked whole in a scratch folder (data/ copied,
   * media/ hard-linked): every problem the change would cause, in any file, and every problem
   * left in the files it writes. Nothing in the content folder is written until this is empty.
   * @param {Map<string, string>} staged data path → new text
   * @param {{ target: string, buffer: Buffer }[]} media content-relative media path → bytes
   * @param {string[]} removed content-relative paths the change deletes
   */
  async function problemsAfter(staged, media = [], removed = []) {
    if (!validate) return [];
    const scratch = await mkdtemp(path.join(tmpdir(), 'defne-edit-'));
    // A change that leaves media/ as it is is checked against the folder itself (read only):
    // a catalogue's photos are not linked one by one at each save.
    const touchesMedia = media.length > 0 || removed.some((file) => file.startsWith('media/'));
    const mediaDir = touchesMedia ? path.join(scratch, 'media') : path.join(root, 'media');
    try {
      await linkTree(path.join(root, 'data'), path.join(scratch, 'data'));
      if (touchesMedia) await linkTree(path.join(root, 'media'), path.join(scratch, 'media'));
      for (const relative of removed)
        await rm(path.join(scratch, relative), { recursive: true, force: true });
      for (const [relative, text] of staged) {
        const target = path.join(scratch, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await rm(target, { force: true });
        await writeFile(target, text);
      }
      for (const { target: relative, buffer } of media) {
        const target = path.join(scratch, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await rm(target, { force: true });
        await writeFile(target, buffer);
      }
      const before = await problemsNow();
      const after = await validate(path.join(scratch, 'data'), mediaDir);
      const touched = [...staged.keys()].map((relative) => relative.replace(/^data\//, ''));
      const problems = after.filter(
        (problem) => !before.has(problem.message) || touched.includes(problem.file),
      );
      /** @param {string} file */
      const nameOf = (file) =>
        entryName(file, (f) => {
          try {
            return JSON.parse(
              staged.get(`data/${f}`) ?? readFileSync(path.join(scratch, 'data', f), 'utf8'),
            );
          } catch {
            return null;
          }
        });
      return problems.map((problem) =>
        tellProblem(
          {
            file: problem.file,
            problem: problem.problem ?? problem.message.replace(`${problem.file}: `, ''),
          },
          { nameOf, labels, languages },
        ),
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * @param {{ dataFiles?: DataFile[], entry?: DataFile, assets?: Asset[] }} params
   */
  async function persistEntry({ dataFiles, entry, assets = [] }) {
    const files = dataFiles ?? (entry ? [entry] : []);
    /** @type {Map<string, string>} */
    const staged = new Map();
    /** @type {{ target: string, buffer: Buffer }[]} */
    const media = [];
    /** @type {string[]} */
    const removed = [];
    /** @type {Set<string>} */
    const unchanged = new Set();
    for (const file of files) {
      const relative = file.newPath ?? file.path;
      await paths.resolve(relative);
      if (file.newPath && file.newPath !== file.path) {
        await paths.resolve(file.path);
        removed.push(file.path);
      }
      let data;
      try {
        data = JSON.parse(file.raw);
      } catch {
        throw new SaveRefused([message('notJson')]);
      }
      const before = await readJson(file.path);
      const tidied = inOrderOf(
        before,
        await withSchemaLink(relative, tidy(relative, data, before), before),
      );
      staged.set(relative, `${JSON.stringify(tidied, null, 2)}\n`);
      // An entry saved as it was is not written again: the file keeps its bytes, so the publish
      // page and git show only what really changed.
      if (relative === file.path && before && JSON.stringify(before) === JSON.stringify(tidied))
        unchanged.add(relative);
      if (relative.startsWith(`${productsDir}/`)) {
        const key = path.posix.basename(relative, '.json');
        if (!KEY.test(key)) throw new SaveRefused([message('name', { name: key })]);
        const folder = mediaOf(key);
        for (const asset of assets) {
          const target = `${folder}/${path.posix.basename(String(asset.path))}`;
          await paths.resolve(target).catch((error) => {
            throw error instanceof PathRefused && error.code === 'name'
              ? new SaveRefused([
                  message('name', { name: path.posix.basename(String(asset.path)) }),
                ])
              : error;
          });
          const buffer = Buffer.from(
            String(asset.content),
            asset.encoding === 'base64' ? 'base64' : 'utf8',
          );
          checkUpload(target, buffer);
          media.push({ target, buffer });
        }
        // A file in the product's folder that the saved entry no longer names goes with the save.
        const used = namesIn(tidied);
        const onDisk = await listFiles(await paths.resolve(folder, { folder: true }), '', 1);
        for (const file of onDisk) {
          const name = path.basename(file);
          if (!used.has(name) && !media.some((m) => m.target === `${folder}/${name}`))
            removed.push(`${folder}/${name}`);
        }
      }
    }
    const problems = await problemsAfter(staged, media, removed);
    if (problems.length) throw new SaveRefused(problems);
    for (const { target, buffer } of media) {
      const real = await paths.resolve(target);
      await mkdir(path.dirname(real), { recursive: true });
      await writeWhole(real, buffer);
    }
    for (const relative of removed)
      await unlink(await paths.resolve(relative)).catch(() => undefined);
    for (const [relative, text] of staged) {
      if (unchanged.has(relative)) continue;
      const target = await paths.resolve(relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeWhole(target, text);
    }
    return { message: 'entry persisted' };
  }

  /**
   * Deletes one file. A product's data file takes its own photo folder with it and leaves its
   * last addresses in removed.json (they answer with its sector); any other data file goes alone,
   * and so does a photo. Never a folder, never a parent or a sibling.
   * @param {string} asked
   */
  async function deleteFile(asked) {
    const relative = String(asked ?? '').startsWith('media/') ? await onDisk(String(asked)) : asked;
    const target = await paths.resolve(relative);
    const { parts } = paths.words(relative);
    const isProduct =
      parts.length === 3 && `${parts[0]}/${parts[1]}` === productsDir && relative.endsWith('.json');
    if (isProduct) {
      const key = path.posix.basename(relative, '.json');
      if (!KEY.test(key)) throw new SaveRefused([message('name', { name: key })]);
      const product = await readJson(relative);
      if (product) {
        const folder = mediaOf(key);
        const removed = (await readJson('data/removed.json')) ?? [];
        removed.push({
          key,
          sector: product.sector,
          slug: Object.fromEntries(languages.map((lang) => [lang, effectiveSlug(product, lang)])),
          removedOn: now().toISOString().slice(0, 10),
        });
        const staged = new Map([['data/removed.json', `${JSON.stringify(removed, null, 2)}\n`]]);
        const problems = await problemsAfter(staged, [], [relative, folder]);
        if (problems.length) throw new SaveRefused(problems);
        await writeWhole(
          await paths.resolve('data/removed.json'),
          staged.get('data/removed.json') ?? '',
        );
        const real = await paths.resolve(folder, { folder: true });
        // Exactly media/products/{key}: checked again after links are followed.
        if (path.dirname(real) === (await paths.resolve('media/products', { folder: true })))
          await rm(real, { recursive: true, force: true });
      }
    } else if (parts[0] === 'data') {
      const problems = await problemsAfter(new Map(), [], [relative]);
      if (problems.length) throw new SaveRefused(problems);
    } else {
      // A photo, document or logo an entry still names stays: the entry would lose it unseen.
      const user = await userOf(relative);
      if (user) {
        const who = entryName(user, (file) => readFileJson(path.join(root, 'data', file)));
        throw new SaveRefused([message('inUse', { name: parts.at(-1), who })]);
      }
      const problems = await problemsAfter(new Map(), [], [relative]);
      if (problems.length) throw new SaveRefused(problems);
    }
    await unlink(target).catch(() => undefined);
  }

  /**
   * One proxy-backend request.
   * @param {{ action: string, params?: Record<string, any> }} body
   */
  async function handle({ action, params = {} }) {
    switch (action) {
      case 'info':
        return { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const files = await listFiles(
          await paths.resolve(params.folder, { folder: true }),
          params.extension ?? '',
          Math.min(Number(params.depth ?? 1), 3),
        );
        return entriesFromFiles(
          files.map((file) => ({ path: path.relative(root, file).split(path.sep).join('/') })),
        );
      }
      case 'entriesPage':
        // The list, a page at a time (the editor's backend, admin/editor.js).
        return listing({ ...params, page: params.page ?? 0 });
      case 'entriesDigest':
        // Every entry of a folder as the list shows it: for the list's search, sorting, grouping.
        return listing({ ...params, page: undefined });
      case 'entriesByFiles':
        return entriesFromFiles(Array.isArray(params.files) ? params.files : []);
      case 'getEntry':
        return (await entriesFromFiles([{ path: params.path }]))[0];
      case 'persistEntry':
        return persistEntry(/** @type {any} */ (params));
      case 'getMedia': {
        const asked = String(params.mediaFolder ?? '').replace(/^\/+|\/+$/g, '');
        const folder = await onDisk(asked);
        // The library of the top bar (the media folder itself) shows every product's photos and
        // documents and every logo; an entry's library shows its own folder, named as Decap asked.
        // There each file is named with its folder (`needleFelt/1.jpg`): every product has a 1.jpg.
        if (folder === 'media')
          return Promise.all(
            (await mediaFiles(folder, 3)).map((file) =>
              mediaFile(file, file, file.replace(/^media\/(products\/)?/, '')),
            ),
          );
        return Promise.all(
          (await mediaFiles(folder, 1)).map((file) =>
            mediaFile(file, `${asked}/${path.posix.basename(file)}`),
          ),
        );
      }
      case 'getMediaFile': {
        const asked = String(params.path ?? '');
        return mediaFile(await onDisk(asked), asked);
      }
      case 'persistMedia': {
        const asset = /** @type {Asset} */ (params.asset);
        const relative = await onDisk(String(asset.path ?? ''));
        const target = await paths.resolve(relative);
        const buffer = Buffer.from(
          String(asset.content),
          asset.encoding === 'base64' ? 'base64' : 'utf8',
        );
        checkUpload(relative, buffer);
        await mkdir(path.dirname(target), { recursive: true });
        await writeWhole(target, buffer);
        return mediaFile(relative, String(asset.path));
      }
      case 'deleteFile':
        await deleteFile(params.path);
        return { message: `deleted file ${params.path}` };
      case 'deleteFiles':
        for (const file of params.paths ?? []) await deleteFile(file);
        return { message: `deleted files ${(params.paths ?? []).join(', ')}` };
      case 'getDeployPreview':
        return null;
      default:
        throw Object.assign(new Error(`Unknown action ${action}`), {
          status: 422,
          code: 'unknownAction',
        });
    }
  }

  return { root, handle, readJson, paths, listing, entriesOf, problemsNow };
}
