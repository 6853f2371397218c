import { createStore } from './store';

/**
 * Requests in flight that want the loading indicator (spec §4: shown for every request unless
 * suppressed). A counter, not a boolean, so overlapping requests keep it up until the last ends.
 * Framework-free: the API client calls begin/end without importing React.
 */
export const loadingStore = createStore(0);

function end(): void {
  // Never below zero: an extra end() from an error path must not hide a later request's indicator.
  loadingStore.set((count) => Math.max(0, count - 1));
}

/** Starts one in-flight unit; returns a one-shot end function (calling it twice ends once). */
function begin(): () => void {
  loadingStore.set((count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    end();
  };
}

/** Shows the indicator while the promise is pending. */
async function track<T>(promise: Promise<T>): Promise<T> {
  const done = begin();
  try {
    return await promise;
  } finally {
    done();
  }
}

export const loading = {
  begin,
  end,
  track,
  isActive: (): boolean => loadingStore.get() > 0,
  /** For tests and page teardown. */
  reset: (): void => loadingStore.set(0),
};
