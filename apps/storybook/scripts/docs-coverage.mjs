// Which components of packages/ui have no Docs page in a built Storybook's index.json, and which
// stories leave a required content prop without a sample in their args.
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

/**
 * A story as the preview prepares it: its initial args, and its argTypes, which the docgen fills
 * from the component's props (`type.required`, `type.name`).
 * @typedef {{ id: string; title: string; name: string; initialArgs: Record<string, unknown>; argTypes: Record<string, { type?: { name?: string; required?: boolean }; control?: unknown }> }} PreparedStory
 */

/**
 * The content props a story leaves without a sample: every required prop of its component that is
 * not a function and has no value in the story's initial args. Such a prop shows "Set object" (or an
 * empty field) in Controls and the Docs props table, so a designer can neither see nor edit it.
 * A prop whose control the story turns off (`argTypes: { currentPath: { control: false } }`) is
 * one the story's own state drives, not a sample, and is left out.
 * @param {PreparedStory[]} stories
 * @returns {string[]} `Title › Story: prop` per missing sample
 */
export function missingSamples(stories) {
  return stories.flatMap((story) =>
    Object.entries(story.argTypes)
      .filter(
        ([name, argType]) =>
          argType.type?.required === true &&
          argType.type.name !== 'function' &&
          !controlOff(argType.control) &&
          story.initialArgs[name] === undefined,
      )
      .map(([name]) => `${story.title} › ${story.name}: ${name}`),
  );
}

/** Storybook stores `control: false` as `{ disable: true }`. @param {unknown} control */
function controlOff(control) {
  return (
    control === false ||
    (typeof control === 'object' && control !== null && 'disable' in control && !!control.disable)
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
