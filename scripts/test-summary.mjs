#!/usr/bin/env node
// Adds up the JSON reports every test task writes into its package's test-results/ folder
// (Vitest's and Playwright's JSON reporters, and node:test's through apps/web/e2e-engines/counts-reporter.mjs) and prints the totals as the run's last line,
// after each failed test by name with the first line of its error: a run read only by its end
// (a CI log's tail) still says which test failed and why. A skipped test is named too, and fails
// the run (exit code 1): a check that did not run has not passed (issue 53).
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
    rows.push({
      report: relative(root, path),
      ...count(report),
      failures: failures(report),
      skips: skips(report),
    });
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

/** The first line of an error's text that says something, without the terminal's colours. */
function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 300);
}

/** Each failed test of a report: where it is, its name, and its error's first line. */
function failures(report) {
  if (report.tool === 'node:test') return (report.failures ?? []).map((name) => ({ name }));
  if (report.stats && 'expected' in report.stats) {
    const found = [];
    const walk = (suite, names) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const errors = (test.results ?? []).flatMap((result) => result.errors ?? []);
          found.push({
            where: `${spec.file}:${spec.line}`,
            name: [...names, spec.title].filter(Boolean).join(' › '),
            error: firstLine(errors[0]?.message),
          });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...names, child.title]);
    };
    // A top-level suite is a file, whose title is its path (already in `where`).
    for (const suite of report.suites ?? []) walk(suite, []);
    // An error outside every test (a server that did not start, a file that did not load).
    for (const error of report.errors ?? [])
      found.push({ name: 'outside any test', error: firstLine(error.message) });
    return found;
  }
  if ('numTotalTests' in report) {
    return (report.testResults ?? []).flatMap((file) => {
      const where = relative(root, file.name);
      const tests = (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          where,
          name: test.fullName,
          error: firstLine(test.failureMessages?.[0]),
        }));
      // A file that failed before its tests ran (an import that threw) has no failed test.
      if (tests.length === 0 && file.status === 'failed')
        tests.push({ where, name: 'the file itself', error: firstLine(file.message) });
      return tests;
    });
  }
  return [];
}

/** Each skipped test of a report: where it is, its name, and the reason given. */
function skips(report) {
  if (report.tool === 'node:test') return (report.skips ?? []).map((name) => ({ name }));
  if (report.stats && 'expected' in report.stats) {
    const found = [];
    const walk = (suite, names) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'skipped') continue;
          const reason = (test.annotations ?? []).find((a) => a.type === 'skip')?.description;
          found.push({
            where: `${spec.file}:${spec.line}`,
            name: [test.projectName, ...names, spec.title].filter(Boolean).join(' › '),
            error: reason,
          });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...names, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    return found;
  }
  if ('numTotalTests' in report) {
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => ['pending', 'skipped', 'todo'].includes(test.status))
        .map((test) => ({ where: relative(root, file.name), name: test.fullName })),
    );
  }
  return [];
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const row of rows) {
  console.log(`${row.report}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
  total.passed += row.passed;
  total.failed += row.failed;
  total.skipped += row.skipped;
}
for (const row of rows) {
  for (const failure of row.failures) {
    console.log(`failed: ${[row.report, failure.where, failure.name].filter(Boolean).join(' › ')}`);
    if (failure.error) console.log(`  ${failure.error}`);
  }
}
for (const row of rows) {
  for (const skip of row.skips) {
    console.log(`skipped: ${[row.report, skip.where, skip.name].filter(Boolean).join(' › ')}`);
    if (skip.error) console.log(`  ${skip.error}`);
  }
}
if (rows.length === 0) console.log('no test report found');
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.skipped > 0) process.exitCode = 1;
