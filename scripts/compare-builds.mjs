#!/usr/bin/env node
// Compares two builds of a site, file by file, to prove a change to the kit changed nothing a
// visitor, a crawler or a server sees: every page's HTML, the sitemap and robots.txt, the route
// manifest, the static hosts' `_headers` and `_redirects`, and nginx's config.
//
//   node scripts/compare-builds.mjs <before>/build <after>/build
//   node scripts/compare-builds.mjs --ref <git-ref> [--app web]
//
// The second form builds <git-ref> in a temporary worktree and compares it with this checkout's
// build of the same app (build it first: `pnpm turbo run build --filter=@defne/<app>`).
//
// A text file is "same" when its bytes are; "same but asset names" when the only differences are
// the content hashes of /assets/ files (a changed chunk: what a page loads changed, not what it
// shows, so it is listed to be read); anything else is "differs", and the exit status is 1.
// nginx's config names the build's absolute folder, which is replaced by <build> on both sides.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ref: { type: 'string' },
    app: { type: 'string', default: 'web' },
    'keep-worktree': { type: 'boolean', default: false },
  },
});

/** Files compared, by their path under the build folder; pages are every .html under client/. */
const SERVED_FILES = [
  'routes.json',
  'client/sitemap.xml',
  'client/robots.txt',
  'client/_headers',
  'client/_redirects',
  'client/site.webmanifest',
  'nginx/nginx.conf',
];

/** @param {string} dir @returns {string[]} paths relative to dir, with forward slashes */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The build's absolute folder, as nginx's config names it (wherever the build was made, even if
 * it was copied since), replaced by `<build>`.
 * @param {string} text @param {string} buildDir
 */
function normalizeFolder(text, buildDir) {
  return text
    .split(resolve(buildDir))
    .join('<build>')
    .replace(/\/[^\s'";]*\/apps\/[\w.-]+\/build(?=\/)/g, '<build>');
}

/** Content-hashed asset names (`/assets/site-DwhlraHc.js`) with the hash taken out. */
function withoutAssetHashes(/** @type {string} */ text) {
  return text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, '$1-#$2');
}

/**
 * @param {string} before build folder
 * @param {string} after build folder
 */
export function compareBuilds(before, after) {
  const pages = [
    ...new Set(
      [...filesUnder(join(before, 'client')), ...filesUnder(join(after, 'client'))]
        .filter((f) => f.endsWith('.html'))
        .map((f) => `client/${f}`),
    ),
  ].sort();
  /** @type {{ file: string; verdict: 'same' | 'same but asset names' | 'differs' | 'only before' | 'only after'; line?: string }[]} */
  const rows = [];
  for (const file of [...SERVED_FILES, ...pages]) {
    const a = join(before, file);
    const b = join(after, file);
    if (!existsSync(a) && !existsSync(b)) continue;
    if (!existsSync(b)) {
      rows.push({ file, verdict: 'only before' });
      continue;
    }
    if (!existsSync(a)) {
      rows.push({ file, verdict: 'only after' });
      continue;
    }
    const textA = normalizeFolder(readFileSync(a, 'utf8'), before);
    const textB = normalizeFolder(readFileSync(b, 'utf8'), after);
    if (textA === textB) rows.push({ file, verdict: 'same' });
    else if (withoutAssetHashes(textA) === withoutAssetHashes(textB))
      rows.push({ file, verdict: 'same but asset names' });
    else
      rows.push({
        file,
        verdict: 'differs',
        line: firstDifference(withoutAssetHashes(textA), withoutAssetHashes(textB)),
      });
  }
  return rows;
}

/** Where two texts first part, with a little of each side. */
function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 40);
  return `at character ${i}: before «${a.slice(from, i + 80)}» after «${b.slice(from, i + 80)}»`;
}

/** Builds `ref` of the repository in a temporary worktree; returns the app's build folder. */
function buildRef(/** @type {string} */ ref, /** @type {string} */ app) {
  const dir = mkdtempSync(join(tmpdir(), 'defne-compare-'));
  console.log(`Building ${ref} in ${dir} …`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'inherit' });
  const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
    execFileSync(cmd, args, { cwd: dir, stdio: 'inherit' });
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
  run('pnpm', ['turbo', 'run', 'build', `--filter=@defne/${app}`]);
  return { dir, build: join(dir, 'apps', app, 'build') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {string} */
  let before;
  /** @type {string} */
  let after;
  /** @type {string | undefined} */
  let worktree;
  if (values.ref) {
    const built = buildRef(values.ref, values.app ?? 'web');
    worktree = built.dir;
    before = built.build;
    after = join(root, 'apps', values.app ?? 'web', 'build');
  } else if (positionals.length === 2) {
    [before, after] = /** @type {[string, string]} */ (positionals);
  } else {
    console.error(
      'usage: node scripts/compare-builds.mjs <before-build> <after-build>\n' +
        '       node scripts/compare-builds.mjs --ref <git-ref> [--app web]',
    );
    process.exit(2);
  }
  try {
    const rows = compareBuilds(resolve(before), resolve(after));
    const count = (/** @type {string} */ verdict) => rows.filter((r) => r.verdict === verdict);
    for (const row of rows.filter((r) => r.verdict !== 'same'))
      console.log(`${row.verdict.padEnd(22)} ${row.file}${row.line ? `\n    ${row.line}` : ''}`);
    const bad = [...count('differs'), ...count('only before'), ...count('only after')];
    console.log(
      `\n${rows.length} files compared: ${count('same').length} same, ` +
        `${count('same but asset names').length} same but asset names, ${bad.length} different.`,
    );
    process.exitCode = bad.length ? 1 : 0;
  } finally {
    if (worktree && !values['keep-worktree']) {
      execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root });
      rmSync(worktree, { recursive: true, force: true });
    }
  }
}
