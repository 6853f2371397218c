import { useCallback, useEffect, useRef, useState } from 'react';
import { firstScreenFromServer } from '../lib/hydration';
import { useSessionEpoch } from '../session/useSessionEpoch';
import { failureOf, type ScreenState } from './screenState';
import { useReshow } from './useReshow';
import { useRouteReady } from './useRouteReady';

export interface Page<T> {
  items: readonly T[];
  hasMore: boolean;
}

export interface PagedState<T> {
  /** The list as a whole, as for useScreenData: loading, ready, empty, signingIn or error (first page). */
  status: 'loading' | 'ready' | 'empty' | 'signingIn' | 'error';
  items: T[];
  /** The last page appended. */
  pageNo: number;
  hasMore: boolean;
  /** The next page: loading it, or its failure waiting for a retry (scrolling alone does not retry). */
  next: 'idle' | 'loading' | 'error';
  /** Pull to refresh under way: the list stays until page 1 answers. */
  refreshing: boolean;
  message: string;
  /** The first page was refused with a reason (screenState.ts isRefusal), not lost on the way. */
  refused?: boolean;
}

export interface PagedListOptions<T> {
  /** What the list is of (tab, sort, coupon…). A new key starts again from page 1. */
  key: string;
  /** Identity of an item: items move between pages while the shopper scrolls; each is shown once. */
  idOf: (item: T) => string;
  pageSize?: number;
  reshow?: boolean;
  part?: boolean;
  /**
   * Page 1 as the page carries it (a server-rendered first screen's list): the first render shows it, as
   * the server's did, and the first load refreshes it in place instead of starting from loading.
   */
  served?: (pageSize: number) => Page<T> | undefined;
}

export interface PagedList<T> {
  state: PagedState<T>;
  /** The next page, when there is one and none is loading. `retry` also retries a failed page. */
  loadMore: (retry?: boolean) => void;
  /**
   * Page 1 again, keeping the list on screen until it answers (pull to refresh, reshow, after an action);
   * settles when its answer has arrived, so a pull-to-refresh spinner knows when to stop.
   */
  refresh: () => Promise<void>;
  /** Page 1 again from the loading state (the failure view's retry). */
  retry: () => void;
  /** Changes the loaded items after an action the server accepted (e.g. a removed order). */
  update: (change: (items: T[]) => T[]) => void;
}

/** The whole list as a screen state, for ScreenStates (skeleton, empty, failure, signing in). */
export function listScreenState<T>(s: PagedState<T>): ScreenState<T[]> {
  if (s.status === 'error') return { status: 'error', message: s.message, refused: s.refused === true };
  if (s.status === 'ready' || s.status === 'empty') return { status: s.status, data: s.items };
  return { status: s.status };
}

const initial = <T>(): PagedState<T> => ({
  status: 'loading',
  items: [],
  pageNo: 0,
  hasMore: true,
  next: 'idle',
  refreshing: false,
  message: '',
});

/**
 * The paged variant of the one way to load a screen (ADR 0010): infinite lists load page by page,
 * append without duplicates, stop at the last page, keep what they have when a page fails, refresh from
 * page 1 on pull, on the sign-on return and (with `reshow`) when the page is shown again. Answers to an
 * outdated load are dropped; the first page's answer marks the route ready.
 */
export function usePagedList<T>(
  loadPage: (pageNo: number, pageSize: number) => Promise<Page<T>>,
  { key, idOf, pageSize = 10, reshow = false, part = false, served }: PagedListOptions<T>,
): PagedList<T> {
  const [state, setState] = useState<PagedState<T>>(() => {
    const page = firstScreenFromServer() ? served?.(pageSize) : undefined;
    if (!page) return initial<T>();
    return {
      ...initial<T>(),
      status: page.items.length === 0 ? 'empty' : 'ready',
      items: [...page.items],
      pageNo: 1,
      hasMore: page.hasMore,
    };
  });
  /** The list began from the page's own copy: its first load refreshes in place. */
  const fromPage = useRef(state.status !== 'loading');
  const epoch = useSessionEpoch();
  const markReady = useRouteReady(key, part);
  const latest = useRef({ loadPage, idOf, pageSize, state });
  latest.current = { loadPage, idOf, pageSize, state };
  /** Number of the latest load of this list; any answer of another number is outdated. */
  const seq = useRef(0);

  const fetchPage = useCallback(
    (pageNo: number, mode: 'fresh' | 'refresh' | 'append'): Promise<void> => {
      const mine = ++seq.current;
      const { loadPage: read, idOf: id, pageSize: size } = latest.current;
      setState((s) =>
        mode === 'fresh'
          ? initial<T>()
          : mode === 'refresh'
            ? { ...s, refreshing: s.items.length > 0, status: s.items.length > 0 ? s.status : 'loading' }
            : { ...s, next: 'loading' },
      );
      return read(pageNo, size).then(
        (page) => {
          if (mine !== seq.current) return;
          setState((s) => {
            const base = pageNo === 1 ? [] : s.items;
            const seen = new Set(base.map(id));
            const items = [...base, ...page.items.filter((item) => !seen.has(id(item)))];
            return {
              status: items.length === 0 ? 'empty' : 'ready',
              items,
              pageNo,
              hasMore: page.hasMore,
              next: 'idle',
              refreshing: false,
              message: '',
            };
          });
          markReady();
        },
        (error: unknown) => {
          if (mine !== seq.current) return;
          const failure = failureOf(error);
          setState((s) => {
            // With items on screen a failure stays at the foot of the list (retry the next page) and a
            // failed refresh leaves the list as it was.
            if (s.items.length > 0 && failure.status === 'error')
              return { ...s, refreshing: false, next: mode === 'append' ? 'error' : 'idle' };
            return {
              ...initial<T>(),
              status: failure.status,
              message: failure.status === 'error' ? failure.message : '',
              refused: failure.status === 'error' && failure.refused,
            };
          });
          markReady();
        },
      );
    },
    [markReady],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and epoch are the triggers (the session epoch changes when a sign-on completes).
  useEffect(() => {
    void fetchPage(1, fromPage.current ? 'refresh' : 'fresh');
    fromPage.current = false;
    return () => {
      seq.current += 1;
    };
  }, [key, epoch, fetchPage]);

  const refresh = useCallback(() => fetchPage(1, 'refresh'), [fetchPage]);
  const retry = useCallback(() => void fetchPage(1, 'fresh'), [fetchPage]);

  const loadMore = useCallback(
    (retryFailed = false) => {
      const s = latest.current.state;
      if (s.status !== 'ready' || !s.hasMore || s.next === 'loading' || s.refreshing) return;
      // Scrolling past a failed page does not try again by itself, or a dead network would loop.
      if (s.next === 'error' && !retryFailed) return;
      void fetchPage(s.pageNo + 1, 'append');
    },
    [fetchPage],
  );

  useReshow(() => {
    if (reshow) void refresh();
  });

  const update = useCallback((change: (items: T[]) => T[]) => {
    setState((s) => {
      const items = change(s.items);
      return { ...s, items, status: items.length === 0 && s.status === 'ready' ? 'empty' : s.status };
    });
  }, []);

  return { state, loadMore, refresh, retry, update };
}
