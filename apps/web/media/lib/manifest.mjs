// Writes the typed manifest the app reads (media/manifest.generated.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes the manifest formatted like the rest of the repository; leaves an identical file untouched. */
export async function writeManifest(file, { manifest, folders }) {
  const json = (v) => JSON.stringify(v, null, 2);
  const body = `// GENERATED FILE - do not edit by hand, and not committed.
// Made by apps/web/media/generate.mjs (the build's \`media\` step) from @defne/content and its photos.
// Regenerate with: pnpm --filter @defne/web media
import type { MediaManifest } from '@defne/site/config';

export const mediaFolders = ${json(folders)} as const;

export const mediaManifest = ${json(manifest)} satisfies MediaManifest;
`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(body, { ...options, filepath: file });
  const old = await readFile(file, 'utf8').catch(() => null);
  if (old === text) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}
