#!/usr/bin/env node
// Adds up the JSON reports every test task writes into its package's test-results/ folder
// (Vitest's and Playwright's JSON reporters, and node:test's through apps/web/e2e-engines/counts-reporter.mjs) and prints the totals as the run's last line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rows = [];
// Every workspace package: apps/*, packages/* and the docs' own (pnpm-workspace.yaml).
const packageDirs = ['apps', 'packages'].flatMap((group) =>
  existsSync(join(root, group))
    ? readdirSync(join(root, group)).map((name) => join(root, group, name))
    : [],
);
packageDirs.push(join(root, 'docs'));
for (const dir of packageDirs) {
  const results = join(dir, 'test-results');
  if (!existsSync(results) || !statSync(results).isDirectory()) continue;
  for (const file of readdirSync(results).filter(
    (f) => f.endsWith('.json') && !f.startsWith('.'),
  )) {
    const path = join(results, file);
    const report = JSON.parse(readFileSync(path, 'utf8'));
    rows.push({ report: relative(root, path), ...count(report) });
  }
}

function count(report) {
  if (report.tool === 'node:test') {
    // apps/web/e2e-engines/counts-reporter.mjs
    const { passed, failed, skipped } = report;
    return { passed, failed, skipped };
  }
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  if ('numTotalTests' in report) {
    // Vitest
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  throw new Error('unknown report format');
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const row of rows) {
  console.log(`${row.report}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
  total.passed += row.passed;
  total.failed += row.failed;
  total.skipped += row.skipped;
}
if (rows.length === 0) console.log('no test report found');
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
