import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Ends the session after idleMs without a click, key or scroll. The server ends it too (the cookie's
 * session expires when idle); this side only makes the console say so instead of failing on the next call.
 */
export function useIdleLogout(idleMs: number | null, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (idleMs === null) return;
    let timer = setTimeout(() => callback.current(), idleMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), idleMs);
    };
    for (const e of ACTIVITY) window.addEventListener(e, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, restart);
    };
  }, [idleMs]);
}
