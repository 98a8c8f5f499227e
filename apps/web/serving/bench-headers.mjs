#!/usr/bin/env node
// `pnpm bench:headers`: the official MDN HTTP Observatory scanner (@mdn/mdn-http-observatory, the
// code behind developer.mozilla.org/observatory) grades the site as nginx serves it over TLS.
//
// The scanner takes a host name and always asks http://<host>/ and https://<host>/ on ports 80 and
// 443, so the build is served the way a deployment serves it: `serve:nginx`'s TLS flavour (the
// repository's nginx configuration, a certificate for localhost from a throwaway local CA, http
// redirected to https) on localhost:443 and :80, inside a private network namespace (unshare) where
// those ports are free and no other process is disturbed.
//
// The package's bin (bin/wrapper.js) only sets NODE_EXTRA_CA_CERTS to a Mozilla CA bundle that its
// dependency downloads at install time (refused here, no internet) and runs src/scan.js: this
// script runs src/scan.js itself with the run's local CA instead. Its install script's other
// download, Chromium's HSTS preload list, ships as patches/@mdn__mdn-http-observatory@*.patch
// (an empty list: localhost is on no preload list, so HSTS and redirection are judged on the
// headers and redirects nginx sends).
//
// Options: --strict exits 1 below A+; --json <file> writes the scanner's full output.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAMESPACE_MARK = 'DEFNE_PRIVATE_NETNS';
const HOST = 'localhost';

/** Results that mean a test had nothing to judge (no http site, no https site). */
export const NOT_APPLICABLE = new Set([
  'redirection-not-needed-no-http',
  'hsts-not-implemented-no-https',
]);

/** The scanner's CLI script, as its bin wrapper runs it. */
export function scannerScript() {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve('@mdn/mdn-http-observatory/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  return { script: join(dirname(pkgFile), 'src', 'scan.js'), version: pkg.version };
}

/**
 * Runs the official scan of `host` in a child process trusting `ca`.
 * @returns {{ scan: Record<string, any>, tests: Record<string, any> }}
 */
export function runScanner(host, ca) {
  const { script } = scannerScript();
  const result = spawnSync(process.execPath, [script, host], {
    encoding: 'utf8',
    env: { ...process.env, ...(ca ? { NODE_EXTRA_CA_CERTS: ca } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
  let output;
  try {
    output = JSON.parse(result.stdout);
  } catch {
    throw new Error(
      `the scanner printed no JSON (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  if (output.error) throw new Error(`the scanner failed: ${output.error}`);
  return output;
}

/** Score, grade and every test's result as lines of text. */
export function formatScan(output, { version }) {
  const { scan, tests } = output;
  const lines = [
    `MDN HTTP Observatory ${version} (algorithm ${scan.algorithmVersion}), https://${HOST}/`,
  ];
  const width = Math.max(...Object.keys(tests).map((k) => k.length));
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    const mark = NOT_APPLICABLE.has(test.result) ? 'n/a ' : test.pass ? 'pass' : 'FAIL';
    lines.push(`  ${mark}  ${name.padEnd(width)}  ${modifier.padStart(3)}  ${test.result}`);
  }
  lines.push(
    `Score ${scan.score}, grade ${scan.grade}: ${scan.testsPassed}/${scan.testsQuantity} tests passed, HTTP ${scan.statusCode}`,
  );
  return lines.join('\n');
}

/** Problems that make the run fail with --strict. */
export function strictProblems(output) {
  const problems = [];
  if (output.scan.grade !== 'A+') problems.push(`grade ${output.scan.grade}, not A+`);
  if (output.scan.score < 100) problems.push(`score ${output.scan.score} < 100`);
  for (const [name, test] of Object.entries(output.tests)) {
    if (NOT_APPLICABLE.has(test.result)) problems.push(`${name}: not applicable (${test.result})`);
    else if (!test.pass) problems.push(`${name}: ${test.result}`);
  }
  return problems;
}

function inPrivateNamespace() {
  return process.env[NAMESPACE_MARK] === '1';
}

// Root can make a network namespace directly; anyone else through a user namespace (-r).
function reexecInNamespace() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const self = fileURLToPath(import.meta.url);
  const inner = `ip link set lo up && exec "$0" "$@"`;
  const result = spawnSync(
    'unshare',
    [isRoot ? '-n' : '-rn', 'sh', '-c', inner, process.execPath, self, ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, [NAMESPACE_MARK]: '1' } },
  );
  if (result.error) throw new Error(`unshare (util-linux) is needed: ${result.error.message}`);
  return result.status ?? 1;
}

async function main() {
  if (!inPrivateNamespace()) {
    process.exitCode = reexecInNamespace();
    return;
  }
  const { startNginx } = await import('@defne/serve/ops');
  const server = await startNginx({ port: 443, httpPort: 80, tls: true });
  try {
    const output = runScanner(HOST, server.ca);
    console.log(formatScan(output, scannerScript()));
    const jsonAt = process.argv.indexOf('--json');
    if (jsonAt !== -1 && process.argv[jsonAt + 1]) {
      writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify(output, null, 2)}\n`);
    }
    const problems = strictProblems(output);
    if (problems.length > 0)
      console.log(`Below the target (A+, 100, every test passed):\n  ${problems.join('\n  ')}`);
    if (process.argv.includes('--strict') && problems.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[bench:headers] ${error.message}`);
    process.exit(1);
  });
}
