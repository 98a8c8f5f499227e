/* eslint-disable @typescript-eslint/no-explicit-any */
// Publishing on a real temp git repository: the content folder inside a larger work tree, a
// local bare remote as upstream, the kit's real schema checking the content.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@defne/core/schema';
import { createPublisher } from '../../src/publish.mjs';
import { validatorOf } from '../../src/server.mjs';
import { labelsOf } from '../../src/messages.mjs';
import sharp from 'sharp';

const kuzeyhanData = path.join(import.meta.dirname, '../../../content/data');
let dir: string;
let repo: string;
let content: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-publish-'));
  repo = path.join(dir, 'repo');
  content = path.join(repo, 'packages/content');
  await cp(kuzeyhanData, path.join(content, 'data'), { recursive: true });
  await mkdir(path.join(content, 'media/products'), { recursive: true });
  await writeFile(path.join(content, 'media/products/.gitkeep'), '');
  await writeFile(path.join(repo, 'README.md'), 'site\n');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.name', 'Test');
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'start');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const publisher = () =>
  createPublisher({
    contentDir: content,
    validate: validatorOf(schema as Record<string, any>),
    labels: labelsOf(schema.contentJsonSchemas()),
  });

async function editProductName(key: string, en: string) {
  const file = path.join(content, 'data/products', `${key}.json`);
  const data = JSON.parse(await readFile(file, 'utf8'));
  data.name.en = en;
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return data;
}

describe('publish', () => {
  it('lists the changes by name, commits exactly data/ and media/ with a message naming them, no push without upstream', async () => {
    const needle = await editProductName('needleFelt', 'Needle-Punched Felt');
    await rm(path.join(content, 'data/products/tapes.json'));
    await writeFile(path.join(repo, 'README.md'), 'changed outside the content\n');
    await writeFile(path.join(repo, 'stray.txt'), 'untracked outside\n');
    const p = publisher();
    const changes = await p.changes();
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'changed', kind: 'product', name: needle.name }),
        expect.objectContaining({
          status: 'removed',
          kind: 'product',
          file: 'data/products/tapes.json',
        }),
      ]),
    );
    expect(changes.every((c) => /^(data|media)\//.test(c.file))).toBe(true);
    // tapes.json is gone from the disk: its name came from the last version
    expect(changes.find((c) => c.status === 'removed')!.name.en).not.toBe('tapes');

    const result = await p.publish();
    expect(result).toMatchObject({ ok: true, pushed: false, upstream: '' });
    expect(git(repo, 'rev-list', '--count', 'HEAD')).toBe('2');
    const committed = git(repo, 'show', '--name-only', '--format=', 'HEAD').split('\n');
    expect(committed.sort()).toEqual(
      [
        'packages/content/data/products/needleFelt.json',
        'packages/content/data/products/tapes.json',
      ].sort(),
    );
    const subject = git(repo, 'log', '-1', '--format=%s');
    expect(subject).toMatch(/^content: /);
    expect(subject).toContain('update product "Needle-Punched Felt"');
    // what lies outside the content folder is left as it was: changed, untracked, not committed
    expect(git(repo, 'status', '--porcelain').split('\n')).toEqual(['M README.md', '?? stray.txt']);
  });

  it('commits an edit and a new photo, pushes to the upstream (a local bare remote)', async () => {
    const remote = path.join(dir, 'remote.git');
    git(dir, 'init', '-q', '--bare', remote);
    git(repo, 'remote', 'add', 'origin', remote);
    git(repo, 'push', '-q', '-u', 'origin', 'main');
    const needle = await editProductName('needleFelt', 'Needle Felt (Polyester)');
    await mkdir(path.join(content, 'media/products/needleFelt'), { recursive: true });
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#777' } })
      .jpeg()
      .toFile(path.join(content, 'media/products/needleFelt/9.jpg'));
    // Named like a picture, but its bytes are a script: never listed, never committed.
    await mkdir(path.join(content, 'media/suppliers'), { recursive: true });
    await writeFile(path.join(content, 'media/suppliers/logo.jpg'), '#!/bin/sh\necho hi\n');
    const p = publisher();
    expect(await p.others()).toEqual(['media/suppliers/logo.jpg']);
    const photo = (await p.changes()).find((c) => c.kind === 'photo');
    expect(photo).toMatchObject({ status: 'added', name: { en: `${needle.name.en} (9.jpg)` } });
    await rm(path.join(content, 'media/products/needleFelt/9.jpg'));
    const result = await p.publish();
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toContain(
      '?? packages/content/media/suppliers/logo.jpg',
    );
    expect(result).toMatchObject({ ok: true, pushed: true, upstream: 'origin/main' });
    expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe(
      'content: update product "Needle Felt (Polyester)"',
    );
    expect(git(remote, 'rev-parse', '--short', 'main')).toBe((result as { commit: string }).commit);
  });

  it('refuses invalid content with the plain messages, and commits nothing', async () => {
    await editProductName('needleFelt', '');
    const result = await publisher().publish();
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    const problems = (result as unknown as { problems: { tr: string; en: string }[] }).problems;
    // Told by the product's name, in both languages, without the file's path.
    expect(problems.map((p) => p.en).join('\n')).toMatch(
      /the product “.+”: the English name is empty/i,
    );
    expect(problems.map((p) => p.tr).join('\n')).toMatch(/ürünü: İngilizce ürün adı boş/);
    expect(JSON.stringify(problems)).not.toMatch(/products\/|\.json|API_ERROR/);
    expect(git(repo, 'rev-list', '--count', 'HEAD')).toBe('1');
    expect(git(repo, 'diff', '--cached', '--name-only')).toBe('');
  });

  it('refuses politely when files outside the content are staged, and leaves them staged', async () => {
    await editProductName('needleFelt', 'Needle Felt Two');
    await writeFile(path.join(repo, 'README.md'), 'staged by a developer\n');
    git(repo, 'add', 'README.md');
    const result = await publisher().publish();
    expect(result).toMatchObject({
      ok: false,
      reason: 'staged',
      problems: [{ tr: 'README.md', en: 'README.md' }],
    });
    expect(git(repo, 'rev-list', '--count', 'HEAD')).toBe('1');
    expect(git(repo, 'diff', '--cached', '--name-only')).toBe('README.md');
  });

  it('says plainly when git cannot save the version, and keeps the changes unstaged', async () => {
    await editProductName('needleFelt', 'Needle Felt Three');
    // A commit git refuses (here a hook; on a new computer usually a missing user.name).
    await writeFile(
      path.join(repo, '.git/hooks/pre-commit'),
      '#!/bin/sh\necho "refused by the pre-commit hook" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const result = await publisher().publish();
    expect(result).toMatchObject({
      ok: false,
      reason: 'commit',
      problems: [{ tr: 'refused by the pre-commit hook', en: 'refused by the pre-commit hook' }],
    });
    expect(git(repo, 'rev-list', '--count', 'HEAD')).toBe('1');
    expect(git(repo, 'diff', '--cached', '--name-only')).toBe('');
    expect(git(repo, 'status', '--porcelain')).toContain('needleFelt.json');
  });

  it('says there is nothing to publish when nothing changed', async () => {
    expect(await publisher().publish()).toMatchObject({ ok: false, reason: 'nothing' });
  });
});
