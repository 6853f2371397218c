/**
 * Writes of absolute cart-line quantities, merged and ordered:
 * - taps within `debounceMs` of each other become one write of the last quantity;
 * - one request per line is in flight at a time; what the shopper wants meanwhile is sent next, and
 *   only the latest wish (intermediate ones are obsolete because quantities are absolute);
 * - every write carries a seq greater than any before it, so the server can ignore a late older one;
 * - a failure rolls the line back to the last quantity the server confirmed.
 * Framework-free and timer-injectable so it is tested without React or a network.
 */
export interface QuantityWriteResult {
  /** The line's quantity on the server after the write (its own when applied was false). */
  quantity: number;
  seq: number;
  applied: boolean;
}

export type QuantityState = 'pending' | 'confirmed' | 'rolledBack';

export interface QuantityQueueDeps<R extends QuantityWriteResult> {
  send: (lineId: number, quantity: number, seq: number) => Promise<R>;
  /** What the line should show now. */
  onQuantity: (lineId: number, quantity: number, state: QuantityState) => void;
  /** Every successful answer, in the order the line's writes were made. */
  onResult?: (lineId: number, result: R) => void;
  /** A write failed; the line is already rolled back to serverQuantity. */
  onError?: (lineId: number, error: unknown, serverQuantity: number) => void;
  /** No line has a write waiting or in flight (a good moment to recalculate totals). */
  onIdle?: () => void;
  debounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

interface LineState {
  /** Last quantity and seq the server confirmed. */
  server: number;
  serverSeq: number;
  /** Highest seq this queue has used for the line. */
  sentSeq: number;
  /** Latest quantity the shopper asked for that the server has not confirmed, or null. */
  desired: number | null;
  /** Quantity of the write in flight, or null. */
  inFlight: number | null;
  timer: unknown;
}

export interface QuantityQueue {
  /** The server's known state of a line (after a cart read); ignored when older than what we know. */
  seed(lineId: number, quantity: number, seq: number): void;
  /** The shopper wants this absolute quantity. */
  set(lineId: number, quantity: number): void;
  /** What a busy line should show (its latest wish), or undefined when the line is settled. */
  display(lineId: number): number | undefined;
  busy(): boolean;
  dispose(): void;
}

export const QUANTITY_DEBOUNCE_MS = 300;

export function createQuantityQueue<R extends QuantityWriteResult>(
  deps: QuantityQueueDeps<R>,
): QuantityQueue {
  const debounceMs = deps.debounceMs ?? QUANTITY_DEBOUNCE_MS;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const lines = new Map<number, LineState>();
  let disposed = false;

  const lineOf = (lineId: number): LineState => {
    let line = lines.get(lineId);
    if (!line) {
      line = { server: 0, serverSeq: 0, sentSeq: 0, desired: null, inFlight: null, timer: undefined };
      lines.set(lineId, line);
    }
    return line;
  };

  const lineBusy = (l: LineState) => l.desired !== null || l.inFlight !== null || l.timer !== undefined;
  const anyBusy = () => [...lines.values()].some(lineBusy);
  const maybeIdle = () => {
    if (!disposed && !anyBusy()) deps.onIdle?.();
  };

  function pump(lineId: number): void {
    const line = lineOf(lineId);
    if (disposed || line.inFlight !== null || line.timer !== undefined) return;
    if (line.desired === null) {
      maybeIdle();
      return;
    }
    if (line.desired === line.server) {
      // Back where the server already is: nothing to write.
      line.desired = null;
      deps.onQuantity(lineId, line.server, 'confirmed');
      maybeIdle();
      return;
    }
    const quantity = line.desired;
    const seq = Math.max(line.serverSeq, line.sentSeq) + 1;
    line.sentSeq = seq;
    line.inFlight = quantity;
    deps.send(lineId, quantity, seq).then(
      (result) => {
        if (disposed) return;
        line.inFlight = null;
        if (result.seq >= line.serverSeq) {
          line.server = result.quantity;
          line.serverSeq = result.seq;
        }
        deps.onResult?.(lineId, result);
        // A newer wish waits for its own write; otherwise the line shows what the server holds.
        if (line.desired === quantity) line.desired = null;
        if (line.desired === null) deps.onQuantity(lineId, line.server, 'confirmed');
        pump(lineId);
      },
      (error: unknown) => {
        if (disposed) return;
        line.inFlight = null;
        line.desired = null;
        if (line.timer !== undefined) clearTimer(line.timer);
        line.timer = undefined;
        deps.onQuantity(lineId, line.server, 'rolledBack');
        deps.onError?.(lineId, error, line.server);
        maybeIdle();
      },
    );
  }

  return {
    seed(lineId, quantity, seq) {
      const line = lineOf(lineId);
      if (seq < line.serverSeq) return;
      line.server = quantity;
      line.serverSeq = seq;
    },
    set(lineId, quantity) {
      if (disposed) return;
      const line = lineOf(lineId);
      line.desired = quantity;
      deps.onQuantity(lineId, quantity, 'pending');
      if (line.timer !== undefined) clearTimer(line.timer);
      line.timer = setTimer(() => {
        line.timer = undefined;
        pump(lineId);
      }, debounceMs);
    },
    display(lineId) {
      const line = lines.get(lineId);
      if (!line || !lineBusy(line)) return undefined;
      return line.desired ?? line.inFlight ?? undefined;
    },
    busy: anyBusy,
    dispose() {
      disposed = true;
      for (const line of lines.values()) if (line.timer !== undefined) clearTimer(line.timer);
      lines.clear();
    },
  };
}
