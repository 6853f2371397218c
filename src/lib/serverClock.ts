/**
 * Client–server clock offset. Schedules and countdowns are judged on server time so a phone with a
 * wrong clock neither shows an expired banner nor hides a live one (ARCHITECTURE.md).
 */
let offsetMs = 0;
const listeners = new Set<(offset: number) => void>();

/** Others on server time (the tracker's client–server offset field) follow every resync. */
export function onServerClockChange(listener: (offset: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the offset from a server timestamp taken while the request was in flight. */
export function syncServerClock(serverTime: number, requestStartedAt: number, answeredAt = Date.now()): void {
  // The server stamped its time somewhere during the round trip; the midpoint is the best guess.
  const midpoint = requestStartedAt + (answeredAt - requestStartedAt) / 2;
  offsetMs = Math.round(serverTime - midpoint);
  for (const listener of listeners) listener(offsetMs);
}

export const serverNow = (): number => Date.now() + offsetMs;

export const serverOffset = (): number => offsetMs;

export function resetServerClock(): void {
  offsetMs = 0;
}
