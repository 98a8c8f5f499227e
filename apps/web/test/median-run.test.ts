import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, without types
import { completeRuns, representativeRun } from '../bench/median-run.mjs';

const run = (id: string, fcp: number | undefined, tti: number | undefined) => ({
  id,
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    interactive: { numericValue: tti },
  },
});

describe("the bench's representative Lighthouse run", () => {
  it('is the run nearest the median FCP and TTI together, not the middle of either alone', () => {
    // Median FCP 1,000 and median TTI 3,000: run b is off on FCP only a little and on TTI not at
    // all; run a has the median FCP but the slowest TTI.
    const runs = [run('a', 1000, 4000), run('b', 1100, 3000), run('c', 900, 2000)];
    expect(representativeRun(runs).id).toBe('b');
  });

  it('leaves out runs without an FCP or a TTI, and refuses to choose from none', () => {
    const runs = [run('a', 1000, 3000), run('b', undefined, 3000), run('c', 900, Number.NaN)];
    expect(completeRuns(runs).map((r: { id: string }) => r.id)).toEqual(['a']);
    expect(() => representativeRun([])).toThrow('no complete Lighthouse run');
  });

  it('picks the single run of one', () => {
    expect(representativeRun([run('only', 800, 2500)]).id).toBe('only');
  });
});
