import { useEffect } from 'react';

/** The draw job runs every half minute by default: a page past the draw time asks again this often. */
export const DRAWING_RECHECK_MS = 15_000;

/**
 * Past the draw time, not drawn yet (phase 'drawing'): shoppers' reads never draw (ADR 0071), the
 * draw job does. Shows the page's 开奖中 words and reads the activity again every 15 s while it shows, so
 * the result appears once it is drawn.
 */
export function Drawing({
  text,
  className,
  onRecheck,
}: {
  text: string;
  className?: string;
  onRecheck: () => void;
}) {
  // An interval, not a timeout: a re-read that is still 'drawing' keeps this mounted with the same callback.
  useEffect(() => {
    const timer = setInterval(onRecheck, DRAWING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [onRecheck]);
  return <p className={className}>{text}</p>;
}
