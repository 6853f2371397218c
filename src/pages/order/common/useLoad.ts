import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/errors';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** handled: a global handler took over (0003 started a login), so no failure page is shown. */
  | { status: 'error'; message: string; handled: boolean };

/**
 * Loads a screen's data when `key` changes and on reload(); answers for an outdated attempt are
 * dropped. A reload keeps the current data on screen (no flash back to the skeleton).
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
): { state: Loaded<T>; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are the triggers.
  useEffect(() => {
    let current = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRef.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'error',
            message: errorMessage(error),
            handled: isApiError(error) && error.handled,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
