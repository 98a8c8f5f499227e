/*
 * The pieces of the registry check: a throwaway Verdaccio, a copy of the workspace's publishable
 * parts, and small process and file helpers. The test (registry.test.ts) runs them in order.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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
      env: options.env ?? process.env,
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
  const dirs = ['packages', 'apps'].flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((name) => join(group, name))
      : [],
  );
  // pnpm-workspace.yaml also names one folder of its own: the docs and their citation check.
  dirs.push('docs');
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return {
        dir,
        name: manifest.name as string,
        private: manifest.private === true,
      };
    });
}

/**
 * What a release needs of the repository, copied to `to`: the root manifest, workspace file,
 * lockfile, patches and .gitignore (a clone's, so CONTRIBUTING's release steps install and commit
 * there as in a clone), the pending changesets, every workspace manifest (changesets checks the
 * package names), and of each publishable package what its `files` ship (the built dist/,
 * README, LICENSE, CHANGELOG). The working tree is only read.
 */
export function copyForRelease(from: string, to: string): void {
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', '.gitignore'])
    cpSync(join(from, file), join(to, file));
  if (existsSync(join(from, 'patches')))
    cpSync(join(from, 'patches'), join(to, 'patches'), { recursive: true });
  cpSync(join(from, '.changeset'), join(to, '.changeset'), { recursive: true });
  for (const pkg of workspacePackages(from)) {
    mkdirSync(join(to, pkg.dir), { recursive: true });
    cpSync(join(from, pkg.dir, 'package.json'), join(to, pkg.dir, 'package.json'));
    if (pkg.private) continue;
    const manifest = JSON.parse(readFileSync(join(from, pkg.dir, 'package.json'), 'utf8'));
    // `files` may hold globs (`ops/*.mjs`) and negations: copy the folder above each glob
    // whole and let `pnpm publish` apply the patterns when it packs.
    const entries = (manifest.files ?? ([] as string[]))
      .filter((f: string) => !f.startsWith('!'))
      .map((f: string) => {
        const parts = f.split('/');
        const glob = parts.findIndex((part) => /[*?[{]/.test(part));
        return glob === -1 ? f : parts.slice(0, glob).join('/');
      })
      .filter(Boolean);
    for (const entry of new Set<string>([...entries, 'README.md', 'LICENSE', 'CHANGELOG.md'])) {
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

/**
 * Runs a long-lived command (a server) until `ready` matches its output; resolves with the match
 * and a stop function.
 */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeout?: number },
): Promise<{ match: RegExpMatchArray; output: () => string; stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(' ')} not ready in time:\n${output}`));
    }, options.timeout ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(options.ready);
      if (match) {
        clearTimeout(timer);
        resolve({ match, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

/**
 * The shell blocks of the sister-site guide (`docs/sister-sites.md`) marked `sh sister-site`, in
 * order, each as its command lines (comments and blank lines dropped). The test runs them as a
 * reader would, so the guide cannot drift from the kit unnoticed.
 */
export function sisterSiteBlocks(guide: string): string[][] {
  const start = guide.indexOf('# Build a sister site');
  if (start < 0) throw new Error('docs/sister-sites.md has no "Build a sister site" heading');
  const section = guide.slice(start);
  return [...section.matchAll(/^( *)```sh sister-site\n([\s\S]*?)^\1```$/gm)].map((m) =>
    m[2]!
      .split('\n')
      .map((line) => line.slice(m[1]!.length).trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/**
 * The release steps of CONTRIBUTING.md (its `sh release` block, "How a release reaches the
 * group's registry"), each as its command line, comments and blank lines dropped. The registry
 * check runs them as written, so the steps cannot drift from a release that works.
 */
export function releaseSteps(contributing: string): string[] {
  const blocks = [...contributing.matchAll(/^( *)```sh release\n([\s\S]*?)^\1```$/gm)];
  if (blocks.length !== 1) throw new Error('CONTRIBUTING.md must have one `sh release` block');
  const [, indent, body] = blocks[0]!;
  return body!
    .split('\n')
    .map((line) => line.slice(indent!.length).trim())
    .filter((line) => line && !line.startsWith('#'));
}
