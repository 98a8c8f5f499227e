// The packages' release notes, read at build time (and on each dev start) from the repository:
// the changesets not released yet (.changeset/*.md) and each package's CHANGELOG.md, which
// `changeset version` writes from them. docs/ReleaseNotes.mdx shows them; nothing is copied by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface PendingChange {
  /** The changeset's file name, without `.md`. */
  id: string;
  /** The packages it bumps, each with its bump. */
  packages: Record<string, 'major' | 'minor' | 'patch'>;
  /** What it says, in Markdown. */
  body: string;
}

export interface ReleaseNotes {
  pending: PendingChange[];
  /** Each package's CHANGELOG.md, the kit's UI first. */
  changelogs: Array<{ name: string; markdown: string }>;
}

/** Splits a changeset into its frontmatter's packages and its text; throws on a malformed one. */
export function parseChangeset(id: string, text: string): PendingChange {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`.changeset/${id}.md: no frontmatter between two "---" lines`);
  const [, frontmatter = '', body = ''] = match;
  const packages: PendingChange['packages'] = {};
  for (const line of frontmatter.split(/\r?\n/).filter((l) => l.trim())) {
    const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
    if (!entry?.[1]) {
      throw new Error(`.changeset/${id}.md: cannot read the frontmatter line "${line}"`);
    }
    packages[entry[1]] = entry[2] as 'major' | 'minor' | 'patch';
  }
  return { id, packages, body: body.trim() };
}

/** The newest changeset first, by the commit that added it (by name outside a git checkout). */
function addedAt(root: string): Map<string, number> {
  const times = new Map<string, number>();
  try {
    const log = execFileSync(
      'git',
      ['log', '--diff-filter=A', '--name-only', '--format=%ct', '--', '.changeset'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let time = 0;
    for (const line of log.split('\n')) {
      if (/^\d+$/.test(line)) time = Number(line);
      else if (line.startsWith('.changeset/') && !times.has(line)) times.set(line, time);
    }
  } catch {
    // Not a git checkout: the order falls back to the file names.
  }
  return times;
}

export function readReleaseNotes(root: string): ReleaseNotes {
  const dir = join(root, '.changeset');
  const times = addedAt(root);
  // A changeset not committed yet is the newest.
  const time = (file: string) => times.get(`.changeset/${file}`) ?? Number.MAX_SAFE_INTEGER;
  const files = existsSync(dir)
    ? readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')
    : [];
  files.sort((a, b) => time(b) - time(a) || a.localeCompare(b));
  const pending = files.map((f) =>
    parseChangeset(f.slice(0, -3), readFileSync(join(dir, f), 'utf8')),
  );
  const packages = readdirSync(join(root, 'packages')).filter((p) =>
    existsSync(join(root, 'packages', p, 'CHANGELOG.md')),
  );
  packages.sort((a, b) => Number(b === 'ui') - Number(a === 'ui') || a.localeCompare(b));
  const changelogs = packages.map((p) => {
    const markdown = readFileSync(join(root, 'packages', p, 'CHANGELOG.md'), 'utf8');
    return { name: `@defne/${p}`, markdown };
  });
  return { pending, changelogs };
}

const id = 'virtual:release-notes';

/** Serves `virtual:release-notes`: the repository's release notes as data. */
export function releaseNotes(root: string): Plugin {
  return {
    name: 'defne-release-notes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      return `export default ${JSON.stringify(readReleaseNotes(root))};`;
    },
  };
}
