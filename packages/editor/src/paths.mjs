// Where the editor may read, write and delete (docs/decisions D21): JSON files under `data/` and
// pictures (and product documents) under `media/` of the content folder, nothing else. A path
// from a request is checked by its words (no `..`, no hidden or odd names, a known extension) and
// then by where it really is once symbolic links are followed, so a link inside the folder cannot
// lead a write out of it. An uploaded file is checked by its bytes, never by its name.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { contentLimits } from '@defne/core/schema';
import { imageSize } from 'image-size';

/** A file or folder name the editor accepts: letters, digits, `-`, `_` and a dot before the extension. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
/** An entry's key (its file name without `.json`): the same rule as the content schema's ids. */
export const KEY = /^[a-zA-Z0-9][a-zA-Z0-9-]*$/;

/** The picture kinds the site's picture step reads, by what their bytes say. */
export const PICTURE_TYPES = /** @type {const} */ (['jpg', 'png', 'webp', 'avif']);
const PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/**
 * Limits of an uploaded photo. 15 MB is over what a phone or camera writes for a JPEG at full
 * size (5 to 12 MB), and 6,000 px per side covers a 36-megapixel camera; the site shows a photo at
 * 1,600 px at most, so anything larger only slows the build and fills the repository.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 6000;
/** A product document (a PDF data sheet): the content check's own limit. */
export const DOCUMENT_MAX_BYTES = contentLimits.DOCUMENT_MAX_BYTES;

export class PathRefused extends Error {
  /** @param {string} relative @param {string} code */
  constructor(relative, code) {
    super(`${code}: ${relative}`);
    this.relative = relative;
    this.code = code;
    this.status = 403;
  }
}

/**
 * @param {string} contentDir the content folder (holds data/ and media/)
 */
export function createPaths(contentDir) {
  const root = path.resolve(contentDir);
  /** @type {Promise<string> | null} */
  let realRoot = null;

  /**
   * The checked words of a path: `data/…/x.json` or `media/…/x.jpg`.
   * @param {unknown} relative
   * @param {{ folder?: boolean }} [options] a folder (no extension) rather than a file
   */
  function words(relative, { folder = false } = {}) {
    if (typeof relative !== 'string' || relative.length === 0 || relative.length > 300)
      throw new PathRefused(String(relative), 'path');
    const trimmed = relative.replace(/^\/+/, '').replace(/\/+$/, '');
    const parts = trimmed.split('/');
    const [area] = parts;
    if (area !== 'data' && area !== 'media') throw new PathRefused(relative, 'area');
    for (const part of parts) {
      if (part === '..' || part === '.' || part === '') throw new PathRefused(relative, 'path');
      if (!SEGMENT.test(part)) throw new PathRefused(relative, 'name');
    }
    if (!folder) {
      if (parts.length < 2) throw new PathRefused(relative, 'name');
      const extension = path.extname(trimmed).toLowerCase();
      const allowed = area === 'data' ? ['.json'] : [...PICTURE_EXTENSIONS, '.pdf'];
      if (!allowed.includes(extension)) throw new PathRefused(relative, 'kind');
    }
    return { trimmed, area, parts };
  }

  /**
   * The absolute place of a checked path, after following every symbolic link on the way: it
   * must stay inside the real `data/` or `media/` folder. The file itself may not exist yet.
   * @param {unknown} relative
   * @param {{ folder?: boolean }} [options]
   */
  async function resolve(relative, options = {}) {
    const { trimmed, area } = words(relative, options);
    realRoot ??= realpath(root);
    const areaReal = await realpath(path.join(await realRoot, area)).catch(() => null);
    const areaExpected = path.join(await realRoot, area);
    // data/ and media/ themselves must be real folders of the content folder, not links.
    if (areaReal !== null && areaReal !== areaExpected) throw new PathRefused(trimmed, 'link');
    const target = path.join(root, trimmed);
    // The longest part of the path that exists, resolved; the rest is created below it.
    let existing = target;
    const rest = [];
    for (;;) {
      const info = await lstat(existing).catch(() => null);
      if (info) {
        if (info.isSymbolicLink()) throw new PathRefused(trimmed, 'link');
        break;
      }
      rest.unshift(path.basename(existing));
      const parent = path.dirname(existing);
      if (parent === existing) throw new PathRefused(trimmed, 'path');
      existing = parent;
    }
    const real = path.join(await realpath(existing), ...rest);
    if (!real.startsWith(areaExpected + path.sep) && !(options.folder && real === areaExpected))
      throw new PathRefused(trimmed, 'outside');
    // Every folder on the way inside the area must be a real folder, not a link.
    let step = path.dirname(target);
    while (step.startsWith(path.join(root, area) + path.sep)) {
      const info = await lstat(step).catch(() => null);
      if (info?.isSymbolicLink()) throw new PathRefused(trimmed, 'link');
      step = path.dirname(step);
    }
    return real;
  }

  return { root, words, resolve };
}

/**
 * What an uploaded file's bytes are, for the place it goes to: a picture of an allowed kind
 * within the limits, or a PDF. Returns the problem's code and figures, or null when it is fine.
 * @param {string} relative where it goes, e.g. `media/products/felt/1.jpg`
 * @param {Buffer} bytes
 * @returns {{ code: string, size?: number, width?: number, height?: number } | null}
 */
export function fileProblem(relative, bytes) {
  const extension = path.extname(relative).toLowerCase();
  if (extension === '.pdf') {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { code: 'notPdf' };
    if (bytes.length > DOCUMENT_MAX_BYTES) return { code: 'documentTooLarge', size: bytes.length };
    return null;
  }
  let info;
  try {
    info = imageSize(bytes);
  } catch {
    return { code: 'notPicture' };
  }
  if (!(/** @type {readonly string[]} */ (PICTURE_TYPES).includes(String(info.type))))
    return { code: 'notPicture' };
  const width = info.width ?? 0;
  const height = info.height ?? 0;
  if (bytes.length > PHOTO_MAX_BYTES)
    return { code: 'photoTooLarge', size: bytes.length, width, height };
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE)
    return { code: 'photoTooWide', size: bytes.length, width, height };
  return null;
}
