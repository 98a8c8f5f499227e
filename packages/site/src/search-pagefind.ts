// The product search's index (D25, D23): Pagefind's, one folder per language, written from the
// catalogue's data (no built HTML is scanned). Pagefind splits it into chunks by word and loads
// only the chunks and results a query needs. Texts are folded before they are indexed, and the
// search page folds a query the same way (`foldSearchQuery`), so Turkish and German letters are
// optional; no stemmer runs (the index's language is none Pagefind knows), so every word of a
// query must begin a word of the product's texts, as the sector search's rule has it.
import { createHash } from 'node:crypto';
import { foldSearchText, type Lang } from '@defne/core';
import { SEARCH_FIELDS, type SearchIndex } from '@defne/core/search';

/** The files of one language's index: their paths inside its folder, and their bytes. */
export interface SearchIndexFiles {
  /** `pagefind-{lang}-{hash}`: a new index gets a new folder, so its files are cached for good. */
  folder: string;
  files: Map<string, Uint8Array>;
}

/** The language Pagefind is given: none it stems, so a word is matched by its start alone. */
const NO_STEMMING = 'und';

/** What Pagefind writes that the search page does not load: its UIs, its worker and their styles. */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight|worker)\.|^playground\//;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A product as Pagefind reads it: each field's folded words in a paragraph weighted by the field
 * (`SEARCH_FIELDS`), and what a result shows, as written, in its metadata.
 */
export function searchDocument(entry: SearchIndex['entries'][number], lang: Lang): string {
  const meta = (['name', 'sector', 'supplier', 'description'] as const)
    .filter((key) => entry[key])
    .map(
      (key) =>
        `<span data-pagefind-meta="${key === 'name' ? 'title' : key}[data-value]" data-value="${escapeHtml(entry[key]!)}"></span>`,
    )
    .join('');
  const fields = SEARCH_FIELDS.filter(([field]) => entry[field])
    .map(
      ([field, weight]) =>
        `<p data-pagefind-weight="${weight}">${escapeHtml(foldSearchText(entry[field]!, lang))}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="${NO_STEMMING}"><body>${meta}${fields}</body></html>`;
}

/** Pagefind's index of one language's entries: its files in memory, in a folder named by their hash. */
export async function pagefindIndex(index: SearchIndex): Promise<SearchIndexFiles> {
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({ forceLanguage: NO_STEMMING });
  if (!created.index)
    throw new Error(`Pagefind could not start the search index: ${created.errors.join('; ')}`);
  try {
    for (const entry of index.entries) {
      const added = await created.index.addHTMLFile({
        url: entry.href,
        content: searchDocument(entry, index.lang),
      });
      if (added.errors.length)
        throw new Error(
          `Pagefind could not index ${entry.href}: ${added.errors.join('; ')} (the search index of "${index.lang}")`,
        );
    }
    const written = await created.index.getFiles();
    if (written.errors.length)
      throw new Error(`Pagefind could not write the search index: ${written.errors.join('; ')}`);
    const files = new Map<string, Uint8Array>();
    const hash = createHash('sha256');
    for (const { path, content } of [...written.files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
      if (UNUSED.test(path)) continue;
      files.set(path, content);
      hash.update(path).update(content);
    }
    return { folder: `pagefind-${index.lang}-${hash.digest('hex').slice(0, 10)}`, files };
  } finally {
    await created.index.deleteIndex();
  }
}

/** Stops Pagefind's indexer, a process of its own that runs until it is closed. */
export async function closePagefind(): Promise<void> {
  await (await import('pagefind')).close();
}
