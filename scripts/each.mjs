#!/usr/bin/env node
// Runs a package's test suites one after the other, every one of them, and fails if any failed.
// Chained with `&&`, a failing first suite hid whether the others passed; with `;` the chain's
// status was only the last suite's. Each argument is one command, run by the shell as npm runs a
// script; a package's `test` script passes its suites in order, e.g. "vitest run" "playwright test".
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/each.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
/** @type {NodeJS.Signals | undefined} */
let stopped;
// Ctrl-C or turbo stopping the task stops the suite that runs and starts no other.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopped = signal;
    current?.kill(signal);
  });
}

/** @type {Array<{ command: string; status: string }>} */
const results = [];
for (const command of commands) {
  if (stopped) break;
  const started = Date.now();
  const code = await new Promise((resolve) => {
    current = spawn(command, { shell: true, stdio: 'inherit' });
    current.on('error', (error) => {
      console.error(`[each] ${command}: ${error.message}`);
      resolve(1);
    });
    current.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({
    command,
    status: code === 0 ? `passed in ${seconds} s` : `FAILED (exit ${code}) after ${seconds} s`,
  });
}

console.log('\n[each] suites:');
for (const { command, status } of results) console.log(`[each]   ${command}: ${status}`);
for (const command of commands.slice(results.length))
  console.log(`[each]   ${command}: not run (${stopped})`);
const failed = results.filter((r) => !r.status.startsWith('passed')).length;
process.exit(stopped ? 130 : failed > 0 ? 1 : 0);
