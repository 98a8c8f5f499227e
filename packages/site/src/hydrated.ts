import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while prerendering and hydrating, true afterwards: browser-only state renders after it. */
export function useHydrated(): boolean {
  return useHydratedWhen(true);
}

/**
 * `useHydrated()` for a component whose output after hydration differs only sometimes: true once
 * hydrated when `differs`, false otherwise, the same as while hydrating. React renders a store
 * whose client snapshot differs from its server one again right after hydration, synchronously and
 * from that component down; a component that would render the same HTML passes false and is not
 * rendered twice (the site's frame: about 50 ms of a phone's main thread, docs/performance.md,
 * "What hydration runs").
 */
export function useHydratedWhen(differs: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => differs,
    () => false,
  );
}
