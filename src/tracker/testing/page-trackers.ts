import type { Journal } from '../queue/journal';
import { createTracker, type Tracker } from '../tracker';
import type { TrackerOptions } from '../types';

/** The pending-close slot of the stored-data object (spec §9). */
export const journal = (): Journal =>
  (JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}') as { pendingClose?: Journal }).pendingClose ?? {};

/** Lets `n` rounds of timers and the promises between them run. */
export const ticks = async (n = 50): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

/**
 * Trackers a test starts on the page's fetch and IndexedDB of its choosing (as a page would find them),
 * and `stopAll` for afterEach: stops them and gives the page its own fetch back.
 */
export function pageTrackers(options: TrackerOptions) {
  let trackers: Tracker[] = [];
  const realFetch = globalThis.fetch;
  return {
    open(fetchFn: typeof fetch, idb: IDBFactory, extra: Partial<TrackerOptions> = {}): Tracker {
      globalThis.fetch = fetchFn;
      window.fetch = fetchFn;
      globalThis.indexedDB = idb;
      const t = createTracker({ ...options, ...extra });
      trackers.push(t);
      t.start();
      return t;
    },
    stopAll(): void {
      for (const t of trackers) t.stop();
      trackers = [];
      globalThis.fetch = realFetch;
      window.fetch = realFetch;
    },
  };
}
