import { useCallback, type Ref, type RefCallback, type SyntheticEvent } from 'react';

type Cleanup = void | (() => void);

function setRef<T>(ref: Ref<T> | undefined, value: T | null): Cleanup {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/**
 * One callback ref that feeds the component's own ref and the consumer's, so a consumer's `ref`
 * never replaces the one the component needs (React 19 passes `ref` as a plain prop).
 */
export function useComposedRef<T>(
  own: Ref<T> | undefined,
  consumer: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const cleanups = [setRef(own, node), setRef(consumer, node)];
      return () => {
        [own, consumer].forEach((ref, i) => {
          const cleanup = cleanups[i];
          if (typeof cleanup === 'function') cleanup();
          else setRef(ref, null);
        });
      };
    },
    [own, consumer],
  );
}

/**
 * The consumer's handler first, then the component's own, unless the consumer called
 * `event.preventDefault()` to opt out of the built-in behaviour.
 */
export function composeHandlers<E extends SyntheticEvent>(
  consumer: ((event: E) => void) | undefined,
  own: (event: E) => void,
): (event: E) => void {
  return (event) => {
    consumer?.(event);
    if (!event.defaultPrevented) own(event);
  };
}
