export { StatCounters } from './StatCounters';
export type { StatCountersProps, StatItem } from './StatCounters';
