// The attacks on a running editor, replayed as an attacker on the web would send them (issue:
// "the editor is safe to leave running"), run by the editor's own test; the registry check uses its
// target and process helpers and checks the installed editor's files are these. Each attack is
// sent, its answer checked, and then the whole work tree (every file outside .git, the folder the
// symbolic links lead to, HEAD and the remote's branches) is hashed again: a refusal that changed
// anything is a failure.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  rmSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  lstatSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A site's repository for the editor to work on: content, an unrelated file, a bare remote, links. */
export interface Target {
  dir: string;
  repo: string;
  remote: string;
  contentDir: string;
  /** A folder outside the content that symbolic links inside it point to. */
  outside: string;
}

/**
 * A git repository in a temporary folder with `content/data` copied from `dataDir` and a real
 * photo of `photoKey` (if given), pushed to a local bare remote; plus the traps an attacker would
 * use (unless `traps` is false): `content/node_modules`, `content/data/linked` and
 * `content/media/linked` linking out of the content folder.
 */
export function prepareTarget(dataDir: string, { traps = true }: { traps?: boolean } = {}): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'defne-editor-attacks-'));
  const repo = path.join(dir, 'site');
  const remote = path.join(dir, 'remote.git');
  const outside = path.join(dir, 'outside');
  const contentDir = path.join(repo, 'content');
  cpSync(dataDir, path.join(contentDir, 'data'), { recursive: true });
  mkdirSync(path.join(contentDir, 'media/products'), { recursive: true });
  writeFileSync(path.join(contentDir, 'media/products/.gitkeep'), '');
  writeFileSync(path.join(repo, 'package.json'), '{ "name": "a-site", "private": true }\n');
  writeFileSync(path.join(repo, 'tsup.config.ts'), 'export default {};\n');
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, 'secret.json'), '{ "secret": "outside the content" }\n');
  git(dir, 'init', '-q', '--bare', remote);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.name', 'Marketing');
  git(repo, 'config', 'user.email', 'marketing@example.invalid');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'start');
  git(repo, 'remote', 'add', 'origin', remote);
  git(repo, 'push', '-q', '-u', 'origin', 'main');
  if (!traps) return { dir, repo, remote, contentDir, outside };
  // Links out of the content folder, as a package manager or a careless copy leaves them.
  symlinkSync(outside, path.join(contentDir, 'node_modules'), 'dir');
  symlinkSync(outside, path.join(contentDir, 'media/linked'), 'dir');
  symlinkSync(outside, path.join(contentDir, 'data/linked'), 'dir');
  return { dir, repo, remote, contentDir, outside };
}

/** One hash of everything an attack could change. */
export function stateOf(target: Target): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git') continue;
      const full = path.join(dir, name);
      const info = lstatSync(full);
      hash.update(`${path.relative(target.dir, full)}\0${info.mode}\0`);
      if (info.isSymbolicLink()) continue;
      if (info.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(target.repo);
  walk(target.outside);
  hash.update(git(target.repo, 'rev-parse', 'HEAD'));
  hash.update(git(target.remote, 'for-each-ref'));
  return hash.digest('hex');
}

export interface RunningEditor {
  origin: string;
  port: number;
  token: string;
  child: ChildProcess;
  output: () => string;
  /** The largest resident memory the process has had (bytes, Linux' VmHWM). */
  peakMemory: () => number;
  stop: () => Promise<void>;
}

/** Starts `defne-edit` (the given bin) as its own process on a free port. */
export async function startEditorProcess(
  bin: string,
  contentDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningEditor> {
  const child = spawn(
    process.execPath,
    [bin, '--content', contentDir, '--port', '0', '--no-open'],
    {
      env: { ...env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = output.match(/open (http:\/\/127\.0\.0\.1:(\d+))\/admin\/\?token=([\w-]+)/))) {
    if (child.exitCode !== null) throw new Error(`defne-edit exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`defne-edit did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin: match[1]!,
    port: Number(match[2]),
    token: match[3]!,
    child,
    output: () => output,
    peakMemory: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const closed = new Promise((r) => child.once('close', r));
      child.kill('SIGTERM');
      await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

interface Sent {
  status: number;
  body: string;
}

/** A raw HTTP request, so Host, Origin and the body can be anything an attacker sends. */
export function send(
  editor: RunningEditor,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Streams this many bytes, without a declared length. */
    stream?: number;
  },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port: editor.port,
        method: options.method ?? 'POST',
        path: options.path,
        headers: { host: `127.0.0.1:${editor.port}`, ...options.headers },
      },
      (res) => {
        answered = true;
        let body = '';
        const done = () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        };
        res.on('data', (chunk) => (body += chunk));
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('error', (error) => {
      // The server answered and closed while a large body was still being sent: the answer counts.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE' || code === 'ECONNRESET') {
        if (!answered) resolve({ status: 0, body: `connection ${code}` });
        return;
      }
      reject(error);
    });
    if (options.stream) {
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      let left = options.stream;
      const pump = () => {
        while (left > 0 && !answered && !req.destroyed) {
          left -= chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    } else {
      req.end(options.body);
    }
  });
}

const json = (token: string | null, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json; charset=utf-8',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

const persist = (file: string, raw: unknown) =>
  JSON.stringify({
    action: 'persistEntry',
    params: { dataFiles: [{ path: file, raw: JSON.stringify(raw) }], assets: [] },
  });

export interface AttackResult {
  attack: string;
  status: number | string;
  refused: boolean;
  unchanged: boolean;
}

/**
 * Every attack of the issue against a running editor on `target`. Returns one row per attack;
 * the caller asserts each is refused and unchanged.
 */
export async function runAttacks(
  editor: RunningEditor,
  target: Target,
  productKey: string,
): Promise<AttackResult[]> {
  const results: AttackResult[] = [];
  const evilProduct = {
    sector: 'x',
    order: 1,
    name: { tr: 'Kötü', en: 'Evil' },
    description: { tr: 'Kötü niyetli.', en: 'Malicious.' },
    photos: [],
    previousSlugs: { tr: [], en: [] },
  };
  const attack = async (
    name: string,
    act: () => Promise<number | string>,
    refusedIf: (s: number | string) => boolean,
  ) => {
    const before = stateOf(target);
    if (process.env.ATTACK_DEBUG) console.log(`attack: ${name}`);
    const status = await act();
    results.push({
      attack: name,
      status,
      refused: refusedIf(status),
      unchanged: stateOf(target) === before,
    });
  };
  const refusedWith =
    (...codes: number[]) =>
    (s: number | string) =>
      codes.includes(Number(s));
  const png = (bytes: string) => Buffer.from(bytes).toString('base64');

  // --- From another origin, in Chromium, with the staff member's session open in the browser ---
  const evil: Server = createServer((req, res) => {
    const editorApi = `${editor.origin}/api/v1`;
    const payload = persist('data/products/evil.json', evilProduct);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>evil</title>
<form id="f" method="post" action="${editorApi}" enctype="text/plain" target="sink">
<input name='${payload.slice(0, -2)}' value='"}}'></form><iframe name="sink"></iframe>
<script>
window.done = fetch(${JSON.stringify(editorApi)}, { method: 'POST', mode: 'no-cors', credentials: 'include',
  headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(payload)} })
  .then(() => 'sent', (e) => 'blocked: ' + e.message);
</script>`);
  });
  await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r));
  const evilPort = (evil.address() as AddressInfo).port;
  const browser = await chromium.launch({
    ...CHROMIUM,
    // evil.example is a web site: resolved to this machine, nothing leaves it.
    args: [...CHROMIUM.args, '--host-resolver-rules=MAP evil.example 127.0.0.1'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The staff member's session: the entry address sets the editor's cookie.
    await page.goto(`${editor.origin}/admin/?token=${editor.token}`);
    for (const origin of [`http://evil.example:${evilPort}`, `http://127.0.0.1:${evilPort}`]) {
      const logBefore = editor.output().length;
      await attack(
        `fetch no-cors from ${origin}`,
        async () => {
          await page.goto(`${origin}/`);
          await page.evaluate('window.done');
          await new Promise((r) => setTimeout(r, 300));
          return (
            editor
              .output()
              .slice(logBefore)
              .match(/refused POST \/api\/v1: (\w+)/)?.[1] ?? 'not refused'
          );
        },
        (s) => s !== 'not refused',
      );
      const formBefore = editor.output().length;
      await attack(
        `text/plain form from ${origin}`,
        async () => {
          await page.goto(`${origin}/`);
          await page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());
          await page.waitForTimeout(500);
          return (
            editor
              .output()
              .slice(formBefore)
              .match(/refused POST \/api\/v1: (\w+)/)?.[1] ?? 'not refused'
          );
        },
        (s) => s !== 'not refused',
      );
    }
  } finally {
    await browser.close();
    await new Promise((r) => evil.close(r));
  }

  // --- A foreign Host (DNS rebinding), missing and wrong tokens, the wrong kind of body ---
  await attack(
    'foreign Host (rebinding), no Origin, reading company.json',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(editor.token, { host: `evil.example:${editor.port}` }),
          body: JSON.stringify({ action: 'getEntry', params: { path: 'data/company.json' } }),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'foreign Host (rebinding), writing a product',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(editor.token, { host: `evil.example:${editor.port}` }),
          body: persist('data/products/evil.json', evilProduct),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'foreign Host (rebinding), publishing',
    async () =>
      (
        await send(editor, {
          path: '/api/publish',
          headers: json(editor.token, { host: `evil.example:${editor.port}` }),
          body: '{}',
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'foreign Host (rebinding), reading the versions waiting and the conflicts',
    async () =>
      (
        await send(editor, {
          method: 'GET',
          path: '/api/publish/state',
          headers: { host: `evil.example:${editor.port}`, authorization: `Bearer ${editor.token}` },
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'no token, choosing for a conflict and publishing',
    async () =>
      (
        await send(editor, {
          path: '/api/publish/resolve',
          headers: json(null),
          body: JSON.stringify({ choices: {} }),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'no token',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(null),
          body: persist('data/products/evil.json', evilProduct),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'no token, reading the admin configuration',
    async () => (await send(editor, { method: 'GET', path: '/admin/config.json' })).status,
    refusedWith(403),
  );
  await attack(
    'no token, a browser opening the editor',
    async () => {
      const answer = await send(editor, {
        method: 'GET',
        path: '/admin/',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      // A page saying how to open the editor (issue 55): no key, no content, no configuration.
      const leaks = [editor.token, 'legalName', 'collections', 'backend'].filter((word) =>
        answer.body.includes(word),
      );
      return leaks.length ? `${answer.status} showing ${leaks.join(', ')}` : answer.status;
    },
    refusedWith(403),
  );
  await attack(
    'wrong token',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(`${editor.token.slice(0, -2)}xx`),
          body: persist('data/products/evil.json', evilProduct),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'text/plain body with the token',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: { 'content-type': 'text/plain', authorization: `Bearer ${editor.token}` },
          body: persist('data/products/evil.json', evilProduct),
        })
      ).status,
    refusedWith(403),
  );
  await attack(
    'foreign Origin with the token',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(editor.token, { origin: 'http://evil.example' }),
          body: persist('data/products/evil.json', evilProduct),
        })
      ).status,
    refusedWith(403),
  );

  // --- With the token: paths out of data/ and media/, through links, odd names, wrong kinds ---
  const api = (body: unknown) =>
    send(editor, { path: '/api/v1', headers: json(editor.token), body: JSON.stringify(body) }).then(
      (r) => r.status,
    );
  await attack(
    'symlink read (data/linked/secret.json)',
    () => api({ action: 'getEntry', params: { path: 'data/linked/secret.json' } }),
    refusedWith(403),
  );
  await attack(
    'symlink write (media/linked/x.png)',
    () =>
      api({
        action: 'persistMedia',
        params: { asset: { path: 'media/linked/x.png', content: png('x'), encoding: 'base64' } },
      }),
    refusedWith(403, 422),
  );
  await attack(
    'write through content/node_modules',
    () =>
      api({
        action: 'persistMedia',
        params: { asset: { path: 'node_modules/x.json', content: png('{}'), encoding: 'base64' } },
      }),
    refusedWith(403),
  );
  await attack(
    'replace tsup.config.ts beside data/',
    () =>
      api({
        action: 'persistMedia',
        params: {
          asset: { path: '../tsup.config.ts', content: png('process.exit(1)'), encoding: 'base64' },
        },
      }),
    refusedWith(403),
  );
  await attack(
    'traversal in write (data/products/../../package.json)',
    () =>
      api({
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: 'data/products/../../package.json', raw: '{}' }],
          assets: [],
        },
      }),
    refusedWith(403),
  );
  await attack(
    'traversal in delete (data/products/../../package.json)',
    () => api({ action: 'deleteFile', params: { path: 'data/products/../../package.json' } }),
    refusedWith(403),
  );
  await attack(
    'the "...json" delete',
    () => api({ action: 'deleteFile', params: { path: 'data/products/...json' } }),
    refusedWith(403, 422),
  );
  // A photo the product still names, deleted with the token (the media library's delete):
  // refused, naming the product, and the photo stays.
  const productFile = path.join(target.contentDir, 'data/products', `${productKey}.json`);
  const productText = readFileSync(productFile, 'utf8');
  const photoDir = path.join(target.contentDir, 'media/products', productKey);
  mkdirSync(photoDir, { recursive: true });
  writeFileSync(path.join(photoDir, 'in-use.jpg'), Buffer.from('a photo the product names'));
  writeFileSync(
    productFile,
    `${JSON.stringify({ ...JSON.parse(productText), photos: ['in-use.jpg'] }, null, 2)}\n`,
  );
  await attack(
    'deleting a photo a product still names',
    async () => {
      const answer = await send(editor, {
        path: '/api/v1',
        headers: json(editor.token),
        body: JSON.stringify({
          action: 'deleteFile',
          params: { path: `media/products/${productKey.toLowerCase()}/in-use.jpg` },
        }),
      });
      return answer.status;
    },
    refusedWith(422),
  );
  rmSync(photoDir, { recursive: true, force: true });
  writeFileSync(productFile, productText);
  await attack(
    'an .sh under media/',
    () =>
      api({
        action: 'persistMedia',
        params: {
          asset: {
            path: `media/products/${productKey}/notes.sh`,
            content: png('#!/bin/sh\nid\n'),
            encoding: 'base64',
          },
        },
      }),
    refusedWith(403),
  );
  await attack(
    'an .svg under media/',
    () =>
      api({
        action: 'persistMedia',
        params: {
          asset: {
            path: `media/products/${productKey}/evil.svg`,
            content: png('<svg onload="alert(1)"/>'),
            encoding: 'base64',
          },
        },
      }),
    refusedWith(403),
  );
  await attack(
    'an .svg named .jpg under media/',
    () =>
      api({
        action: 'persistMedia',
        params: {
          asset: {
            path: `media/products/${productKey}/evil.jpg`,
            content: png('<svg onload="alert(1)"/>'),
            encoding: 'base64',
          },
        },
      }),
    refusedWith(422),
  );
  await attack(
    'a shell script as data/notes.sh',
    () =>
      api({
        action: 'persistEntry',
        params: { dataFiles: [{ path: 'data/notes.sh', raw: '{}' }], assets: [] },
      }),
    refusedWith(403),
  );

  // --- 300 MB, declared and streamed: refused before it is held ---
  await attack(
    '300 MB body, declared length',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(editor.token, { 'content-length': String(300 * 1024 * 1024) }),
          stream: 300 * 1024 * 1024,
        })
      ).status,
    refusedWith(413),
  );
  await attack(
    '300 MB body, streamed',
    async () =>
      (
        await send(editor, {
          path: '/api/v1',
          headers: json(editor.token, { 'transfer-encoding': 'chunked' }),
          stream: 300 * 1024 * 1024,
        })
      ).status,
    refusedWith(413),
  );

  // --- Publishing with an unrelated local commit: nothing committed, nothing pushed ---
  writeFileSync(path.join(target.repo, 'CONTRIBUTING.md'), "a developer's unfinished note\n");
  git(target.repo, 'add', 'CONTRIBUTING.md');
  git(target.repo, 'commit', '-q', '-m', 'docs: unfinished');
  const file = path.join(target.contentDir, 'data/products', `${productKey}.json`);
  const product = JSON.parse(readFileSync(file, 'utf8'));
  product.description.en = `${product.description.en} Edited.`;
  writeFileSync(file, `${JSON.stringify(product, null, 2)}\n`);
  await attack(
    'publish with an unrelated local commit',
    async () => {
      const answer = await send(editor, {
        path: '/api/publish',
        headers: json(editor.token),
        body: '{}',
      });
      const reason = JSON.parse(answer.body).reason;
      return `${answer.status} ${reason}`;
    },
    (s) => s === '422 unpushed',
  );
  return results;
}
