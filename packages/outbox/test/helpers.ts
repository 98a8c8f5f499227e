import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOutbox } from '../src/server.mjs';

export async function tempFile(name = 'outbox.jsonl'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  return join(dir, name);
}

export async function start(options: Parameters<typeof startOutbox>[0] = {}) {
  const file = options.file ?? (await tempFile());
  return startOutbox({ port: 0, quiet: true, env: {}, ...options, file });
}

export function body(
  overrides: Record<string, unknown> = {},
  params: Record<string, unknown> = {},
) {
  return {
    lib_version: '4.4.1',
    user_id: 'local-public-key',
    service_id: 'local-service',
    template_id: 'contact-form',
    template_params: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: 'Belirtilmedi',
      message: 'Merhaba',
      to_email: 'info@example.com',
      ...params,
    },
    ...overrides,
  };
}

export function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
