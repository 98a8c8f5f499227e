// Which components of packages/ui have no Docs page in a built Storybook's index.json.
// A component is a PascalCase folder of packages/ui/src with an index.ts (what the package
// exports); its Docs page is a `docs` entry whose importPath lies in that folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ id: string; type: 'story' | 'docs'; title: string; name: string; importPath: string; tags?: string[] }} IndexEntry */
/** @typedef {{ entries: Record<string, IndexEntry> }} StoryIndex */

const uiSrc = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));

/** Names of the component folders of packages/ui/src. */
/** @param {string} [src] */
export function uiComponents(src = uiSrc) {
  return readdirSync(src, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && /^[A-Z]/.test(d.name) && existsSync(join(src, d.name, 'index.ts')),
    )
    .map((d) => d.name)
    .sort();
}

/**
 * Components among `components` without a docs entry in `index` (a parsed index.json).
 * @param {StoryIndex} index
 * @param {string[]} components
 */
export function missingDocs(index, components) {
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  return components.filter(
    (name) => !docs.some((entry) => entry.importPath.includes(`/packages/ui/src/${name}/`)),
  );
}

/** @returns {StoryIndex} */
export function readIndex() {
  const file = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const components = uiComponents();
  const missing = missingDocs(readIndex(), components);
  if (missing.length > 0) {
    console.error(`No Docs page for: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`Docs pages: ${components.length} of ${components.length} components`);
}
