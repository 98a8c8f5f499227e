// Finds what the repository's comments point at: decisions (`D17`), sections of the spec
// (`spec section 5`, `spec §4.2`, `the spec's items (section 2)`) and repository paths
// (`packages/site/app/routes.ts`, `../../scripts/toolchain.mjs`), and says which of them do not resolve.
// Comments are read with TypeScript's own parser, so a `//` inside a string or a regular
// expression is never taken for one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

const SCRIPT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const HASH_COMMENTS = new Set(['.yaml', '.yml', '.sh', '.conf', '.template', '.toml']);
// The check's own folder is left out: its tests hold broken citations on purpose.
const SKIP = [
  /^docs\/check\//,
  /(^|\/)node_modules\//,
  /(^|\/)(dist|build)\//,
  /^pnpm-lock\.yaml$/,
  /\.generated\.ts$/,
];

/** The repository's tracked source files whose comments the check reads. */
export function sourceFiles(root = repoRoot) {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !SKIP.some((re) => re.test(file)))
    .filter((file) => commentSyntax(file, root) !== null);
}

function commentSyntax(file, root) {
  const ext = extname(file);
  if (SCRIPT.has(ext)) return 'script';
  if (ext === '.css') return 'css';
  if (ext === '.html' || ext === '.fixture') return 'html';
  if (HASH_COMMENTS.has(ext) || basename(file) === 'Dockerfile') return 'hash';
  if (ext === '') {
    try {
      if (readFileSync(join(root, file), 'utf8').startsWith('#!')) return 'hash';
    } catch {
      return null;
    }
  }
  return null;
}

/** Every comment of a file, each with the line it starts on (1-based). */
export function comments(file, text) {
  const syntax = commentSyntax(file, repoRoot) ?? 'script';
  const found = [];
  const lineOf = (pos) => text.slice(0, pos).split('\n').length;
  if (syntax === 'script') {
    const kind = file.endsWith('x')
      ? ts.ScriptKind.TSX
      : /\.[mc]?js$/.test(file)
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const seen = new Set();
    const take = (ranges) => {
      for (const range of ranges ?? []) {
        if (seen.has(range.pos)) continue;
        seen.add(range.pos);
        found.push({ line: lineOf(range.pos), text: text.slice(range.pos, range.end) });
      }
    };
    const visit = (node) => {
      take(ts.getLeadingCommentRanges(text, node.getFullStart()));
      take(ts.getTrailingCommentRanges(text, node.getEnd()));
      for (const child of node.getChildren(source)) visit(child);
    };
    take(ts.getLeadingCommentRanges(text, 0));
    visit(source);
  } else if (syntax === 'css' || syntax === 'html') {
    const re = syntax === 'css' ? /\/\*[\s\S]*?\*\//g : /<!--[\s\S]*?-->/g;
    for (const m of text.matchAll(re)) found.push({ line: lineOf(m.index), text: m[0] });
  } else {
    text.split('\n').forEach((line, i) => {
      const m = /(?:^|\s)#(?!!)(.*)$/.exec(line);
      if (m) found.push({ line: i + 1, text: m[1] });
    });
  }
  return found;
}

/** Decision numbers a text cites: D1 … D24. */
export function decisionCitations(text) {
  return [...text.matchAll(/(?<![\w#-])D(\d{1,3})\b(?!-)/g)].map((m) => Number(m[1]));
}

/**
 * Spec sections a text cites: `spec §4`, `spec §4.2`, `spec section 5`, `spec 5 and 8`, or a
 * `(section 2)` / `§9` on a line that speaks of the spec.
 */
export function specCitations(text) {
  const cited = [];
  const NUM = String.raw`\d+(?:\.\d+)*`;
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(new RegExp(String.raw`§\s*(${NUM})`, 'g'))) cited.push(m[1]);
    if (!/\bspec(?:ification)?\b/i.test(line)) continue;
    for (const m of line.matchAll(
      new RegExp(String.raw`\bsections?\s+(${NUM}(?:\s*(?:,|and|&|or)\s*${NUM})*)`, 'gi'),
    )) {
      cited.push(...m[1].split(/\s*(?:,|and|&|or)\s*/));
    }
    const direct = new RegExp(
      String.raw`\bspec(?:ification)?(?:'s)?\s+(${NUM}(?:\s*(?:,|and|&|or)\s*${NUM})*)(?![\w.])(?!\s*(?:ms|s|px|%|kb|mb|seconds?|minutes?)\b)`,
      'gi',
    );
    for (const m of line.matchAll(direct)) cited.push(...m[1].split(/\s*(?:,|and|&|or)\s*/));
  }
  return cited.map((n) => n.replace(/\.$/, ''));
}

const ROOTS = ['apps', 'packages', 'scripts', 'docs', 'patches', '.ci', '.changeset'];
const PATH_RE = new RegExp(
  String.raw`(?<![\w./@:~-])(` +
    // from the repository's root or relative to the file: packages/site/app/routes.ts, ../../scripts
    String.raw`(?:(?:\.\.?/)+|(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/)[\w.@{}*\[\]$<>…-]+(?:/[\w.@{}*\[\]$<>…-]*)*` +
    String.raw`)(?![\w/])`,
  'g',
);

/** Repository paths a comment names, as written. */
export function pathMentions(text) {
  return [...text.matchAll(PATH_RE)]
    .map((m) => (m[1].endsWith('...') ? m[1] : m[1].replace(/[.,:;]+$/, '')))
    .filter((p) => !/^\.\.?\/?$/.test(p));
}

/** The part of a named path that must exist: up to the first wildcard or placeholder. */
export function concretePart(path) {
  const parts = [];
  for (const part of path
    .replace(/(\.\.\.|…)$/, '')
    .replace(/[.,:;)'"`]+$/, '')
    .split('/')) {
    if (/[{}*[\]$<>…]/.test(part) || part === '...') break;
    parts.push(part);
  }
  while (parts.length && parts.at(-1) === '') parts.pop();
  return parts.join('/');
}

const packageRootCache = new Map();
function packageRoot(file, root) {
  let dir = dirname(file);
  while (dir !== '.' && dir !== '') {
    if (!packageRootCache.has(dir))
      packageRootCache.set(dir, existsSync(join(root, dir, 'package.json')));
    if (packageRootCache.get(dir)) return dir;
    dir = dirname(dir);
  }
  return '.';
}

/**
 * Whether a path named in `file` resolves: from the repository's root, from the file's folder or
 * from its package's folder, or is output the build writes (ignored by git).
 */
export function pathResolves(file, path, root = repoRoot) {
  const concrete = concretePart(path);
  if (!concrete || concrete === '.' || concrete === '..') return true;
  // `./x` in a comment is an example of a site's own import (`import site from './site.config'`).
  if (path.startsWith('./')) return true;
  // A file of an installed kit package, as a sister project names it
  // (`../../node_modules/@defne/core/schema/company.schema.json`): the workspace's package of that
  // name must have it.
  const installed = concrete.match(/(?:^|\/)node_modules\/@defne\/([^/]+)\/(.+)$/);
  if (installed) return existsSync(join(root, 'packages', installed[1], installed[2]));
  const bases = [root, join(root, dirname(file)), join(root, packageRoot(file, root))];
  const candidates = bases
    .map((base) => resolve(base, concrete))
    .filter((c) => !relative(root, c).startsWith('..'));
  // A module specifier may leave out its extension or its index file: `../../packages/site/src/vite`.
  const specifier = [
    '',
    '.ts',
    '.tsx',
    '.mts',
    '.mjs',
    '.js',
    '/index.ts',
    '/index.mjs',
    '/index.js',
  ];
  if (candidates.some((c) => specifier.some((ext) => existsSync(c + ext)))) return true;
  return candidates.some((c) => isBuildOutput(relative(root, c), root));
}

const outputPatterns = new Map();
/** Whether git ignores the path (or a folder of ignored files lies under it): build output. */
function isBuildOutput(path, root) {
  for (const candidate of [path, `${path}/`]) {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], {
        cwd: root,
        stdio: 'ignore',
      });
      return true;
    } catch {
      // not ignored as written
    }
  }
  if (!outputPatterns.has(root)) {
    const patterns = [];
    for (const file of execFileSync('git', ['ls-files', '*.gitignore', '.gitignore'], {
      cwd: root,
      encoding: 'utf8',
    }).split('\n')) {
      if (!file) continue;
      for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
        if (line.trim() && !line.startsWith('#') && !line.startsWith('!'))
          patterns.push(join(dirname(file), line.trim().replace(/^\//, '')));
      }
    }
    outputPatterns.set(root, patterns);
  }
  return outputPatterns.get(root).some((pattern) => pattern.startsWith(`${path}/`));
}

/** The decisions written under docs/decisions/: number → file. */
export function decisionFiles(root = repoRoot) {
  const files = new Map();
  for (const name of readdirSync(join(root, 'docs', 'decisions'))) {
    const m = /^D(\d+)-[a-z0-9-]+\.md$/.exec(name);
    if (m) files.set(Number(m[1]), name);
  }
  return files;
}

/** The numbered sections of docs/spec.md: `## 4. …`, `### 4.2 …`. */
export function specSections(root = repoRoot) {
  const text = readFileSync(join(root, 'docs', 'spec.md'), 'utf8');
  return new Set([...text.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]));
}

/** Every citation and named path in the repository's comments, with whether it resolves. */
export function scan(root = repoRoot) {
  const decisions = decisionFiles(root);
  const sections = specSections(root);
  const found = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    // Decisions and sections are cited in comments and in tests' titles alike: read every line.
    text.split('\n').forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      for (const n of decisionCitations(line))
        found.push({ kind: 'decision', where, cited: `D${n}`, ok: decisions.has(n) });
      for (const s of specCitations(line))
        found.push({ kind: 'spec', where, cited: `spec ${s}`, ok: sections.has(s) });
    });
    // Paths only in comments: in code, a path is behaviour, and the code's own tests cover it.
    for (const comment of comments(file, text)) {
      comment.text.split('\n').forEach((line, i) => {
        const where = `${file}:${comment.line + i}`;
        for (const p of pathMentions(line))
          found.push({ kind: 'path', where, cited: p, ok: pathResolves(file, p, root) });
      });
    }
  }
  return found;
}

function guidePages(root) {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'README.md', 'docs/*.md'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
}

/** Repository paths the root README and the pages under docs/ name in code spans, resolved. */
export function markdownPaths(root = repoRoot) {
  const found = [];
  for (const page of guidePages(root)) {
    readFileSync(join(root, page), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const span of line.matchAll(/`([^`]+)`/g)) {
          for (const p of pathMentions(span[1])) {
            found.push({ where: `${page}:${i + 1}`, cited: p, ok: pathResolves(page, p, root) });
          }
        }
      });
  }
  return found;
}

/** Relative links of the root README and the pages under docs/, with whether their target exists. */
export function markdownLinks(root = repoRoot) {
  const pages = guidePages(root);
  const found = [];
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1].split('#')[0];
        if (!target || /^[a-z]+:/i.test(target)) continue;
        found.push({
          where: `${page}:${i + 1}`,
          cited: m[1],
          ok: existsSync(join(root, dirname(page), target)),
        });
      }
    });
  }
  return found;
}
