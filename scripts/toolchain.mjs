#!/usr/bin/env node
// Entry point of the README's two commands (`npm start`, `npm test`).
// It must run on the machine's own Node (20 on a fresh machine), so it uses nothing but Node's
// standard library. It brings the project's toolchain (Node 24 and pnpm 12, both from the npm
// registry, into .toolchain/), installs the workspace, then hands over to turbo.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolchainDir = join(root, '.toolchain');
const toolchainBin = join(toolchainDir, 'node_modules', '.bin');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '');
const nodeMajor = 24;
const [task = 'start', ...rest] = process.argv.slice(2);

function log(message) {
  console.log(`\u001b[1m[toolchain]\u001b[0m ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[toolchain] "${command} ${args.join(' ')}" failed with exit code ${status}`);
    process.exit(status);
  }
}

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root });
  return result.status === 0 ? result.stdout.trim() : '';
}

function ensureToolchain() {
  const stampFile = join(toolchainDir, 'stamp.json');
  const wanted = JSON.stringify({ node: nodeMajor, pnpm: pnpmVersion });
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (
    stamp === wanted &&
    existsSync(join(toolchainBin, 'node')) &&
    existsSync(join(toolchainBin, 'pnpm'))
  ) {
    return;
  }
  log(
    `installing Node ${nodeMajor} and pnpm ${pnpmVersion} from the npm registry into .toolchain/`,
  );
  rmSync(toolchainDir, { recursive: true, force: true });
  mkdirSync(toolchainDir, { recursive: true });
  writeFileSync(
    join(toolchainDir, 'package.json'),
    JSON.stringify({ name: 'toolchain', private: true }, null, 2),
  );
  mustRun('npm', [
    'install',
    '--prefix',
    toolchainDir,
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    `node@${nodeMajor}`,
    `pnpm@${pnpmVersion}`,
  ]);
  const version = capture(join(toolchainBin, 'node'), ['--version']);
  if (!version.startsWith(`v${nodeMajor}.`)) {
    console.error(`[toolchain] expected Node ${nodeMajor} in .toolchain, found "${version}"`);
    process.exit(1);
  }
  writeFileSync(stampFile, wanted);
}

function ensureDebianPackages(packages) {
  // A binary's name, or an absolute path for what is not a command (an nginx module).
  const found = (binary) =>
    binary.startsWith('/')
      ? existsSync(binary)
      : capture('sh', ['-c', `command -v ${binary}`]) ||
        ['/usr/sbin', '/usr/bin'].some((dir) => existsSync(join(dir, binary)));
  const missing = packages.filter(([binary]) => !found(binary));
  if (missing.length === 0) return;
  const names = missing.map(([, name]) => name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !capture('sh', ['-c', 'command -v apt-get'])) {
    console.error(
      `[toolchain] the tests need ${names.join(', ')}; install them with: sudo apt-get install -y ${names.join(' ')}`,
    );
    process.exit(1);
  }
  log(`installing Debian packages: ${names.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

/** Runs `command` with the terminal as its output, without blocking; resolves to its exit code. */
function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd: root, stdio: 'inherit', env })
      .on('error', reject)
      .on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs `command`, each line of its output prefixed with `label`; resolves to its exit code. */
function runLabelled(label, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) to.write(`${label} ${line}\n`);
      });
      from.on('end', () => rest && to.write(`${label} ${rest}\n`));
    }
    child.on('error', reject).on('exit', (code) => resolve(code ?? 1));
  });
}

ensureToolchain();
const node = join(toolchainBin, 'node');
const pnpm = join(toolchainBin, 'pnpm');
const env = {
  ...process.env,
  PATH: [toolchainBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(':'),
  CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

log(`Node ${capture(node, ['--version'])}, pnpm ${pnpmVersion}: installing the workspace`);
mustRun(pnpm, process.env.CI ? ['install', '--frozen-lockfile'] : ['install'], { env });

const turbo = join(root, 'node_modules', '.bin', 'turbo');

/** What each lane of `npm test` ran and for how long, printed as a table at the end. */
const timings = [];

/** Runs `step` (resolving to an exit code) and records its wall-clock time under `lane`. */
async function timed(lane, name, step) {
  const started = Date.now();
  const code = await step();
  timings.push({ lane, name, seconds: (Date.now() - started) / 1000, code });
  return code;
}

/**
 * Each task of a turbo run from its run summary (`--summarize` writes .turbo/runs/<id>.json), as
 * rows of `lane`; the newest summary written since `since` (epoch ms).
 */
function turboTaskTimings(lane, since) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return;
  const newest = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, time: statSync(join(dir, file)).mtimeMs }))
    .filter(({ time }) => time >= since)
    .sort((a, b) => b.time - a.time)[0];
  if (!newest) return;
  const summary = JSON.parse(readFileSync(join(dir, newest.file), 'utf8'));
  for (const task of summary.tasks ?? []) {
    const { startTime, endTime, exitCode } = task.execution ?? {};
    if (!startTime || !endTime || task.cache?.status === 'HIT') continue;
    timings.push({
      lane,
      name: `  ${task.taskId}`,
      seconds: (endTime - startTime) / 1000,
      code: exitCode ?? 0,
    });
  }
}

/** `12m 05s` */
function duration(seconds) {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** The lanes' table: each step's time, each lane's (its steps run one after another), the total. */
function printTimings(total) {
  if (timings.length === 0) return;
  const width = Math.max(...timings.map((row) => row.name.length), 10);
  const laneWidth = Math.max(...timings.map((row) => row.lane.length), 4);
  console.log('');
  log('time of each lane (wall clock; "packages" and "beside" run side by side, then "site"):');
  // Lane by lane, in the order they started (the rows of lanes side by side interleave).
  for (const lane of new Set(timings.map((row) => row.lane))) {
    const rows = timings.filter((row) => row.lane === lane);
    const steps = rows.filter((row) => !row.name.startsWith('  '));
    const sum = steps.reduce((all, row) => all + row.seconds, 0);
    console.log(`  ${lane.padEnd(laneWidth)}  ${''.padEnd(width)}  ${duration(sum).padStart(8)}`);
    for (const row of rows) {
      const status = row.code === 0 ? '' : `  exit ${row.code}`;
      console.log(
        `  ${''.padEnd(laneWidth)}  ${row.name.padEnd(width)}  ${duration(row.seconds).padStart(8)}${status}`,
      );
    }
  }
  console.log(
    `  ${'total'.padEnd(laneWidth)}  ${''.padEnd(width)}  ${duration(total).padStart(8)}`,
  );
}

/**
 * `npm test` on two cores, in the order that keeps both busy (docs/development.md, "How npm test
 * spends its time"). Two lanes first, side by side:
 * - the suites that keep two cores busy, one task at a time (turbo): every package but the three
 *   below;
 * - beside them, the suites that mostly wait or drive one browser at a time: the registry check
 *   (a release into a local registry, installs, builds, then one page at a time), the editor (one
 *   Chromium), then the site's enquiry suite (one worker: a fault it injects applies to every send)
 *   and its Firefox and WebKit journeys. These two share the outbox port the site's forms are
 *   built for, so they run one after the other, and before the site's other browser suites.
 * Then the site's own suites, which keep both cores busy: unit, Chromium, serving (every page
 * under nginx).
 * `--only` runs the test tasks without their builds, done before: turbo would restore the
 * packages' dist/ from its cache while the registry check copies them for its release.
 */
async function testInTwoLanes() {
  /** The first exit code that is not 0, or 0. @param {number[]} codes */
  const firstFailure = (codes) => codes.find((code) => code !== 0) ?? 0;
  const scripts = async (lane, name, ...names) => {
    const codes = [];
    for (const script of names) {
      codes.push(
        await timed(lane, `${name} ${script}`, () =>
          runLabelled(`[${name.replace('@defne/', '')}]`, pnpm, ['--filter', name, 'run', script], {
            env,
          }),
        ),
      );
    }
    return firstFailure(codes);
  };
  const beside = (async () => {
    const codes = [
      await scripts('beside', '@defne/registry-check', 'test'),
      await scripts('beside', '@defne/editor', 'test'),
      await scripts('beside', '@defne/web', 'test:enquiries', 'test:engines'),
    ];
    return firstFailure(codes);
  })();
  const busySince = Date.now();
  const busy = timed('packages', 'turbo run test (one task at a time)', () =>
    runAsync(turbo, [
      'run',
      'test',
      '--ui=stream',
      '--output-logs=new-only',
      '--only',
      '--concurrency=1',
      // One suite's failure must not cancel the suites after it: each still runs and reports.
      '--continue=always',
      '--summarize',
      '--filter=!@defne/registry-check',
      '--filter=!@defne/editor',
      '--filter=!@defne/web',
    ]),
  ).then((code) => {
    turboTaskTimings('packages', busySince);
    return code;
  });
  const lanes = await Promise.all([busy, beside]);
  log("the suites beside are done; the site's unit, Chromium and serving suites follow");
  const site = await scripts('site', '@defne/web', 'test:unit', 'test:browser', 'test:serving');
  return firstFailure([...lanes, site]);
}
if (task === 'test') {
  ensureDebianPackages([
    ['chromium', 'chromium'],
    // The browser suites run in Chromium's headless shell (packages/site/src/testing/chromium.ts).
    ['chromium-headless-shell', 'chromium-headless-shell'],
    ['nginx', 'nginx-light'],
    ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
    // The W3C Nu HTML Checker (vnu-jar) runs on Java; the sitemap is validated by xmllint.
    ['java', 'default-jre-headless'],
    ['xmllint', 'libxml2-utils'],
    ['openssl', 'openssl'],
    // The engines suite (apps/web/e2e-engines): Firefox ESR, and WebKitGTK's WebDriver, whose
    // library package ships the MiniBrowser it drives, in a virtual X display.
    ['firefox-esr', 'firefox-esr'],
    ['WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'libwebkit2gtk-4.1-0'],
    ['Xvfb', 'xvfb'],
  ]);
  for (const group of ['apps', 'packages']) {
    for (const name of existsSync(join(root, group)) ? readdirSync(join(root, group)) : []) {
      rmSync(join(root, group, name, 'test-results'), { recursive: true, force: true });
    }
  }
  rmSync(join(root, 'docs', 'test-results'), { recursive: true, force: true });
  // The builds first, two at a time: most are single-threaded (tsc, tsup) and independent of each
  // other, so two cores finish them sooner. Then the tests, whose builds are now cache hits.
  const started = Date.now();
  const built = await timed('build', 'turbo run build (two at a time)', () =>
    runAsync(turbo, ['run', 'build', '--ui=stream', '--concurrency=2', '--summarize', ...rest]),
  );
  turboTaskTimings('build', started);
  let status = built;
  if (built === 0 && rest.length > 0) {
    const since = Date.now();
    status = await timed('test', `turbo run test ${rest.join(' ')}`, () =>
      runAsync(turbo, [
        'run',
        'test',
        '--ui=stream',
        '--output-logs=new-only',
        '--summarize',
        '--concurrency=1',
        '--continue=dependencies-successful',
        ...rest,
      ]),
    );
    turboTaskTimings('test', since);
  } else if (built === 0) {
    status = await testInTwoLanes();
  }
  printTimings((Date.now() - started) / 1000);
  // Last: the counts, each failed or skipped test by name, and the summary's own exit code (a
  // skipped test fails the run).
  const summary = run(node, [join(root, 'scripts', 'test-summary.mjs')], { env });
  process.exit(status || summary);
}
mustRun(turbo, ['run', task, '--ui=stream', ...rest], { env });
