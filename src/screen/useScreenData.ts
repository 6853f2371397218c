import { useCallback, useEffect, useRef, useState } from 'react';
import { firstScreenFromServer } from '../lib/hydration';
import { useSessionEpoch } from '../session/useSessionEpoch';
import { failureOf, hasData, type ScreenState } from './screenState';
import { useReshow } from './useReshow';
import { useRouteReady } from './useRouteReady';

export interface ScreenDataOptions<T> {
  /** What the data is of (order number, product path…). A new key loads afresh from the loading state. */
  key: string;
  /** Answers that hold nothing to show become the 'empty' state. */
  isEmpty?: (data: T) => boolean;
  /** Read again when the page is shown again (bfcache restore, back from another app): cart, order, payment, login state. */
  reshow?: boolean;
  /** A part of a screen (a row, a sheet): it neither holds nor releases the route's skeleton. */
  part?: boolean;
  /** false: nothing to load (a required parameter is missing); the state is 'idle' and the route is ready. */
  enabled?: boolean;
  /** Runs when a load's answer is applied (never for an outdated one): badges, follow-up reads. */
  onData?: (data: T) => void;
  /**
   * The data as the page carries it (a server-rendered first screen's answers, ADR 0029), read
   * synchronously: the server renders it and the browser hydrates from the same, then loads as usual
   * (the carried answers serve that load without a request).
   */
  served?: () => T | undefined;
}

export interface ScreenData<T> {
  state: ScreenState<T>;
  /** Reads again; what is on screen stays there until the answer replaces it (retry shows loading). */
  reload: () => void;
  /** A load is in flight (the first one or a re-read behind the data on screen). */
  pending: boolean;
  /** Changes the data on screen (an action's answer, a quantity being written); reads in flight still land. */
  update: (change: (data: T) => T) => void;
}

/**
 * The one way a screen loads its data (docs/decisions/0010-one-way-to-load-a-screen.md). It loads when
 * mounted, when `key` changes, on reload(), when a session starts or changes (the sign-on return) and,
 * with `reshow`, when the page is shown again. Only the latest load's answer is applied: answers to an
 * earlier load or arriving after the screen is gone are dropped. The first answer marks the route ready.
 */
export function useScreenData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: ScreenDataOptions<T>,
): ScreenData<T> {
  const { key, reshow = false, part = false, enabled = true } = options;
  const [state, setState] = useState<ScreenState<T>>(() => {
    const data = enabled && firstScreenFromServer() ? options.served?.() : undefined;
    if (data === undefined) return { status: enabled ? 'loading' : 'idle' };
    return options.isEmpty?.(data) ? { status: 'empty', data } : { status: 'ready', data };
  });
  const [pending, setPending] = useState(enabled);
  const epoch = useSessionEpoch();
  const markReady = useRouteReady(key, part);
  const latest = useRef({ load, isEmpty: options.isEmpty, onData: options.onData, enabled });
  latest.current = { load, isEmpty: options.isEmpty, onData: options.onData, enabled };
  /** Number of the latest load; an answer carrying another number is outdated. */
  const seq = useRef(0);
  /** Aborted when the load it belongs to becomes outdated, so a polling load stops asking. */
  const inFlight = useRef<AbortController | null>(null);
  const shownKey = useRef(key);

  /** keep: leave data on screen while reading again (reload, reshow, new session), never for a new key. */
  const run = useCallback(
    (keep: boolean) => {
      const mine = ++seq.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const { load: read, isEmpty, onData } = latest.current;
      setState((s) => (keep && hasData(s) ? s : { status: 'loading' }));
      setPending(true);
      read(controller.signal).then(
        (data) => {
          if (mine !== seq.current) return;
          setPending(false);
          setState(isEmpty?.(data) ? { status: 'empty', data } : { status: 'ready', data });
          onData?.(data);
          markReady();
        },
        (error: unknown) => {
          if (mine !== seq.current) return;
          setPending(false);
          const failure = failureOf(error);
          // A failed re-read keeps what is on screen; only a screen without data shows the failure.
          setState((s) => (keep && hasData(s) && failure.status === 'error' ? s : failure));
          markReady();
        },
      );
    },
    [markReady],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and epoch are the triggers (the session epoch changes when a sign-on completes).
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      setPending(false);
      markReady();
      return;
    }
    const sameKey = shownKey.current === key;
    shownKey.current = key;
    run(sameKey);
    return () => {
      // Unmounted or about to load again: whatever is in flight is outdated.
      seq.current += 1;
      inFlight.current?.abort();
    };
  }, [key, epoch, enabled, run, markReady]);

  useReshow(() => {
    if (reshow && latest.current.enabled) run(true);
  });

  const reload = useCallback(() => {
    if (latest.current.enabled) run(true);
  }, [run]);

  const update = useCallback((change: (data: T) => T) => {
    setState((s) => {
      if (!hasData(s)) return s;
      const data = change(s.data);
      return latest.current.isEmpty?.(data) ? { status: 'empty', data } : { status: 'ready', data };
    });
  }, []);

  return { state, pending, reload, update };
}
