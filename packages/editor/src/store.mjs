// The content folder as the editor sees it: Decap's proxy-backend actions (the same protocol as
// decap-server's local file-system mode) plus what a git-based editor cannot do alone: a save is
// checked against the schema before anything is written, a changed slug leaves the old one in
// `previousSlugs`, and a deleted product is appended to `removed.json`.
import { createHash } from 'node:crypto';
import {
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { slugify } from '@defne/core';

/** @typedef {{ tr: string, en: string }} Localized */
/** @typedef {{ path: string, raw: string, newPath?: string }} DataFile */
/** @typedef {{ path: string, content: string, encoding: BufferEncoding }} Asset */
/**
 * @typedef {object} StoreOptions
 * @property {string} contentDir the site's content folder (holds data/ and media/)
 * @property {(dataDir: string, mediaDir: string) => Promise<{ file: string, message: string }[]>} [validate]
 *   every problem of a data folder (the schema's `validateContent`), `file` relative to it
 * @property {() => Date} [now]
 */

export class SaveRefused extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const LANGS = /** @type {const} */ (['tr', 'en']);

/** @param {Buffer} buffer */
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * @param {string} root
 * @param {string} relative
 */
function inside(root, relative) {
  const resolved = path.resolve(root, relative);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) {
    throw new SaveRefused([`${relative}: outside the content folder`]);
  }
  return resolved;
}

/**
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
      if (dirent.isDirectory()) return listFiles(full, extension, depth - 1);
      return full.endsWith(extension) ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * The address a product or sector has now in one language: its override, else its name slugified.
 * @param {Record<string, any>} data
 * @param {'tr' | 'en'} lang
 */
export function effectiveSlug(data, lang) {
  const override = data?.slug?.[lang];
  if (typeof override === 'string' && override.trim()) return override.trim();
  const name = data?.name?.[lang] ?? data?.title?.[lang] ?? '';
  return slugify(String(name));
}

/**
 * `previousSlugs` after a save: the slug the entry had (when it changes) is added, and a slug the
 * entry takes back is removed, so an address never redirects to itself.
 * @param {Record<string, any> | null} before
 * @param {Record<string, any>} after
 */
export function nextPreviousSlugs(before, after) {
  /** @type {{ tr: string[], en: string[] }} */
  const history = { tr: [], en: [] };
  for (const lang of LANGS) {
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
export function createStore({ contentDir, validate, now = () => new Date() }) {
  const root = path.resolve(contentDir);
  const productsDir = 'data/products';
  const mediaOf = (/** @type {string} */ key) => `media/products/${key}`;

  /** @param {string} relative */
  async function readJson(relative) {
    try {
      return JSON.parse(await readFile(inside(root, relative), 'utf8'));
    } catch {
      return null;
    }
  }

  /** @param {{ path: string, label?: string }[]} files */
  async function entriesFromFiles(files) {
    return Promise.all(
      files.map(async (file) => {
        const target = inside(root, file.path);
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

  /** @param {string} relative */
  async function mediaFile(relative) {
    const buffer = await readFile(inside(root, relative));
    return {
      id: sha256(buffer),
      content: buffer.toString('base64'),
      encoding: 'base64',
      path: relative,
      name: path.basename(relative),
    };
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
    if (out.slug && LANGS.every((lang) => !String(out.slug[lang] ?? '').trim())) delete out.slug;
    if (isProduct) {
      out.photos = (Array.isArray(out.photos) ? out.photos : [])
        .map((/** @type {unknown} */ photo) =>
          typeof photo === 'string' ? path.posix.basename(photo) : null,
        )
        .filter(Boolean);
    }
    out.previousSlugs = nextPreviousSlugs(before, out);
    if (isProduct) {
      const sectors = nextPreviousSectors(before, out);
      if (sectors) out.previousSectors = sectors;
      else delete out.previousSectors;
    }
    return out;
  }

  /**
   * Checks the content folder as it would be after the save, on a copy of data/ (media/ is read
   * in place, where the new photos already are), and returns the problems of the saved files.
   * @param {Map<string, string>} staged relative path → new text
   */
  async function problemsAfter(staged) {
    if (!validate) return [];
    const scratch = await mkdtemp(path.join(tmpdir(), 'defne-edit-'));
    try {
      await cp(path.join(root, 'data'), path.join(scratch, 'data'), { recursive: true });
      for (const [relative, text] of staged) {
        const target = path.join(scratch, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
      const problems = await validate(path.join(scratch, 'data'), path.join(root, 'media'));
      const touched = [...staged.keys()].map((relative) => relative.replace(/^data\//, ''));
      return problems
        .filter((problem) => touched.includes(problem.file))
        .map((problem) => problem.message);
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
    for (const file of files) {
      const relative = file.newPath ?? file.path;
      inside(root, relative);
      let data;
      try {
        data = JSON.parse(file.raw);
      } catch (error) {
        throw new SaveRefused([
          `${relative}: not valid JSON (${/** @type {Error} */ (error).message})`,
        ]);
      }
      const before = await readJson(file.path);
      const tidied = tidy(relative, data, before);
      staged.set(relative, `${JSON.stringify(tidied, null, 2)}\n`);
      if (relative.startsWith(`${productsDir}/`)) {
        const key = path.posix.basename(relative, '.json');
        for (const asset of assets) {
          media.push({
            target: inside(root, `${mediaOf(key)}/${path.posix.basename(asset.path)}`),
            buffer: Buffer.from(asset.content, asset.encoding),
          });
        }
      }
    }
    const written = [];
    for (const { target, buffer } of media) {
      const existed = await stat(target).then(
        () => true,
        () => false,
      );
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, buffer);
      if (!existed) written.push(target);
    }
    const problems = await problemsAfter(staged);
    if (problems.length) {
      await Promise.all(written.map((target) => unlink(target).catch(() => undefined)));
      throw new SaveRefused(problems);
    }
    for (const file of files) {
      if (file.newPath && file.newPath !== file.path)
        await unlink(inside(root, file.path)).catch(() => undefined);
    }
    for (const [relative, text] of staged) {
      const target = inside(root, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    return { message: 'entry persisted' };
  }

  /**
   * Deleting a product keeps its last addresses in removed.json (they answer with its sector)
   * and takes its photo folder with it.
   * @param {string} relative
   */
  async function deleteFile(relative) {
    const target = inside(root, relative);
    if (relative.startsWith(`${productsDir}/`) && relative.endsWith('.json')) {
      const product = await readJson(relative);
      if (product) {
        const key = path.posix.basename(relative, '.json');
        const removedPath = inside(root, 'data/removed.json');
        const removed = (await readJson('data/removed.json')) ?? [];
        removed.push({
          key,
          sector: product.sector,
          slug: { tr: effectiveSlug(product, 'tr'), en: effectiveSlug(product, 'en') },
          removedOn: now().toISOString().slice(0, 10),
        });
        await writeFile(removedPath, `${JSON.stringify(removed, null, 2)}\n`);
        await rm(inside(root, mediaOf(key)), { recursive: true, force: true });
      }
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
          inside(root, params.folder),
          params.extension ?? '',
          params.depth ?? 1,
        );
        return entriesFromFiles(
          files.map((file) => ({ path: path.relative(root, file).split(path.sep).join('/') })),
        );
      }
      case 'entriesByFiles':
        return entriesFromFiles(params.files ?? []);
      case 'getEntry':
        return (await entriesFromFiles([{ path: params.path }]))[0];
      case 'persistEntry':
        return persistEntry(/** @type {any} */ (params));
      case 'getMedia': {
        const files = await listFiles(inside(root, params.mediaFolder), '', 1);
        return Promise.all(
          files.map((file) => mediaFile(path.relative(root, file).split(path.sep).join('/'))),
        );
      }
      case 'getMediaFile':
        return mediaFile(params.path);
      case 'persistMedia': {
        const asset = /** @type {Asset} */ (params.asset);
        const target = inside(root, asset.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, Buffer.from(asset.content, asset.encoding));
        return mediaFile(asset.path);
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
        throw Object.assign(new Error(`Unknown action ${action}`), { status: 422 });
    }
  }

  return { root, handle, readJson };
}
