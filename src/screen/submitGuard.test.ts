import { describe, expect, it } from 'vitest';
import { createSubmitGuard, submitCodeKey } from './submitGuard';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function codes() {
  let n = 0;
  return () => {
    n += 1;
    return `code-${n}`;
  };
}

describe('create-order submit guard', () => {
  it('a double tap sends one request and both taps get its answer', async () => {
    const guard = createSubmitGuard<string>('T1', memoryStore(), codes());
    const sent: string[] = [];
    let release: (v: string) => void = () => {};
    const send = (code: string) => {
      sent.push(code);
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = guard.submit(send);
    const second = guard.submit(send);
    expect(guard.inFlight()).toBe(true);
    release('ORDER-1');
    await expect(first).resolves.toBe('ORDER-1');
    await expect(second).resolves.toBe('ORDER-1');
    expect(sent).toEqual(['code-1']);
    expect(guard.inFlight()).toBe(false);
  });

  it('a retry after a failure reuses the same unique code', async () => {
    const guard = createSubmitGuard<string>('T2', memoryStore(), codes());
    const sent: string[] = [];
    await expect(
      guard.submit((code) => {
        sent.push(code);
        return Promise.reject(new Error('request timed out'));
      }),
    ).rejects.toThrow('request timed out');
    await guard.submit((code) => {
      sent.push(code);
      return Promise.resolve('ORDER-2');
    });
    expect(sent).toEqual(['code-1', 'code-1']);
  });

  it('a reloaded page retries with the kept code of the same confirmation', async () => {
    const store = memoryStore();
    const make = codes();
    const before = createSubmitGuard<string>('T3', store, make);
    await before.submit(() => Promise.reject(new Error('offline'))).catch(() => {});
    const after = createSubmitGuard<string>('T3', store, make);
    expect(after.uniqueCode()).toBe(before.uniqueCode());
    // Another confirmation is another order and gets its own code.
    expect(createSubmitGuard<string>('T4', store, make).uniqueCode()).not.toBe(before.uniqueCode());
  });

  it('forget drops the kept code once the order exists', () => {
    const store = memoryStore();
    const guard = createSubmitGuard<string>('T5', store, codes());
    guard.uniqueCode();
    expect(store.map.has(submitCodeKey('T5'))).toBe(true);
    guard.forget();
    expect(store.map.has(submitCodeKey('T5'))).toBe(false);
  });
});
