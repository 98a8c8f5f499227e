// A throwaway copy of the repository for the editor's end-to-end test: every tracked and
// untracked-but-not-ignored file, each package's node_modules as its (relative) symbolic links,
// and the root node_modules linked, so the copy builds with the same dependencies and never
// touches the real working tree. Turbo's cache is shared, so only what the edits change rebuilds.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Workspace {
  dir: string;
  contentDir: string;
  webDir: string;
  remove(): Promise<void>;
}

/** Throws if anything relinked the real node_modules into a copy (see toolEnv). */
export async function assertRealModulesUntouched(ws: Workspace) {
  const { readFile } = await import('node:fs/promises');
  const state = await readFile(path.join(repoRoot, 'node_modules/.modules.yaml'), 'utf8');
  if (state.includes(path.basename(ws.dir))) {
    throw new Error(`the real node_modules was relinked into ${ws.dir}: run pnpm install`);
  }
}

export async function copyWorkspace(): Promise<Workspace> {
  const dir = await mkdtemp(path.join(tmpdir(), 'defne-editor-e2e-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(repoRoot, file)));
  const dirs = new Set(files.map((file) => path.dirname(file)));
  await Promise.all([...dirs].map((d) => mkdir(path.join(dir, d), { recursive: true })));
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(
      files.slice(i, i + 64).map((file) => cp(path.join(repoRoot, file), path.join(dir, file))),
    );
  }
  // The pictures' per-product cache (apps/web/.media-cache, a build output): with it the copy's
  // media step encodes only the products whose photos changed. The packages' builds (dist/), which
  // a package run from its source imports across packages (@defne/core's content step reads
  // @defne/ui's icon names from its build).
  const builds = (await readdir(path.join(repoRoot, 'packages'))).map((name) =>
    path.join('packages', name, 'dist'),
  );
  for (const cache of ['apps/web/.media-cache', ...builds]) {
    if (existsSync(path.join(repoRoot, cache))) {
      await cp(path.join(repoRoot, cache), path.join(dir, cache), { recursive: true });
    }
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const group of ['apps', 'packages']) {
    for (const name of await readdir(path.join(repoRoot, group))) {
      const modules = path.join(repoRoot, group, name, 'node_modules');
      if (existsSync(modules) && existsSync(path.join(dir, group, name))) {
        await cp(modules, path.join(dir, group, name, 'node_modules'), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
    }
  }
  return {
    dir,
    contentDir: path.join(dir, 'packages/content'),
    webDir: path.join(dir, 'apps/web'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** PATH with this Node (24) and the workspace's binaries first. */
export function toolEnv(ws: Workspace, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [
      path.dirname(process.execPath),
      path.join(ws.dir, 'node_modules/.bin'),
      process.env.PATH ?? '',
    ].join(path.delimiter),
    TURBO_CACHE_DIR: process.env.TURBO_CACHE_DIR ?? path.join(repoRoot, '.turbo/cache'),
    TURBO_TELEMETRY_DISABLED: '1',
    // pnpm 12 installs before `pnpm run` when it finds the dependencies out of date, and this copy
    // shares the real node_modules: an install here would relink the real tree into the copy.
    pnpm_config_verify_deps_before_run: 'false',
    npm_config_verify_deps_before_run: 'false',
    DO_NOT_TRACK: '1',
    ...extra,
  };
}

/** Runs a command to its end; resolves with its exit code and output. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Starts a long-running server and waits until `url` answers. */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; url: string },
): Promise<{ child: ChildProcess; output: () => string; stop(): Promise<void> }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited:\n${output}`);
    const ok = await fetch(options.url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${options.url} did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const closed = new Promise((r) => child.once('close', r));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
