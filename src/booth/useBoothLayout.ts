import { useEffect, useState } from 'react';
import { type LoadedLayout, loadCachedLayout, loadLayout, type PendingAnswer } from './loadLayout';

export type BoothLayoutState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedLayout }
  | { status: 'failed'; error: unknown };

/**
 * Shows the last good layout at once when there is one (instant repeat visit), then swaps in the
 * network answer. With no cache and a failed fetch the state is 'failed' and the page offers reload.
 */
export function useBoothLayout(cacheKey: string, pending: PendingAnswer, preview: boolean): BoothLayoutState {
  const [state, setState] = useState<BoothLayoutState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let settled = false;
    setState({ status: 'loading' });
    if (!preview) {
      void loadCachedLayout(cacheKey).then((cached) => {
        if (live && !settled && cached) setState({ status: 'ready', loaded: cached });
      });
    }
    loadLayout(cacheKey, pending, { preview }).then(
      (loaded) => {
        settled = true;
        if (live) setState({ status: 'ready', loaded });
      },
      (error: unknown) => {
        settled = true;
        if (live) setState((prev) => (prev.status === 'ready' ? prev : { status: 'failed', error }));
      },
    );
    return () => {
      live = false;
    };
  }, [cacheKey, pending, preview]);

  return state;
}
