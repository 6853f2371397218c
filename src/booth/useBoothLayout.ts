import { useEffect, useState } from 'react';
import { firstScreenFromServer, onServer } from '../lib/hydration';
import { syncServerClock } from '../lib/serverClock';
import type { BoothLoaderData } from './boothLoader';
import { type LoadedLayout, loadCachedLayout, loadLayout, servedLayout } from './loadLayout';

export type BoothLayoutState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedLayout }
  | { status: 'failed'; error: unknown };

/**
 * The first state: the layout the page carries when there is one (a server-rendered first screen, which
 * the server and the hydrating browser must render alike), else loading. The browser's clock follows
 * the server's stamp of that answer before anything judges a schedule with it; on the server the
 * render's own clock is already the server's.
 */
function firstState({ served, pending }: BoothLoaderData): BoothLayoutState {
  const loaded = served && firstScreenFromServer() ? servedLayout(served) : undefined;
  if (!served || !loaded) return { status: 'loading' };
  if (!onServer()) syncServerClock(served.serverTime, pending.startedAt, pending.answeredAt);
  return { status: 'ready', loaded };
}

const sameLayout = (a: LoadedLayout, b: LoadedLayout): boolean =>
  a.source === b.source && a.layout.pageId === b.layout.pageId && a.layout.version === b.layout.version;

/**
 * Shows the last good layout at once when there is one (instant repeat visit), then swaps in the
 * network answer. With no cache and a failed fetch the state is 'failed' and the page offers reload.
 * A layout the page carries is shown from the first render; the same answer then goes through the
 * pipeline (clock, report, last good copy) without a second paint when nothing changed.
 */
export function useBoothLayout(data: BoothLoaderData): BoothLayoutState {
  const { cacheKey, pending, preview } = data;
  const [state, setState] = useState<BoothLayoutState>(() => firstState(data));
  // Fixed at mount: whether the first state came from the page.
  const [fromPage] = useState(() => state.status === 'ready');

  useEffect(() => {
    let live = true;
    let settled = false;
    if (!fromPage) setState({ status: 'loading' });
    if (!preview && !fromPage) {
      void loadCachedLayout(cacheKey).then((cached) => {
        if (live && !settled && cached) setState({ status: 'ready', loaded: cached });
      });
    }
    loadLayout(cacheKey, pending, { preview }).then(
      (loaded) => {
        settled = true;
        if (live)
          setState((prev) =>
            prev.status === 'ready' && sameLayout(prev.loaded, loaded) ? prev : { status: 'ready', loaded },
          );
      },
      (error: unknown) => {
        settled = true;
        if (live) setState((prev) => (prev.status === 'ready' ? prev : { status: 'failed', error }));
      },
    );
    return () => {
      live = false;
    };
  }, [cacheKey, pending, preview, fromPage]);

  return state;
}
