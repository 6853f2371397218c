import { listen } from './listen';
import type { CollectorDeps, Uninstall } from './types';

/** Spec §9: one view lasts at most 18,000,000 ms (5 h); scroll settles after 1000 ms. */
export const STAY_CAP_MS = 18_000_000;
export const STAY_DEBOUNCE_MS = 1000;

export interface StayControl {
  uninstall: Uninstall;
  /** Reports the current view (page exit). */
  flush: () => void;
  /** Starts a fresh view (page entry). */
  reset: () => void;
}

/**
 * WebStay: how long each scroll position was looked at. A view starts when scrolling
 * settles (1000 ms debounce) and ends at the next scroll, hide or page exit.
 */
export function installStay(
  { emit, report }: CollectorDeps,
  /** When the first view began: the page's entry (the collector loads once the page is idle). */
  entered = Date.now(),
): StayControl {
  let since: number | null = entered;
  let position = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    if (since === null) return;
    const duration = Math.min(STAY_CAP_MS, Date.now() - since);
    since = null;
    if (duration <= 0) return;
    void emit('WebStay', {
      viewDuration: duration,
      viewportHeight: window.innerHeight,
      viewportWidth: window.innerWidth,
      viewportPosition: Math.round(position),
    });
  };

  const reset = (): void => {
    clearTimeout(settle);
    position = window.scrollY;
    since = Date.now();
  };

  const onScroll = (): void => {
    flush();
    clearTimeout(settle);
    settle = setTimeout(reset, STAY_DEBOUNCE_MS);
  };

  const removers = [
    listen(window, 'scroll', onScroll, report, { passive: true }),
    listen(window, 'resize', onScroll, report, { passive: true }),
    listen(
      document,
      'visibilitychange',
      () => (document.visibilityState === 'hidden' ? flush() : reset()),
      report,
    ),
  ];
  return {
    uninstall: () => {
      clearTimeout(settle);
      for (const r of removers) r();
    },
    flush,
    reset,
  };
}
