import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while prerendering and hydrating, true afterwards: browser-only state renders after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
