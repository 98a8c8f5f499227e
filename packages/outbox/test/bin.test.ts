// The `defne-outbox` command a sister project gets with the package: the file package.json's
// "bin" names, run as its own process as `pnpm exec defne-outbox` runs it, starts, takes a form's
// message the way EmailJS's library sends it, stores it, lists it and stops on a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { body, post, tempFile } from './helpers';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  child = undefined;
});

/** Starts the command on a free port; resolves with the address it prints. */
function startBin(bin: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, [bin, 'start'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /listening on (http:\/\/[^\s;(]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('defne-outbox (the bin)', () => {
  it('is the package\'s "bin", an executable Node script', () => {
    expect(Object.keys(manifest.bin)).toEqual(['defne-outbox']);
    const text = readFileSync(join(root, manifest.bin['defne-outbox']!), 'utf8');
    expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('starts, accepts a message, stores it where OUTBOX_FILE says, lists it and stops', async () => {
    const bin = join(root, manifest.bin['defne-outbox']!);
    const file = await tempFile();
    const env = { OUTBOX_PORT: '0', OUTBOX_FILE: file, OUTBOX_QUIET: '1' };
    const url = await startBin(bin, env);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post(
      url,
      body({}, { name: 'Zeynep Çelik', message: 'Numune rica ederiz.' }),
      {
        Origin: 'http://localhost:4173',
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const stored = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      templateId: 'contact-form',
      origin: 'http://localhost:4173',
      params: { name: 'Zeynep Çelik', message: 'Numune rica ederiz.' },
    });
    const { stdout } = await run(process.execPath, [bin, 'list', '--json'], {
      env: { ...process.env, ...env },
      cwd: dirname(file),
    });
    expect(JSON.parse(stdout)).toMatchObject([{ params: { name: 'Zeynep Çelik' } }]);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
