import { describe, expect, it } from 'vitest';
import { WriteGate } from './write-gate';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('WriteGate', () => {
  it('runs up to maxConcurrent, queues up to maxQueued, and answers busy beyond', async () => {
    const gate = new WriteGate({ maxConcurrent: 1, maxQueued: 1 });
    const first = deferred();
    const order: string[] = [];
    const a = gate.run(async () => {
      await first.promise;
      order.push('a');
      return 'a';
    });
    const b = gate.run(async () => {
      order.push('b');
      return 'b';
    });
    expect(await gate.run(async () => 'c')).toBe('busy');
    expect(gate.load()).toEqual({ active: 1, waiting: 1 });
    first.resolve();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when the write throws', async () => {
    const gate = new WriteGate({ maxConcurrent: 1, maxQueued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
