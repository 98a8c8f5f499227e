// The scale bench's throwaway copy: the flagship site (apps/web) and its content package
// (packages/content), laid out as in the repository so every relative path in their scripts and
// configs holds, outside the repository. Their node_modules are links to the repository's
// installed packages, except @defne/content, which is the copy's: the kit (packages/*) is used as
// built in the repository, the catalogue and everything made from it are the copy's.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What each step leaves in the copy, removed before every run. The pictures' cache
 * (apps/web/.media-cache) stays: a generated product's drawing depends only on its key, so a
 * second run at the same size encodes nothing (the bench says how many it encoded).
 */
const MADE = [
  'apps/web/build',
  'apps/web/.react-router',
  'apps/web/public/media',
  'packages/content/dist',
  'packages/content/src/generated',
];

/** The repository's tracked files under `dir` (relative to the repository). */
function tracked(repo, dir) {
  return execFileSync('git', ['ls-files', '-z', '--', dir], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** Links every installed package of `from` into `to`, `@defne/content` to the copy's. */
function linkModules(from, to, content) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.bin' || entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(join(from, entry)).map((n) => `${entry}/${n}`)
      : [entry];
    for (const name of names) {
      const dest = join(to, name);
      mkdirSync(dirname(dest), { recursive: true });
      const target = name === '@defne/content' ? content : realpathSync(join(from, name));
      symlinkSync(target, dest, 'dir');
    }
  }
}

/**
 * Makes (or refreshes) the copy in `dir` from the repository at `repo`: the tracked files of the
 * site and the content package and the root files their configs extend; everything a build made
 * the time before is removed, and so are the products of a previous catalogue.
 * @returns {{ site: string, content: string }} the copy's site and content folders
 */
export function makeCopy(repo, dir) {
  const site = join(dir, 'apps/web');
  const content = join(dir, 'packages/content');
  for (const made of MADE) rmSync(join(dir, made), { recursive: true, force: true });
  rmSync(join(content, 'data/products'), { recursive: true, force: true });
  for (const file of [
    ...tracked(repo, 'apps/web'),
    ...tracked(repo, 'packages/content'),
    'tsconfig.base.json',
    'package.json',
  ]) {
    const dest = join(dir, file);
    mkdirSync(dirname(dest), { recursive: true });
    cpSync(join(repo, file), dest);
  }
  for (const [pkg, modules] of [
    [site, join(repo, 'apps/web/node_modules')],
    [content, join(repo, 'packages/content/node_modules')],
  ]) {
    // linked afresh on every run (a copy made from another checkout must use this one's kit); the
    // build's caches in node_modules/.cache stay
    const own = join(pkg, 'node_modules');
    if (existsSync(own))
      for (const entry of readdirSync(own))
        if (entry !== '.cache') rmSync(join(own, entry), { recursive: true, force: true });
    linkModules(modules, own, content);
  }
  return { site, content };
}
