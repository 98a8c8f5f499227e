import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openOutboxStore, readOutbox } from '../src/store.mjs';
import { body, post, tempFile } from './helpers';

const cli = fileURLToPath(new URL('../src/cli.mjs', import.meta.url));

function spawnOutbox(file: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'start'], {
      env: { ...process.env, OUTBOX_PORT: '0', OUTBOX_FILE: file, OUTBOX_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`outbox exited early (${code})`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

describe('durability', () => {
  it('keeps every answered enquiry when the process is SIGKILLed right after answering', async () => {
    const file = await tempFile();
    const expected: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { child, url } = await spawnOutbox(file);
      const ids = Array.from({ length: 4 }, (_, i) => `round-${round}-${i}`);
      // Several sends in flight; the kill follows the first answer at once, so later ones may be
      // refused or lost — but each one answered 200 must be in the file.
      const answers = ids.map((id) =>
        post(url, body({}, { enquiry_id: id })).then(
          (res) => {
            if (res.status === 200) expected.push(id);
            child.kill('SIGKILL');
          },
          () => undefined,
        ),
      );
      await Promise.all(answers);
      await killed(child);
      expect(child.signalCode).toBe('SIGKILL');
      const keys = (await readOutbox(file)).map((r) => r.idempotencyKey);
      for (const id of expected) expect(keys).toContain(id);
    }
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const records = await readOutbox(file);
    expect(new Set(records.map((r) => r.idempotencyKey)).size).toBe(records.length);
  });

  it('recovers from a torn last line: the next record starts on its own line', async () => {
    const file = await tempFile();
    const store = await openOutboxStore(file);
    const record = {
      id: '1',
      receivedAt: new Date().toISOString(),
      idempotencyKey: 'before',
      serviceId: 's',
      templateId: 't',
      libVersion: null,
      origin: null,
      params: { message: 'ok' },
    };
    await store.append(record);
    await store.close();
    await appendFile(file, '{"id":"2","receivedAt":"2026-');
    const reopened = await openOutboxStore(file);
    await reopened.append({ ...record, id: '3', idempotencyKey: 'after' });
    await reopened.close();
    const text = await readFile(file, 'utf8');
    expect(text.split('\n').filter(Boolean)).toHaveLength(3);
    expect((await readOutbox(file)).map((r) => r.id)).toEqual(['1', '3']);
  });
});
