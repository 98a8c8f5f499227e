/*
 * The pieces of the registry check: a throwaway Verdaccio, a copy of the workspace's publishable
 * parts, and small process and file helpers. The test (registry.test.ts) runs them in order.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { runServer } from 'verdaccio';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** Runs a command; resolves with its output, rejects with it (and the exit code) on failure. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(' ')} (in ${options.cwd}) exited ${code}:\n${output}`,
            ),
          ),
    );
  });
}

export interface Registry {
  url: string;
  /** A publish token of the registry's one user, as `.npmrc` takes it. */
  token: string;
  close(): Promise<void>;
}

/**
 * A private registry on 127.0.0.1 (an ephemeral port): Verdaccio with its storage and users in
 * `dir`, no uplink (so it holds only what is published to it), `@defne/*` readable by anyone and
 * publishable by its users.
 */
export async function startRegistry(dir: string): Promise<Registry> {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '@defne/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'middlewares:',
      '  audit:',
      '    enabled: false',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const app = (await runServer(config)) as Server;
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const { port } = app.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  // `npm adduser`'s request: creates the user and answers with a token.
  const response = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'release',
      password: 'release-check-only',
      type: 'user',
      roles: [],
    }),
  });
  if (!response.ok) throw new Error(`registry user: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return {
    url,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        app.closeAllConnections?.();
        app.close(() => resolve());
      }),
  };
}

/** The workspace packages: folder, name, whether private. */
export function workspacePackages(root: string) {
  return ['packages', 'apps'].flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group))
          .filter((name) => existsSync(join(root, group, name, 'package.json')))
          .map((name) => {
            const manifest = JSON.parse(
              readFileSync(join(root, group, name, 'package.json'), 'utf8'),
            );
            return {
              dir: join(group, name),
              name: manifest.name as string,
              private: manifest.private === true,
            };
          })
      : [],
  );
}

/**
 * What a release needs of the repository, copied to `to`: the root manifest and workspace file,
 * the pending changesets, every workspace manifest (changesets checks the package names), and of
 * each publishable package what its `files` ship (the built dist/, README, LICENSE, CHANGELOG).
 * The working tree is only read.
 */
export function copyForRelease(from: string, to: string): void {
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    cpSync(join(from, file), join(to, file));
  cpSync(join(from, '.changeset'), join(to, '.changeset'), { recursive: true });
  for (const pkg of workspacePackages(from)) {
    mkdirSync(join(to, pkg.dir), { recursive: true });
    cpSync(join(from, pkg.dir, 'package.json'), join(to, pkg.dir, 'package.json'));
    if (pkg.private) continue;
    const manifest = JSON.parse(readFileSync(join(from, pkg.dir, 'package.json'), 'utf8'));
    for (const entry of [...(manifest.files ?? []), 'README.md', 'LICENSE', 'CHANGELOG.md']) {
      const source = join(from, pkg.dir, entry);
      if (!existsSync(source)) {
        if (entry === 'dist') throw new Error(`${pkg.name} is not built: run pnpm build first`);
        continue;
      }
      cpSync(source, join(to, pkg.dir, entry), { recursive: true });
    }
  }
}

/** The versions of the catalog in pnpm-workspace.yaml (`name: version` lines under `catalog:`). */
export function catalogVersions(root: string): Record<string, string> {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.indexOf('catalog:');
  const out: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = line.match(/^ {2}'?([^':]+)'?:\s*(\S+)\s*$/);
    if (!m) break;
    out[m[1]!] = m[2]!;
  }
  return out;
}

/** Every file under `dir`. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.data': 'text/plain',
};

/** Serves a prerendered build on 127.0.0.1 (ephemeral port): files, `dir/index.html`, else 404. */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const candidates = [join(root, path), join(root, path, 'index.html')];
    const file = candidates.find(
      (f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile(),
    );
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
