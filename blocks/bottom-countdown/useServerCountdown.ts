import { useEffect, useState } from 'react';
import { useLatest } from '../shared/useLatest';
import { msToNextTick } from './remaining';

/**
 * Milliseconds left until `endMs` on SERVER time (runtime.serverNow, never Date.now), re-read at
 * each displayed-second boundary. Re-reading the clock each tick instead of subtracting 1000
 * keeps it right after the webview was suspended in the background.
 */
export function useServerCountdown(endMs: number, serverNow: () => number): number {
  const now = useLatest(serverNow);
  const [remaining, setRemaining] = useState(() => endMs - serverNow());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = endMs - now.current();
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, msToNextTick(left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endMs, now]);

  return remaining;
}
