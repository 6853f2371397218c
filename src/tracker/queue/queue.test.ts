import { describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '../types';
import { EventQueue } from './queue';
import type { EventStore, StoredRecord } from './store';

const event = (i: number) =>
  ({
    eventId: `id-${i}`,
    eventType: 'ClickUpload',
    sequence: i,
    data: { content: `点击 ${i}` },
  }) as unknown as TrackEvent;

function recordingStore() {
  const rows: StoredRecord[] = [];
  const writes: number[] = [];
  const store: EventStore = {
    kind: 'idb',
    addMany: async (_channel, list) => {
      writes.push(list.length);
      for (const r of list) rows.push({ key: rows.length + 1, ...r });
    },
    count: async () => rows.length,
    peek: async (_c, limit) => rows.slice(0, limit),
    remove: async () => {},
  };
  return { store, rows, writes };
}

describe('EventQueue writes', () => {
  it('writes the events of one task in one write, in order, each with its exact JSON size', async () => {
    const s = recordingStore();
    const q = new EventQueue(async () => s.store, {
      cacheLimit: 100,
      maxEventBytes: 10_000,
      report: () => {},
    });
    await q.open();
    const added = Array.from({ length: 20 }, (_, i) => q.add('normal', event(i + 1)));
    // Not yet written: a page hidden now journals all of them.
    expect(q.unsaved()).toHaveLength(20);
    expect(await Promise.all(added)).toEqual(Array(20).fill(true));
    expect(s.writes).toEqual([20]);
    expect(s.rows.map((r) => r.event.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const first = s.rows[0];
    expect(first?.bytes).toBe(new TextEncoder().encode(JSON.stringify(first?.event)).length);
    expect(q.unsaved()).toEqual([]);
  });

  it('keeps the cache limit per event inside one write', async () => {
    const s = recordingStore();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const q = new EventQueue(async () => s.store, { cacheLimit: 3, maxEventBytes: 10_000, report: () => {} });
    const added = Array.from({ length: 5 }, (_, i) => q.add('normal', event(i + 1)));
    expect(await Promise.all(added)).toEqual([true, true, true, false, false]);
    expect(q.dropped.snapshot()).toEqual({ cacheLimit: 2 });
    vi.restoreAllMocks();
  });
});
