// The representative run of several Lighthouse runs of one page, chosen as Lighthouse CI and
// PageSpeed Insights choose it: the run nearest the median FCP and the median TTI together, not
// the run with the middle score (a score hides which metric moved). Written here from that rule
// so the bench uses only Lighthouse's public API (its own helper is an internal module).

const metric = (lhr, id) => lhr.audits[id]?.numericValue;

/** A run Lighthouse completed: it has an FCP and a TTI. The rest are left out, as LHCI does. */
export function completeRuns(runs) {
  return runs.filter(
    (lhr) =>
      Number.isFinite(metric(lhr, 'first-contentful-paint')) &&
      Number.isFinite(metric(lhr, 'interactive')),
  );
}

/** The median of `values` (the mean of the middle two when they are even in number). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run whose FCP and TTI lie nearest (relative distance, squared) to the runs' medians. */
export function representativeRun(runs) {
  if (runs.length === 0) throw new Error('no complete Lighthouse run to choose from');
  const fcp = median(runs.map((lhr) => metric(lhr, 'first-contentful-paint')));
  const tti = median(runs.map((lhr) => metric(lhr, 'interactive')));
  const distance = (lhr) =>
    ((metric(lhr, 'first-contentful-paint') - fcp) / fcp) ** 2 +
    ((metric(lhr, 'interactive') - tti) / tti) ** 2;
  return runs.reduce((best, lhr) => (distance(lhr) < distance(best) ? lhr : best));
}
