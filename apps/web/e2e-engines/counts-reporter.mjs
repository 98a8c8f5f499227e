// A node:test reporter that writes the run's counts as JSON, for scripts/test-summary.mjs (which
// adds up every package's test-results/*.json): the spec reporter prints the run, this one counts.
export default async function* counts(source) {
  const total = { tool: 'node:test', passed: 0, failed: 0, skipped: 0, failures: [], skips: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite') continue;
    if (data.skip || data.todo) {
      total.skipped += 1;
      total.skips.push(data.name);
    } else if (event.type === 'test:pass') total.passed += 1;
    else {
      total.failed += 1;
      total.failures.push(data.name);
    }
  }
  yield `${JSON.stringify(total, null, 2)}\n`;
}
