import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/serverClock';

/** Whole seconds until `resendAt` (server time), ticking down to 0; 0 when there is nothing to wait for. */
export function useResendTimer(resendAt: number | null): number {
  const left = () => (resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - serverNow()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads resendAt, the only input.
  useEffect(() => {
    setSeconds(left());
    if (resendAt === null) return;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  return seconds;
}
