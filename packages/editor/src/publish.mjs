// "Yayınla · Publish" for people who do not use git: what changed in the content folder since the
// last version (git status of data/ and media/ only, told by names), and one action that checks
// the whole content, commits the changed content files and nothing else (JSON under data/,
// pictures and PDFs under media/ whose bytes say so), takes in what others published meanwhile and
// pushes the editor's own commits; a branch holding a developer's unpushed commits is not pushed
// (docs/decisions D21).
// Taking in is a rebase done in git's object store: the editor's own commits are replayed on the
// fetched branch, each content file joined field by field (`merge.mjs`, D19: entries are data),
// and only then does the work tree follow (`reset --keep`, which never overwrites unsaved work).
// git runs with fixed arguments and `--` before paths: no user input reaches a command line as an
// option. Its output goes to the terminal's log; the screen gets plain messages (`messages.mjs`).
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { valueAt, mergeJson } from './merge.mjs';
import { entryName, publishMessage, publishPageTexts, tellProblem } from './messages.mjs';
import { createPaths, fileProblem } from './paths.mjs';

const PATHS = ['data', 'media'];
/** The line the editor writes at the end of its commits: how it knows its own. */
const OWN_TRAILER = 'Defne-Edit: publish';
const OWN_MARK = /^Defne-Edit: publish$/m;
/** What every commit of the editor said before the trailer (a version left behind by one). */
const EARLIER_MARK = /^Published from the site editor\.$/m;

/**
 * git with fixed arguments in `cwd`; never asks for a password on the terminal, answers in
 * English whatever the computer's language (its output is only logged and classified).
 * @param {string} cwd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, input?: string }} [options]
 * @returns {Promise<string>}
 */
function gitAt(cwd, args, { env = {}, input = '' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: {
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_LITERAL_PATHSPECS: '1',
        LC_ALL: 'C',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 120_000,
    });
    /** @type {Buffer[]} */
    const out = [];
    let err = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          Object.assign(new Error(`git ${args[0]} exited with ${code}`), { stderr: err, code }),
        );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/**
 * A value as the conflict screen shows it: a text as it is, a list one item a line, a group of
 * fields one `name: value` a line.
 * @param {unknown} value
 * @returns {string | null}
 */
function display(value) {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => display(item) ?? '').join('\n');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${display(item) ?? ''}`)
      .join('\n');
  return String(value);
}

/** @typedef {{ tr: string, en: string }} Localized */
/** @typedef {{ mode: string, sha: string }} Blob */
/** @typedef {{ take: 'mine' | 'theirs' } | { take: 'text', text: string }} Choice */
/**
 * @typedef {object} ConflictView a field both people changed, as the publish page shows it
 * @property {string} id what a choice for it is sent with
 * @property {'text' | 'value' | 'entry' | 'file'} kind a text, another value (a list, a number),
 *   a whole entry removed on one side, a photo or document replaced on both
 * @property {string} file path inside the content folder
 * @property {Localized} entry
 * @property {Localized} field
 * @property {string | null} language the content language of a text, if it is one language's
 * @property {string | Localized | null} mine
 * @property {string | Localized | null} theirs
 * @property {boolean} mineRemoved
 * @property {boolean} theirsRemoved
 * @property {boolean} editable
 * @property {{ name: string, date: string } | null} by who published the other text, and when
 */
/**
 * @typedef {| { ok: true, commit: string, message: string, pushed: boolean, upstream: string, changes: Change[], left: string[], sent: number, notices: Localized[] }
 *   | { ok: false, reason: 'nothing' | 'invalid' | 'staged' | 'unpushed' | 'commit' | 'offline' | 'refused' | 'busy' | 'blocked', problems: Localized[], commit?: string, merged?: boolean }
 *   | { ok: false, reason: 'conflict', problems: Localized[], commit: string, against: string, conflicts: ConflictView[] }} PublishResult
 */
/**
 * @typedef {object} Change
 * @property {'added' | 'changed' | 'removed'} status
 * @property {'product' | 'sector' | 'supplier' | 'page' | 'company' | 'removed-list' | 'photo' | 'file'} kind
 * @property {string} file path inside the content folder
 * @property {Localized} name what a person calls it
 */

const KIND = /** @type {Record<string, Change['kind']>} */ ({
  products: 'product',
  sectors: 'sector',
  suppliers: 'supplier',
  pages: 'page',
});
const KIND_NAME = {
  product: { tr: 'ürün', en: 'product' },
  sector: { tr: 'sektör', en: 'sector' },
  supplier: { tr: 'tedarikçi', en: 'supplier' },
  page: { tr: 'sayfa metni', en: 'page text' },
  company: { tr: 'şirket bilgileri', en: 'company facts' },
  'removed-list': { tr: 'kaldırılan ürünler listesi', en: 'list of removed products' },
  photo: { tr: 'fotoğraf', en: 'photo' },
  file: { tr: 'dosya', en: 'file' },
};
const VERB = {
  added: { tr: 'eklendi', en: 'add' },
  changed: { tr: 'değişti', en: 'update' },
  removed: { tr: 'silindi', en: 'remove' },
};

/**
 * @param {object} options
 * @param {string} options.contentDir the content folder (holds data/ and media/), inside a git work tree
 * @param {(dataDir: string, mediaDir: string) => Promise<{ file: string, message: string, problem?: string }[]>} options.validate
 * @param {Map<string, Localized>} [options.labels] the schema's field labels, for the messages
 * @param {readonly string[]} [options.languages] the site's content language codes, which the
 *   messages name (default: the kit's)
 * @param {Record<string, any>} [options.jsonSchemas] the content's JSON Schemas, whose labels name
 *   a field both people changed
 */
export function createPublisher({
  contentDir,
  validate,
  labels = new Map(),
  languages,
  jsonSchemas,
}) {
  const root = path.resolve(contentDir);
  const paths = createPaths(root);

  /**
   * Whether a changed file is content the editor writes: its name and place, then its bytes.
   * @param {string} file content-relative
   * @param {Change['status']} status
   */
  async function isContent(file, status) {
    try {
      const real = await paths.resolve(file);
      if (status === 'removed' || file.startsWith('data/')) return true;
      return fileProblem(file, await readFile(real)) === null;
    } catch {
      return false;
    }
  }
  /** @param {string[]} args */
  const git = (...args) => gitAt(root, args);

  /**
   * @param {string} file content-relative
   * @param {Change['status']} status
   * @returns {Promise<Localized | null>}
   */
  async function nameOf(file, status) {
    const text =
      status === 'removed'
        ? await git('show', `HEAD:./${file}`).catch(() => null)
        : await readFile(path.join(root, file), 'utf8').catch(() => null);
    try {
      const data = text ? JSON.parse(text) : null;
      const name = data?.name ?? data?.title;
      if (typeof name === 'string') return { tr: name, en: name };
      if (name && typeof name === 'object') {
        // In the editor's language when the site writes it, else in the first it has.
        const first = String(Object.values(name).find((v) => typeof v === 'string') ?? '');
        if (first) return { tr: String(name.tr ?? first), en: String(name.en ?? first) };
      }
    } catch {
      /* not JSON: named by its key */
    }
    return null;
  }

  /** @returns {Promise<Change[]>} */
  async function changes() {
    return (await allChanges()).filter((c) => c.kind !== 'other');
  }

  /** Changed files under data/ and media/ that are not content the editor writes. */
  async function others() {
    return (await allChanges()).filter((c) => c.kind === 'other').map((c) => c.file);
  }

  /** @returns {Promise<(Change | { kind: 'other', status: Change['status'], file: string, name: Localized })[]>} */
  async function allChanges() {
    const out = await git(
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--',
      ...PATHS,
    );
    const prefix = (await git('rev-parse', '--show-prefix')).trim();
    /** @type {Change[]} */
    const list = [];
    const entries = out.split('\0').filter(Boolean);
    for (let i = 0; i < entries.length; i++) {
      const entry = /** @type {string} */ (entries[i]);
      const code = entry.slice(0, 2);
      let file = entry.slice(3);
      if (code.includes('R') || code.includes('C')) i++; // -z: the old path follows
      file = file.startsWith(prefix) ? file.slice(prefix.length) : file;
      /** @type {Change['status']} */
      const status =
        code === '??' || code.includes('A') ? 'added' : code.includes('D') ? 'removed' : 'changed';
      if (!(await isContent(file, status))) {
        list.push(
          /** @type {any} */ ({ status, kind: 'other', file, name: { tr: file, en: file } }),
        );
        continue;
      }
      const parts = file.split('/');
      /** @type {Change['kind']} */
      let kind = 'file';
      let key = path.basename(file, path.extname(file));
      /** @type {Localized | null} */
      let name = null;
      if (parts[0] === 'data') {
        if (parts.length === 3 && KIND[parts[1] ?? '']) kind = KIND[parts[1] ?? ''] ?? 'file';
        else if (file === 'data/company.json') kind = 'company';
        else if (file === 'data/removed.json') kind = 'removed-list';
        if (kind !== 'file' && kind !== 'company' && kind !== 'removed-list')
          name = await nameOf(file, status);
      } else if (parts[0] === 'media' && parts[1] === 'products' && parts.length === 4) {
        kind = 'photo';
        const owner = await nameOf(`data/products/${parts[2]}.json`, 'changed');
        const photoFile = path.basename(file);
        key = `${parts[2]} ${photoFile}`;
        name = owner
          ? { tr: `${owner.tr} (${photoFile})`, en: `${owner.en} (${photoFile})` }
          : null;
      }
      if (kind === 'company' || kind === 'removed-list') name = KIND_NAME[kind];
      list.push({ status, kind, file, name: name ?? { tr: key, en: key } });
    }
    return /** @type {any} */ (list);
  }

  /** @param {Change[]} list */
  function messageOf(list) {
    const parts = list
      .map((c) =>
        c.kind === 'removed-list'
          ? null
          : `${VERB[c.status].en} ${KIND_NAME[c.kind].en} "${c.name.en}"`,
      )
      .filter(Boolean);
    const head = `content: ${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ` and ${parts.length - 3} more` : ''}`;
    const body = list.map((c) => `- ${c.status} ${c.file}`).join('\n');
    return `${head.length > 200 ? `${head.slice(0, 197)}...` : head}\n\nPublished from the site editor.\n\n${body}\n\n${OWN_TRAILER}\n`;
  }

  /** Files staged outside data/ and media/ of the content folder (repository-relative). */
  async function otherStaged() {
    const prefix = (await git('rev-parse', '--show-prefix')).trim();
    const staged = (await git('diff', '--cached', '--name-only', '-z')).split('\0').filter(Boolean);
    return staged.filter((f) => !PATHS.some((p) => f.startsWith(`${prefix}${p}/`)));
  }

  async function upstream() {
    return (
      await git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}').catch(() => '')
    ).trim();
  }

  /** The repository's top folder and where the content's folders are in it. */
  async function where() {
    const top = (await git('rev-parse', '--show-toplevel')).trim();
    const prefix = (await git('rev-parse', '--show-prefix')).trim();
    return { top, prefix, content: PATHS.map((p) => `${prefix}${p}/`) };
  }

  /**
   * The commits HEAD holds that `since` does not, oldest first, each told the editor's own or
   * not: own is a commit with one parent, the editor's mark in its message (or the line every
   * earlier version of the editor wrote) and files under the content's data/ and media/ alone.
   * @param {string} since
   */
  async function aheadOf(since) {
    const { top, content } = await where();
    const log = await git(
      'log',
      '--reverse',
      '--format=%H%x00%h%x00%P%x00%B%x1e',
      `${since}..HEAD`,
    );
    const commits = [];
    for (const record of log.split('\x1e')) {
      const [sha = '', short = '', parents = '', body = ''] = record.replace(/^\n/, '').split('\0');
      if (!sha) continue;
      const files =
        parents.trim() && parents.trim().split(' ').length === 1
          ? await changedFiles(top, `${sha}^`, sha)
          : /** @type {string[]} */ ([]);
      const own =
        files.length > 0 &&
        files.every((f) => content.some((c) => f.startsWith(c))) &&
        (OWN_MARK.test(body) || EARLIER_MARK.test(body));
      commits.push({ sha, short, own, files });
    }
    return commits;
  }

  /**
   * Content files that differ between two versions (repository-relative).
   * @param {string} top
   * @param {string} from
   * @param {string} to
   */
  async function changedFiles(top, from, to) {
    const { prefix } = await where();
    const out = await gitAt(top, [
      'diff-tree',
      '-r',
      '-z',
      '--no-renames',
      '--name-only',
      from,
      to,
      '--',
      ...PATHS.map((p) => `${prefix}${p}`),
    ]);
    return out.split('\0').filter(Boolean);
  }

  /**
   * Mode and blob of each of `files` in a version.
   * @param {string} top
   * @param {string | null} rev
   * @param {string[]} files
   * @returns {Promise<Map<string, Blob>>}
   */
  async function entriesOf(top, rev, files) {
    /** @type {Map<string, Blob>} */
    const map = new Map();
    if (!rev || !files.length) return map;
    const out = await gitAt(top, ['ls-tree', '-r', '-z', rev, '--', ...files]);
    for (const line of out.split('\0').filter(Boolean)) {
      const tab = line.indexOf('\t');
      const [mode = '100644', , sha = ''] = line.slice(0, tab).split(' ');
      map.set(line.slice(tab + 1), { mode, sha });
    }
    return map;
  }

  /**
   * One file both sides may have changed: the version to keep, and the fields both changed.
   * @param {string} top
   * @param {string} file
   * @param {Blob | undefined} base
   * @param {Blob | undefined} mine
   * @param {Blob | undefined} theirs
   * @param {(conflict: import('./merge.mjs').FieldConflict) => { value: unknown } | undefined} decide
   * @returns {Promise<{ blob: Blob | null, conflicts: import('./merge.mjs').FieldConflict[] }>}
   */
  async function joinFile(top, file, base, mine, theirs, decide) {
    if (theirs?.sha === base?.sha || mine?.sha === theirs?.sha)
      return { blob: mine ?? null, conflicts: [] };
    if (mine?.sha === base?.sha) return { blob: theirs ?? null, conflicts: [] };
    const mode = (mine ?? theirs ?? base)?.mode ?? '100644';
    if (file.endsWith('.json')) {
      /** @type {unknown[] | null} */
      let parsed = null;
      try {
        parsed = await Promise.all(
          [base, mine, theirs].map(async (b) =>
            b ? JSON.parse(await gitAt(top, ['cat-file', 'blob', b.sha])) : undefined,
          ),
        );
      } catch {
        parsed = null; // not JSON on one side: one file or the other, as with a photo
      }
      if (parsed) {
        const { value, conflicts } = mergeJson(parsed[0], parsed[1], parsed[2], decide);
        if (value === undefined) return { blob: null, conflicts };
        const sha = (
          await gitAt(top, ['hash-object', '-w', '--stdin'], {
            input: `${JSON.stringify(value, null, 2)}\n`,
          })
        ).trim();
        return { blob: { mode, sha }, conflicts };
      }
    }
    // A photo or document replaced on both sides (or removed on one): one of the two stays.
    /** @type {import('./merge.mjs').FieldConflict} */
    const conflict = { path: [], base: base?.sha, mine: mine?.sha, theirs: theirs?.sha };
    const decided = decide(conflict);
    const sha = decided ? decided.value : mine?.sha;
    return {
      blob: typeof sha === 'string' ? { mode, sha } : null,
      conflicts: [conflict],
    };
  }

  /**
   * A version's tree with some files replaced or removed, written through a temporary index (the
   * work tree and the real index are not touched).
   * @param {string} top
   * @param {string} rev
   * @param {{ file: string, blob: Blob | null }[]} updates
   */
  async function treeWith(top, rev, updates) {
    const index = path.join(tmpdir(), `defne-edit-index-${randomUUID()}`);
    const env = { GIT_INDEX_FILE: index };
    const zero = '0'.repeat((await gitAt(top, ['rev-parse', rev])).trim().length);
    try {
      await gitAt(top, ['read-tree', rev], { env });
      const info = updates
        .map(({ file, blob }) =>
          blob ? `${blob.mode} ${blob.sha}\t${file}` : `0 ${zero}\t${file}`,
        )
        .join('\0');
      if (info)
        await gitAt(top, ['update-index', '-z', '--index-info'], { env, input: `${info}\0` });
      return (await gitAt(top, ['write-tree'], { env })).trim();
    } finally {
      await rm(index, { force: true });
    }
  }

  /**
   * @param {string} file repository-relative
   * @param {import('./merge.mjs').FieldConflict} conflict
   */
  const conflictId = (file, conflict) =>
    createHash('sha256')
      .update(JSON.stringify([file, conflict.path, conflict.mine ?? null, conflict.theirs ?? null]))
      .digest('hex')
      .slice(0, 16);

  /**
   * What the staff member chose for a conflict, as the value to keep.
   * @param {import('./merge.mjs').FieldConflict} conflict
   * @param {Choice | undefined} choice
   * @returns {{ value: unknown } | undefined}
   */
  function chosen(conflict, choice) {
    if (choice?.take === 'mine') return { value: conflict.mine };
    if (choice?.take === 'theirs') return { value: conflict.theirs };
    if (
      choice?.take === 'text' &&
      typeof choice.text === 'string' &&
      choice.text.trim() !== '' &&
      editable(conflict)
    )
      return { value: choice.text };
    return undefined;
  }

  /** @param {import('./merge.mjs').FieldConflict} conflict */
  const editable = (conflict) =>
    conflict.path.length > 0 &&
    typeof conflict.mine === 'string' &&
    typeof conflict.theirs === 'string';

  /**
   * Everything this computer's own commits changed since they left `upstreamSha`'s line, joined
   * with what was published meanwhile, field by field: the tree both together make, and the
   * fields both changed that `choices` does not settle.
   * @param {string} top
   * @param {string} head
   * @param {string} upstreamSha
   * @param {Record<string, Choice>} choices
   */
  async function joinAll(top, head, upstreamSha, choices) {
    const base = (await gitAt(top, ['merge-base', head, upstreamSha])).trim();
    const files = await changedFiles(top, base, head);
    const [B, M, T] = /** @type {[Map<string, Blob>, Map<string, Blob>, Map<string, Blob>]} */ (
      await Promise.all([base, head, upstreamSha].map((rev) => entriesOf(top, rev, files)))
    );
    /** @type {{ file: string, blob: Blob | null }[]} */
    const updates = [];
    /** @type {{ file: string, id: string, conflict: import('./merge.mjs').FieldConflict }[]} */
    const open = [];
    for (const file of files) {
      const { blob } = await joinFile(top, file, B.get(file), M.get(file), T.get(file), (c) => {
        const id = conflictId(file, c);
        const decided = chosen(c, choices[id]);
        if (!decided) open.push({ file, id, conflict: c });
        return decided;
      });
      updates.push({ file, blob });
    }
    return { tree: await treeWith(top, upstreamSha, updates), open };
  }

  /**
   * The editor's own commits replayed, one by one, on what was published (a rebase that never
   * touches the work tree): each keeps its message and author; a field both changed takes the
   * value the whole join settled on, and the last commit's tree is that join's.
   * @param {string} top
   * @param {string} head
   * @param {string} upstreamSha
   * @param {string} finalTree
   */
  async function replay(top, head, upstreamSha, finalTree) {
    const commits = (await gitAt(top, ['rev-list', '--reverse', `${upstreamSha}..${head}`]))
      .split('\n')
      .filter(Boolean);
    let onto = upstreamSha;
    for (const [i, sha] of commits.entries()) {
      let tree = finalTree;
      if (i < commits.length - 1) {
        const files = await changedFiles(top, `${sha}^`, sha);
        const [B, M, T, F] =
          /** @type {[Map<string, Blob>, Map<string, Blob>, Map<string, Blob>, Map<string, Blob>]} */ (
            await Promise.all(
              [`${sha}^`, sha, onto, finalTree].map((rev) => entriesOf(top, rev, files)),
            )
          );
        /** @type {{ file: string, blob: Blob | null }[]} */
        const updates = [];
        for (const file of files) {
          const final = F.get(file);
          let finalData;
          try {
            finalData =
              final && file.endsWith('.json')
                ? JSON.parse(await gitAt(top, ['cat-file', 'blob', final.sha]))
                : undefined;
          } catch {
            finalData = undefined;
          }
          const { blob } = await joinFile(top, file, B.get(file), M.get(file), T.get(file), (c) =>
            finalData === undefined && c.path.length === 0
              ? { value: final?.sha }
              : { value: valueAt(finalData, c.path) },
          );
          updates.push({ file, blob });
        }
        tree = await treeWith(top, onto, updates);
      }
      if (tree === (await gitAt(top, ['rev-parse', `${onto}^{tree}`])).trim()) continue;
      const [name = '', email = '', date = ''] = (
        await gitAt(top, ['log', '-1', '--format=%an%x00%ae%x00%aD', sha])
      )
        .replace(/\n$/, '')
        .split('\0');
      const body = await gitAt(top, ['log', '-1', '--format=%B', sha]);
      onto = (
        await gitAt(top, ['commit-tree', tree, '-p', onto], {
          input: body,
          env: { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date },
        })
      ).trim();
    }
    return onto;
  }

  /**
   * Takes in what was published since this computer's own commits were made.
   * @param {Record<string, Choice>} choices
   * @param {{ dryRun?: boolean }} [options] dryRun: only tell the open conflicts
   * @returns {Promise<
   *   | { state: 'ahead' | 'joined' | 'blocked' }
   *   | { state: 'conflict', against: string, conflicts: ConflictView[] }
   * >}
   */
  async function takeIn(choices, { dryRun = false } = {}) {
    const { top } = await where();
    const head = (await gitAt(top, ['rev-parse', 'HEAD'])).trim();
    const upstreamSha = (await gitAt(top, ['rev-parse', '@{upstream}'])).trim();
    const behind = await gitAt(top, ['merge-base', '--is-ancestor', upstreamSha, head]).then(
      () => false,
      () => true,
    );
    if (!behind) return { state: 'ahead' };
    const { tree, open } = await joinAll(top, head, upstreamSha, choices);
    if (open.length)
      return {
        state: 'conflict',
        against: upstreamSha,
        conflicts: await Promise.all(open.map((o) => viewOf(top, upstreamSha, o))),
      };
    if (dryRun) return { state: 'ahead' };
    const next = await replay(top, head, upstreamSha, tree);
    try {
      // The work tree follows only where the files differ, and refuses (changing nothing) if a
      // file it would change has unsaved changes: a developer's unfinished work is never touched.
      await git('reset', '-q', '--keep', next);
    } catch (error) {
      logGit('reset', error);
      return { state: 'blocked' };
    }
    return { state: 'joined' };
  }

  const languageName = {
    tr: new Intl.DisplayNames(['tr'], { type: 'language', fallback: 'code' }),
    en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }),
  };

  /**
   * A conflict as the publish page shows it: the entry and field by name, both texts.
   * @param {string} top
   * @param {string} upstreamSha
   * @param {{ file: string, id: string, conflict: import('./merge.mjs').FieldConflict }} open
   * @returns {Promise<ConflictView>}
   */
  async function viewOf(top, upstreamSha, { file, id, conflict }) {
    const { prefix } = await where();
    const inContent = file.slice(prefix.length);
    const isJson = inContent.startsWith('data/') && inContent.endsWith('.json');
    const [by = '', date = ''] = (
      await gitAt(top, ['log', '-1', '--format=%an%x00%aI', upstreamSha, '--', file]).catch(
        () => '',
      )
    )
      .trim()
      .split('\0');
    const relative = inContent.slice('data/'.length);
    const data = isJson
      ? /** @type {Record<string, any> | undefined} */ (
          (conflict.path.length === 0 ? (conflict.mine ?? conflict.theirs) : undefined) ??
            (await readFile(path.join(root, inContent), 'utf8')
              .then((t) => JSON.parse(t))
              .catch(() => undefined))
        )
      : undefined;
    const entry = isJson
      ? entryName(relative, () => data ?? null).nominative
      : { tr: path.posix.basename(inContent), en: path.posix.basename(inContent) };
    const last = conflict.path.at(-1);
    const kind = !isJson
      ? 'file'
      : conflict.path.length === 0
        ? 'entry'
        : typeof conflict.mine === 'string' || typeof conflict.theirs === 'string'
          ? 'text'
          : 'value';
    const show = (/** @type {unknown} */ value) =>
      kind === 'file'
        ? null
        : kind === 'entry'
          ? value === undefined
            ? null
            : entryName(relative, () => /** @type {any} */ (value)).nominative
          : display(value);
    return {
      id,
      kind,
      file: inContent,
      entry,
      field: fieldLabel(relative, conflict.path),
      language: typeof last === 'string' && languages?.includes(last) ? last : null,
      mine: show(conflict.mine),
      theirs: show(conflict.theirs),
      mineRemoved: conflict.mine === undefined,
      theirsRemoved: conflict.theirs === undefined,
      editable: editable(conflict),
      by: by ? { name: by, date } : null,
    };
  }

  /**
   * "Ürün adı › İngilizce" from the schema's labels along a field's path.
   * @param {string} relative the file inside data/
   * @param {(string | number)[]} fieldPath
   * @returns {Localized}
   */
  function fieldLabel(relative, fieldPath) {
    const collection = relative.includes('/')
      ? (relative.split('/')[0] ?? '')
      : relative.replace(/\.json$/, '');
    /** @type {any} */
    let node = jsonSchemas?.[collection];
    /** @type {Localized[]} */
    const parts = [];
    for (const key of fieldPath) {
      if (typeof key === 'number') {
        parts.push({ tr: `${key + 1}. öğe`, en: `item ${key + 1}` });
        node = node?.items;
        continue;
      }
      const next =
        node?.properties?.[key] ??
        [...(node?.anyOf ?? []), ...(node?.oneOf ?? [])]
          .map((/** @type {any} */ n) => n?.properties?.[key])
          .find(Boolean);
      const label = next?.label;
      parts.push(
        label && typeof label.tr === 'string' && typeof label.en === 'string'
          ? { tr: label.tr, en: label.en }
          : languages?.includes(key)
            ? { tr: languageName.tr.of(key) ?? key, en: languageName.en.of(key) ?? key }
            : { tr: key, en: key },
      );
      node = next;
    }
    if (!parts.length) return { tr: 'kaydın tamamı', en: 'the whole entry' };
    return {
      tr: parts.map((p) => p.tr).join(' › '),
      en: parts.map((p) => p.en).join(' › '),
    };
  }

  /**
   * @param {string} what
   * @param {unknown} error
   */
  function logGit(what, error) {
    const detail = String(/** @type {any} */ (error)?.stderr || error).trim();
    console.error(`[editor] git ${what} failed:\n  ${detail.split('\n').join('\n  ')}`);
  }

  /** @param {unknown} error */
  const rejected = (error) =>
    /\[rejected\]|non-fast-forward|fetch first|stale info/.test(
      String(/** @type {any} */ (error)?.stderr ?? ''),
    );

  /** The branch's upstream as git pushes to it: its remote and its branch there. */
  async function tracking() {
    const branch = (await git('symbolic-ref', '--short', 'HEAD')).trim();
    const remote = (await git('config', `branch.${branch}.remote`)).trim();
    const merge = (await git('config', `branch.${branch}.merge`)).trim();
    return { remote, merge };
  }

  /**
   * Tells a content check's problems as the staff member reads them.
   * @param {{ file: string, message: string, problem?: string }[]} problems
   */
  function tell(problems) {
    /** @param {string} file */
    const nameOf = (file) =>
      entryName(file, (f) => {
        try {
          return JSON.parse(readFileSync(path.join(root, 'data', f), 'utf8'));
        } catch {
          return null;
        }
      });
    return problems.map((p) =>
      tellProblem(
        { file: p.file, problem: p.problem ?? p.message.replace(`${p.file}: `, '') },
        { nameOf, labels, ...(languages ? { languages } : {}) },
      ),
    );
  }

  /**
   * What is waiting to be published beyond the work tree's changes: the editor's own commits not
   * sent yet (by the names of what they changed), a developer's commits that stop a publish, and
   * the fields still to settle from the last attempt (with what was fetched then; no network),
   * and the page's texts in each language it has.
   */
  async function state() {
    const up = await upstream();
    const texts = publishPageTexts();
    if (!up) return { upstream: '', waiting: [], foreign: 0, conflicts: [], against: '', texts };
    const ahead = await aheadOf('@{upstream}');
    const { prefix } = await where();
    const own = ahead.filter((c) => c.own);
    const foreign = ahead.length - own.length;
    const waiting = own.map((c) => ({
      commit: c.short,
      names: c.files.map((f) => {
        const inContent = f.slice(prefix.length);
        return inContent.startsWith('data/')
          ? entryName(inContent.slice('data/'.length), (rel) => {
              try {
                return JSON.parse(readFileSync(path.join(root, 'data', rel), 'utf8'));
              } catch {
                return null;
              }
            }).nominative
          : { tr: path.posix.basename(inContent), en: path.posix.basename(inContent) };
      }),
    }));
    const pending = own.length && !foreign ? await takeIn({}, { dryRun: true }) : null;
    return {
      upstream: up,
      waiting,
      foreign,
      conflicts: pending?.state === 'conflict' ? pending.conflicts : [],
      against: pending?.state === 'conflict' ? pending.against : '',
      texts,
    };
  }

  /**
   * Publishes: commits the content's changes (after checking the whole content), takes in what
   * others published (their changes to other entries and fields join without a word; a field both
   * changed stops with both texts, until `choices` settles it), then sends the editor's own
   * commits. A commit of the editor's left by an earlier attempt is sent with this one; a
   * developer's commit is never sent (D21).
   * @param {{ choices?: Record<string, Choice> }} [options] the staff member's choice per conflict id
   * @returns {Promise<PublishResult>}
   */
  async function publish({ choices = {} } = {}) {
    const list = await changes();
    const left = await others();
    const up = await upstream();
    const ahead = up ? await aheadOf('@{upstream}') : [];
    const waiting = ahead.filter((c) => c.own).length;
    if (list.length === 0 && waiting === 0) return { ok: false, reason: 'nothing', problems: [] };
    const staged = await otherStaged();
    if (staged.length)
      return { ok: false, reason: 'staged', problems: staged.map((f) => ({ tr: f, en: f })) };
    const foreign = ahead.length - waiting;
    if (foreign > 0)
      return {
        ok: false,
        reason: 'unpushed',
        problems: [publishMessage('foreign', { count: foreign })],
      };
    if (list.length) {
      const problems = await validate(path.join(root, 'data'), path.join(root, 'media'));
      if (problems.length) return { ok: false, reason: 'invalid', problems: tell(problems) };
      const files = list.map((c) => c.file);
      await git('add', '-A', '--', ...files);
      if ((await otherStaged()).length) {
        await git('reset', '-q', '--', ...files);
        return {
          ok: false,
          reason: 'staged',
          problems: (await otherStaged()).map((f) => ({ tr: f, en: f })),
        };
      }
      try {
        await git('commit', '-q', '-m', messageOf(list), '--', ...files);
      } catch (error) {
        // Nothing is lost: the files stay as they are, only unstaged again. The usual cause on a
        // new computer is git not knowing who commits (user.name and user.email).
        await git('reset', '-q', '--', ...files).catch(() => {});
        logGit('commit', error);
        const identity = /tell me who you are|empty ident|user\.(name|email)/i.test(
          String(/** @type {any} */ (error)?.stderr ?? ''),
        );
        return {
          ok: false,
          reason: 'commit',
          problems: [publishMessage(identity ? 'identity' : 'commitFailed')],
        };
      }
    }
    const short = async () => (await git('rev-parse', '--short', 'HEAD')).trim();
    const commitMessage = (await git('log', '-1', '--format=%B')).trim();
    if (!up)
      return {
        ok: true,
        commit: await short(),
        message: commitMessage,
        pushed: false,
        upstream: '',
        changes: list,
        left,
        sent: 0,
        notices: [],
      };
    const { remote, merge } = await tracking();
    // Someone may publish between taking in and sending: then take in again, a few times.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await git('fetch', '-q', '--no-tags', remote);
      } catch (error) {
        logGit('fetch', error);
        return {
          ok: false,
          reason: 'offline',
          commit: await short(),
          problems: [publishMessage('offline', { commit: await short() })],
        };
      }
      // What the fetch brought may make a commit look local that is not the editor's (a branch
      // rewritten on the origin): never sent, as before the fetch.
      const strangers = (await aheadOf('@{upstream}')).filter((c) => !c.own).length;
      if (strangers)
        return {
          ok: false,
          reason: 'unpushed',
          problems: [publishMessage('foreign', { count: strangers })],
        };
      const taken = await takeIn(choices);
      if (taken.state === 'conflict')
        return {
          ok: false,
          reason: 'conflict',
          commit: await short(),
          against: taken.against,
          conflicts: taken.conflicts,
          problems: [publishMessage('conflict', { count: taken.conflicts.length })],
        };
      if (taken.state === 'blocked')
        return { ok: false, reason: 'blocked', problems: [publishMessage('blocked')] };
      if (taken.state === 'joined') {
        const problems = await validate(path.join(root, 'data'), path.join(root, 'media'));
        if (problems.length)
          return {
            ok: false,
            reason: 'invalid',
            merged: true,
            commit: await short(),
            problems: [publishMessage('mergedInvalid'), ...tell(problems)],
          };
      }
      try {
        // The editor's own commits alone (checked above), and only to this branch's upstream,
        // whatever push.default says.
        await git('push', '-q', remote, `HEAD:${merge}`);
      } catch (error) {
        logGit('push', error);
        if (rejected(error)) continue;
        const denied = /declined|denied|protected|forbidden|not allowed|\b403\b/i.test(
          String(/** @type {any} */ (error)?.stderr ?? ''),
        );
        return {
          ok: false,
          reason: denied ? 'refused' : 'offline',
          commit: await short(),
          problems: [publishMessage(denied ? 'refused' : 'offline', { commit: await short() })],
        };
      }
      return {
        ok: true,
        commit: await short(),
        message: commitMessage,
        pushed: true,
        upstream: up,
        changes: list,
        left,
        sent: waiting,
        // Told only beside a new change: sending just the waiting versions is the publish itself.
        notices: list.length && waiting ? [publishMessage('sentWaiting', { count: waiting })] : [],
      };
    }
    return {
      ok: false,
      reason: 'busy',
      commit: await short(),
      problems: [publishMessage('busy', { commit: await short() })],
    };
  }

  return { changes, others, publish, state, messageOf, upstream };
}
