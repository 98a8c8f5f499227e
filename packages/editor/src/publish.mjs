// "Yayınla · Publish" for people who do not use git: what changed in the content folder since the
// last version (git status of data/ and media/ only, told by names), and one action that checks
// the whole content, commits the changed content files and nothing else (JSON under data/,
// pictures and PDFs under media/ whose bytes say so), and pushes that one commit when the branch
// has an upstream; a branch holding other unpushed commits is not pushed (docs/decisions D21).
// git runs through execFile with fixed arguments and `--` before paths: no user input reaches a
// command line as an option.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { entryName, message, tellProblem } from './messages.mjs';
import { createPaths, fileProblem } from './paths.mjs';

const run = promisify(execFile);
const PATHS = ['data', 'media'];

/** @typedef {{ tr: string, en: string }} Localized */
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
 */
export function createPublisher({ contentDir, validate, labels = new Map(), languages }) {
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
  const git = async (...args) =>
    (await run('git', args, { cwd: root, maxBuffer: 32 * 1024 * 1024 })).stdout;

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
    return `${head.length > 200 ? `${head.slice(0, 197)}...` : head}\n\nPublished from the site editor.\n\n${body}\n`;
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

  /** How many commits the branch holds that its upstream does not. */
  async function unpushed() {
    const count = await git('rev-list', '--count', '@{upstream}..HEAD').catch(() => '0');
    return Number(count.trim()) || 0;
  }

  /**
   * @returns {Promise<
   *   | { ok: true, commit: string, message: string, pushed: boolean, upstream: string, changes: Change[], left: string[] }
   *   | { ok: false, reason: 'nothing' | 'invalid' | 'staged' | 'unpushed' | 'commit' | 'push', problems: Localized[], commit?: string }
   * >}
   */
  async function publish() {
    const list = await changes();
    const left = await others();
    if (list.length === 0) return { ok: false, reason: 'nothing', problems: [] };
    const staged = await otherStaged();
    if (staged.length)
      return { ok: false, reason: 'staged', problems: staged.map((f) => ({ tr: f, en: f })) };
    const up = await upstream();
    const ahead = up ? await unpushed() : 0;
    if (ahead > 0)
      return { ok: false, reason: 'unpushed', problems: [message('unpushed', { count: ahead })] };
    const problems = await validate(path.join(root, 'data'), path.join(root, 'media'));
    if (problems.length) {
      /** @param {string} file */
      const nameOf = (file) =>
        entryName(file, (f) => {
          try {
            return JSON.parse(readFileSync(path.join(root, 'data', f), 'utf8'));
          } catch {
            return null;
          }
        });
      return {
        ok: false,
        reason: 'invalid',
        problems: problems.map((p) =>
          tellProblem(
            { file: p.file, problem: p.problem ?? p.message.replace(`${p.file}: `, '') },
            { nameOf, labels, ...(languages ? { languages } : {}) },
          ),
        ),
      };
    }
    const commitMessage = messageOf(list);
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
      await git('commit', '-q', '-m', commitMessage, '--', ...files);
    } catch (error) {
      // Nothing is lost: the files stay as they are, only unstaged again. The usual cause on a
      // new computer is git not knowing who commits (user.name and user.email).
      await git('reset', '-q', '--', ...files).catch(() => {});
      const detail = String(/** @type {any} */ (error).stderr ?? error).trim();
      const first = detail.split('\n')[0] ?? detail;
      return { ok: false, reason: 'commit', problems: detail ? [{ tr: first, en: first }] : [] };
    }
    const commit = (await git('rev-parse', '--short', 'HEAD')).trim();
    if (!up)
      return {
        ok: true,
        commit,
        message: commitMessage,
        pushed: false,
        upstream: '',
        changes: list,
        left,
      };
    try {
      // The publish commit alone: the branch held nothing else unpushed (checked above), and
      // only this branch's upstream is pushed to, whatever push.default says.
      const branch = (await git('symbolic-ref', '--short', 'HEAD')).trim();
      const remote = (await git('config', `branch.${branch}.remote`)).trim();
      const merge = (await git('config', `branch.${branch}.merge`)).trim();
      await git('push', '-q', remote, `HEAD:${merge}`);
    } catch (error) {
      const detail = String(/** @type {any} */ (error).stderr ?? error).trim();
      return { ok: false, reason: 'push', commit, problems: [{ tr: detail, en: detail }] };
    }
    return {
      ok: true,
      commit,
      message: commitMessage,
      pushed: true,
      upstream: up,
      changes: list,
      left,
    };
  }

  return { changes, others, publish, messageOf, upstream };
}
