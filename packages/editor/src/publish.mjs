// "Yayınla · Publish" for people who do not use git: what changed in the content folder since the
// last version (git status of data/ and media/ only, told by names), and one action that checks
// the whole content, commits exactly data/ and media/ with a generated message, and pushes when
// the branch has an upstream. git runs through execFile with fixed arguments: no user input
// reaches a command line.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

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
 * @param {(dataDir: string, mediaDir: string) => Promise<{ file: string, message: string }[]>} options.validate
 */
export function createPublisher({ contentDir, validate }) {
  const root = path.resolve(contentDir);
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
      if (name && typeof name.tr === 'string') return /** @type {Localized} */ (name);
      if (typeof name === 'string') return { tr: name, en: name };
    } catch {
      /* not JSON: named by its key */
    }
    return null;
  }

  /** @returns {Promise<Change[]>} */
  async function changes() {
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
    return list;
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

  /**
   * @returns {Promise<
   *   | { ok: true, commit: string, message: string, pushed: boolean, upstream: string, changes: Change[] }
   *   | { ok: false, reason: 'nothing' | 'invalid' | 'staged' | 'commit' | 'push', problems: string[], commit?: string }
   * >}
   */
  async function publish() {
    const list = await changes();
    if (list.length === 0) return { ok: false, reason: 'nothing', problems: [] };
    const others = await otherStaged();
    if (others.length) return { ok: false, reason: 'staged', problems: others };
    const problems = await validate(path.join(root, 'data'), path.join(root, 'media'));
    if (problems.length)
      return { ok: false, reason: 'invalid', problems: problems.map((p) => p.message) };
    const message = messageOf(list);
    await git('add', '-A', '--', ...PATHS);
    if ((await otherStaged()).length) {
      await git('reset', '-q', '--', ...PATHS);
      return { ok: false, reason: 'staged', problems: await otherStaged() };
    }
    try {
      await git('commit', '-q', '-m', message);
    } catch (error) {
      // Nothing is lost: the files stay as they are, only unstaged again. The usual cause on a
      // new computer is git not knowing who commits (user.name and user.email).
      await git('reset', '-q', '--', ...PATHS).catch(() => {});
      const detail = String(/** @type {any} */ (error).stderr ?? error).trim();
      return {
        ok: false,
        reason: 'commit',
        problems: detail ? [detail.split('\n')[0] ?? detail] : [],
      };
    }
    const commit = (await git('rev-parse', '--short', 'HEAD')).trim();
    const up = await upstream();
    if (!up) return { ok: true, commit, message, pushed: false, upstream: '', changes: list };
    try {
      await git('push', '-q');
    } catch (error) {
      return {
        ok: false,
        reason: 'push',
        commit,
        problems: [String(/** @type {any} */ (error).stderr ?? error).trim()],
      };
    }
    return { ok: true, commit, message, pushed: true, upstream: up, changes: list };
  }

  return { changes, publish, messageOf, upstream };
}
