/**
 * The day a build publishes its pages, `YYYY-MM-DD` in UTC: the day every published date is
 * checked against (D23: none may be in the past). `SOURCE_DATE_EPOCH` (seconds, the
 * reproducible-builds convention) fixes it, so a build can be repeated as of a given day.
 */
export function buildDay(now?: Date): string {
  const epoch = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env?.SOURCE_DATE_EPOCH;
  const at = now ?? (epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date());
  return at.toISOString().slice(0, 10);
}
