import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackEvent } from '../types';
import { openIdbStore } from './idb-store';

const row = (i: number) => ({
  event: { eventId: `id-${i}`, sequence: i } as unknown as TrackEvent,
  bytes: 10,
});

describe('IndexedDB store remove', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('deletes exactly the given keys, runs of neighbours and lone keys alike, and keeps the others', async () => {
    const store = await openIdbStore(1000);
    await store.addMany(
      'normal',
      Array.from({ length: 12 }, (_, i) => row(i + 1)),
    );
    const keys = (await store.peek('normal', 100)).map((r) => r.key);
    const key = (n: number): number => keys[n - 1] ?? -1;
    // Unsorted, with a duplicate: the runs 1–3 and 7–10 and the lone key 5.
    await store.remove('normal', [3, 1, 2, 5, 8, 7, 9, 2, 10].map(key));
    const left = await store.peek('normal', 100);
    expect(left.map((r) => r.event.eventId)).toEqual(['id-4', 'id-6', 'id-11', 'id-12']);
    expect(left.map((r) => r.key)).toEqual([4, 6, 11, 12].map(key));
    expect(await store.count('normal')).toBe(4);
    // The other channel is untouched.
    await store.addMany('trace', [row(99)]);
    await store.remove('normal', [4, 6].map(key));
    expect((await store.peek('trace', 10)).map((r) => r.event.eventId)).toEqual(['id-99']);
    expect((await store.peek('normal', 10)).map((r) => r.event.eventId)).toEqual(['id-11', 'id-12']);
  });
});
