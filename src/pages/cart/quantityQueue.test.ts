import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantityQueue, type QuantityState, type QuantityWriteResult } from './quantityQueue';

interface Call {
  lineId: number;
  quantity: number;
  seq: number;
  resolve: (r: QuantityWriteResult) => void;
  reject: (e: unknown) => void;
}

/** A fake server write whose answers the test releases one by one. */
function harness() {
  const calls: Call[] = [];
  const shown: Array<[number, number, QuantityState]> = [];
  const results: QuantityWriteResult[] = [];
  const errors: unknown[] = [];
  let idle = 0;
  const queue = createQuantityQueue({
    send: (lineId, quantity, seq) =>
      new Promise<QuantityWriteResult>((resolve, reject) =>
        calls.push({ lineId, quantity, seq, resolve, reject }),
      ),
    onQuantity: (lineId, quantity, state) => shown.push([lineId, quantity, state]),
    onResult: (_, r) => results.push(r),
    onError: (_, e) => errors.push(e),
    onIdle: () => {
      idle += 1;
    },
  });
  const ok = (call: Call | undefined) => {
    if (!call) throw new Error('no such call');
    call.resolve({ quantity: call.quantity, seq: call.seq, applied: true });
  };
  return { queue, calls, shown, results, errors, ok, idleCount: () => idle };
}

describe('cart quantity queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges rapid taps into one write of the final absolute quantity', async () => {
    const h = harness();
    h.queue.seed(7, 1, 4);
    h.queue.set(7, 2);
    await vi.advanceTimersByTimeAsync(100);
    h.queue.set(7, 3);
    await vi.advanceTimersByTimeAsync(100);
    h.queue.set(7, 4);
    expect(h.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls.map((c) => [c.lineId, c.quantity, c.seq])).toEqual([[7, 4, 5]]);
    expect(h.queue.display(7)).toBe(4);
    h.ok(h.calls[0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.shown.at(-1)).toEqual([7, 4, 'confirmed']);
    expect(h.queue.busy()).toBe(false);
    expect(h.idleCount()).toBe(1);
  });

  it('keeps one write in flight per line and then sends only the latest wish', async () => {
    const h = harness();
    h.queue.seed(1, 1, 0);
    h.queue.set(1, 2);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls).toHaveLength(1);
    // The first write is slow: three more wishes arrive meanwhile.
    h.queue.set(1, 3);
    await vi.advanceTimersByTimeAsync(400);
    h.queue.set(1, 5);
    await vi.advanceTimersByTimeAsync(400);
    h.queue.set(1, 6);
    await vi.advanceTimersByTimeAsync(400);
    expect(h.calls).toHaveLength(1);
    h.ok(h.calls[0]);
    await vi.advanceTimersByTimeAsync(0);
    // The answer for 2 must not make the line jump back while 6 is still wanted.
    expect(h.shown.filter(([, , s]) => s === 'confirmed')).toEqual([]);
    expect(h.calls.map((c) => c.quantity)).toEqual([2, 6]);
    expect(h.calls[1]?.seq).toBeGreaterThan(h.calls[0]?.seq ?? Number.POSITIVE_INFINITY);
    h.ok(h.calls[1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.results.map((r) => r.quantity)).toEqual([2, 6]);
    expect(h.shown.at(-1)).toEqual([1, 6, 'confirmed']);
  });

  it('writes to different lines do not wait for each other', async () => {
    const h = harness();
    h.queue.set(1, 2);
    h.queue.set(2, 5);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls.map((c) => c.lineId).sort()).toEqual([1, 2]);
  });

  it('rolls back to the server quantity when a write fails', async () => {
    const h = harness();
    h.queue.seed(3, 2, 9);
    h.queue.set(3, 9);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls[0]?.seq).toBe(10);
    h.queue.set(3, 10);
    h.calls[0]?.reject(new Error('only 5 left'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.shown.at(-1)).toEqual([3, 2, 'rolledBack']);
    expect(h.errors).toHaveLength(1);
    // The wish made during the failed write is dropped with it: the line shows the truth.
    expect(h.calls).toHaveLength(1);
    expect(h.queue.busy()).toBe(false);
  });

  it('sends nothing when the shopper ends where the server already is', async () => {
    const h = harness();
    h.queue.seed(4, 3, 1);
    h.queue.set(4, 4);
    h.queue.set(4, 3);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls).toHaveLength(0);
    expect(h.shown.at(-1)).toEqual([4, 3, 'confirmed']);
  });

  it('keeps the server seq of an answer that was not applied and writes above it next', async () => {
    const h = harness();
    h.queue.seed(5, 1, 1);
    h.queue.set(5, 2);
    await vi.advanceTimersByTimeAsync(300);
    // Another device wrote seq 50 meanwhile: the server keeps its quantity 8.
    h.calls[0]?.resolve({ quantity: 8, seq: 50, applied: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.shown.at(-1)).toEqual([5, 8, 'confirmed']);
    h.queue.set(5, 9);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.calls[1]?.seq).toBe(51);
  });
});
