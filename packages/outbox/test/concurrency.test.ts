import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { body, post, start } from './helpers';

type Outbox = Awaited<ReturnType<typeof start>>;
let outbox: Outbox | undefined;
afterEach(async () => {
  await outbox?.close();
  outbox = undefined;
});

describe('concurrency', () => {
  it('stores 300 parallel sends as exactly 300 valid JSON lines, one per send', async () => {
    outbox = await start();
    const n = 300;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(
          outbox!.url,
          body({}, { enquiry_id: `p-${i}`, message: `Mesaj ${i}\n${'ğüşıöç'.repeat(i % 50)}` }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const lines = (await readFile(outbox.config.file, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(n);
    const keys = lines.map((line) => JSON.parse(line).idempotencyKey as string);
    expect(new Set(keys).size).toBe(n);
    for (let i = 0; i < n; i += 1) expect(keys).toContain(`p-${i}`);
  });

  it('stores 50 parallel sends of the same key once, and answers each OK', async () => {
    outbox = await start();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(outbox!.url, body({}, { enquiry_id: 'same' }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const lines = (await readFile(outbox.config.file, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
  });

  it('stores parallel sends without a key once each', async () => {
    outbox = await start();
    await Promise.all(Array.from({ length: 100 }, () => post(outbox!.url, body())));
    const lines = (await readFile(outbox.config.file, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(100);
    expect(new Set(lines.map((l) => JSON.parse(l).id)).size).toBe(100);
  });
});
