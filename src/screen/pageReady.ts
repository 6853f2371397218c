import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page skeleton (spec §2): shown on every path change and hidden when the page's first request
 * answers. Pages without a first request are ready as soon as their code has loaded.
 */
let waiting = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function beginPageLoad(): void {
  if (waiting) return;
  waiting = true;
  emit();
}

export function markPageReady(): void {
  if (!waiting) return;
  waiting = false;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// A first screen the server rendered is never waiting: it carries its first read already.
export const usePageWaiting = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );

/** Screens with loading placeholders call this with true once their first data (or error) is in. */
export function usePageReady(ready: boolean): void {
  useEffect(() => {
    if (ready) markPageReady();
  }, [ready]);
}
