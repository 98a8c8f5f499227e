// Writes the manifest of the pictures the media step made: JSON (the default, which `defneSite()`
// hands the kit's pages), or a typed module when its name ends in `.ts` (a site that names it in
// its config's `media`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes the manifest, formatted with the site's Prettier when it has one; leaves an identical
 * file untouched (so a watcher sees no change).
 * @param {string} file
 * @param {{ manifest: object, folders: readonly string[] }} result
 */
export async function writeManifest(file, { manifest, folders }) {
  /** @param {unknown} v */
  const json = (v) => JSON.stringify(v, null, 2);
  let text = `${json(manifest)}\n`;
  if (file.endsWith('.ts')) {
    const body = `// GENERATED FILE - do not edit by hand, and not committed.
// Made by \`defne-site media\` (the build's \`media\` step) from the site's content and its photos.
import type { MediaManifest } from '@defne/site/config';

export const mediaFolders = ${json(folders)} as const;

export const mediaManifest = ${json(manifest)} satisfies MediaManifest;
`;
    /** @type {{ format: (text: string, options: object) => Promise<string>, resolveConfig: (file: string) => Promise<object | null> } | null} */
    const prettier = await import('prettier').catch(() => null);
    text = prettier
      ? await prettier.format(body, {
          ...((await prettier.resolveConfig(file)) ?? {}),
          filepath: file,
        })
      : body;
  }
  const old = await readFile(file, 'utf8').catch(() => null);
  if (old === text) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}
