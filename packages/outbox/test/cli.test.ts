import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTable } from '../src/list.mjs';
import { body, post, start } from './helpers';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli.mjs', import.meta.url));

type Outbox = Awaited<ReturnType<typeof start>>;
let outbox: Outbox | undefined;
afterEach(async () => {
  await outbox?.close();
  outbox = undefined;
});

describe('list', () => {
  it('prints what arrived as a table: time, template, name, e-mail, first line of the message', async () => {
    outbox = await start();
    await post(
      outbox.url,
      body(
        {},
        { name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: '\nİlk satır\nikinci satır' },
      ),
    );
    await post(
      outbox.url,
      body({
        template_id: 'short-form',
        template_params: {
          nameCompany: 'Kuzey A.Ş.',
          email: 'k@example.com',
          phone: '+90',
          message: 'Kısa',
        },
      }),
    );
    const { stdout } = await run(process.execPath, [cli, 'list'], {
      env: { ...process.env, OUTBOX_FILE: outbox.config.file },
    });
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/Received\s+Template\s+Name\s+E-mail\s+Message/);
    expect(stdout).toMatch(/contact-form\s+Ayşe Yılmaz\s+ayse@example\.com\s+İlk satır/);
    expect(stdout).toMatch(/short-form\s+Kuzey A\.Ş\.\s+k@example\.com\s+Kısa/);
    expect(stdout).not.toContain('ikinci satır');
    expect(stdout).toContain('2 enquiries');
    const json = await run(process.execPath, [cli, 'list', '--json'], {
      env: { ...process.env, OUTBOX_FILE: outbox.config.file },
    });
    expect(JSON.parse(json.stdout)).toHaveLength(2);
  });

  it('says so when the outbox is empty, and keeps control characters out of the table', () => {
    expect(formatTable([])).toBe('The outbox is empty.');
    const table = formatTable([
      {
        id: '1',
        receivedAt: new Date().toISOString(),
        idempotencyKey: null,
        serviceId: 's',
        templateId: 'contact-form',
        libVersion: null,
        origin: null,
        params: { name: 'a\u001b[31mred', email: 'x', message: 'y'.repeat(200) },
      },
    ]);
    expect(table).not.toContain('\u001b');
    expect(table).toContain('…');
  });
});
