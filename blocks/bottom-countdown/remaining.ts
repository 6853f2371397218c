const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'hh:mm:ss', or with the days before it from one day up ('2天 05:09:03', by the caller's `withDays`). Seconds round UP so the strip reads 00:00:01
 * until the very end instead of 00:00:00 for the last second.
 */
export function formatRemaining(
  ms: number,
  withDays: (days: number, clock: string) => string = (d, clock) => `${d}d ${clock}`,
): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? withDays(days, clock) : clock;
}

/** Milliseconds until the shown value changes, so ticks land on second boundaries of server time. */
export const msToNextTick = (remainingMs: number): number => remainingMs % 1000 || 1000;
