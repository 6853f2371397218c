import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value, for timers that must not restart on every render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
