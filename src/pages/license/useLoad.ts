import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/errors';
import { useSessionEpoch } from '../../session/useSessionEpoch';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** handled: a global handler took over (0003 started a login), so no failure page is shown. */
  | { status: 'error'; handled: boolean };

/**
 * Loads a page's data once, on reload(), and again when a login completes (a first load that raced
 * the login answered 0003). An answer for an outdated attempt is dropped.
 */
export function useLoad<T>(load: () => Promise<T>): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const epoch = useSessionEpoch();

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and epoch are the triggers for a reload.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', handled: isApiError(error) && error.handled });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, epoch]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
