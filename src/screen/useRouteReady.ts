import { useCallback, useRef } from 'react';
import { markPageReady } from './pageReady';

/**
 * Releases the route's skeleton once per `key`: on the first answer (data, empty, failure or sign-on).
 * Later reloads of the same key never mark again, so they cannot cut short a skeleton they do not own;
 * a new key is a new page of the same route (another product) and marks again. A part of a screen (a
 * row, a sheet) passes `part` and leaves the skeleton to its screen.
 */
export function useRouteReady(key: string, part: boolean): () => void {
  const marked = useRef<string | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;
  return useCallback(() => {
    if (part || marked.current === keyRef.current) return;
    marked.current = keyRef.current;
    markPageReady();
  }, [part]);
}
