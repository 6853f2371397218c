import { useLayoutEffect, useSyncExternalStore } from 'react';

/** How many route screens are waiting for their code now (their Suspense fallback is mounted). */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** True while a screen's chunk is loading: the shell shows the page skeleton meanwhile. */
// The server's render of a first screen waits for the screen's code, so it never shows this skeleton.
export const useScreenPending = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );

/** A route's Suspense fallback: counts as loading while mounted; the shell draws the skeleton. */
export function ScreenPending(): null {
  useLayoutEffect(() => {
    pending += 1;
    emit();
    return () => {
      pending -= 1;
      emit();
    };
  }, []);
  return null;
}
