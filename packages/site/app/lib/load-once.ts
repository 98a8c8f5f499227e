/**
 * `load`, called once and its promise kept for every later call; a failed load (the visitor
 * offline, say) is forgotten, so the next call tries again instead of reusing the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
