// The attacks of test/attacks/attacks.ts against this package's own `defne-edit`, run as its own
// process on a throwaway repository: each one refused, no file changed, the memory bounded; and
// the staff member's own save still goes through.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareTarget,
  runAttacks,
  send,
  startEditorProcess,
  stateOf,
  type AttackResult,
  type RunningEditor,
  type Target,
} from './attacks';

const kuzeyhanData = path.join(import.meta.dirname, '../../../content/data');
const bin = path.join(import.meta.dirname, '../../bin/defne-edit.mjs');
let target: Target;
let editor: RunningEditor;
let results: AttackResult[];

beforeAll(async () => {
  target = prepareTarget(kuzeyhanData);
  editor = await startEditorProcess(bin, target.contentDir);
  results = await runAttacks(editor, target, 'needleFelt');
  console.table(results);
}, 240_000);

afterAll(async () => {
  await editor?.stop();
  if (target) rmSync(target.dir, { recursive: true, force: true });
});

describe('the editor refuses every attack and changes no file', () => {
  it('replays all of them', () => {
    expect(results.map((r) => r.attack)).toHaveLength(30);
  });
  it.each([
    'fetch no-cors from http://evil.example',
    'text/plain form from http://evil.example',
    'fetch no-cors from http://127.0.0.1',
    'text/plain form from http://127.0.0.1',
    'foreign Host (rebinding), no Origin, reading company.json',
    'foreign Host (rebinding), writing a product',
    'foreign Host (rebinding), publishing',
    'foreign Host (rebinding), reading the versions waiting and the conflicts',
    'no token, choosing for a conflict and publishing',
    'no token',
    'no token, reading the admin configuration',
    'no token, a browser opening the editor',
    'wrong token',
    'text/plain body with the token',
    'foreign Origin with the token',
    'symlink read (data/linked/secret.json)',
    'symlink write (media/linked/x.png)',
    'write through content/node_modules',
    'replace tsup.config.ts beside data/',
    'traversal in write (data/products/../../package.json)',
    'traversal in delete (data/products/../../package.json)',
    'the "...json" delete',
    'deleting a photo a product still names',
    'an .sh under media/',
    'an .svg under media/',
    'an .svg named .jpg under media/',
    'a shell script as data/notes.sh',
    '300 MB body, declared length',
    '300 MB body, streamed',
    'publish with an unrelated local commit',
  ])('%s', (name) => {
    const rows = results.filter((r) => r.attack.startsWith(name));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row, row.attack).toMatchObject({ refused: true, unchanged: true });
  });

  it('holds less than 200 MB of memory through the 300 MB bodies', () => {
    expect(editor.peakMemory()).toBeLessThan(200 * 1024 * 1024);
  });

  it("still takes the staff member's own save with the token, and nothing else changes", async () => {
    const before = stateOf(target);
    const answer = await send(editor, {
      path: '/api/v1',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor.token}` },
      body: JSON.stringify({ action: 'getEntry', params: { path: 'data/company.json' } }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data).toContain('"legalName"');
    expect(stateOf(target)).toBe(before);
  });
});
