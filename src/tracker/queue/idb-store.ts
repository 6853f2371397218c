import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { TrackEvent } from '../types';
import type { EventStore, StoredRecord } from './store';

export const DB_NAME = 'mbm-tracker';

interface Row {
  event: TrackEvent;
  bytes: number;
}

interface TrackerDB extends DBSchema {
  normal: { key: number; value: Row };
  trace: { key: number; value: Row };
}

/**
 * Opens the two-store database (spec §9: normal and trace). Rejects when IndexedDB is
 * missing, blocked, or slower than `timeoutMs` (some webviews never answer `open`).
 */
export async function openIdbStore(timeoutMs: number): Promise<EventStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not supported');
  const opening = openDB<TrackerDB>(DB_NAME, 1, {
    upgrade(db) {
      for (const name of ['normal', 'trace'] as const) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { autoIncrement: true });
      }
    },
    // A delete (a revoked authorisation, queue/erase.ts, in this tab or another) waits for every open
    // connection: this one lets go, and later writes fail as storage errors instead of blocking it.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`IndexedDB did not open within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const db = await Promise.race([opening, timeout]);
    return wrap(db);
  } catch (e) {
    // A late open must not leave a connection that blocks future upgrades.
    opening.then((db) => db.close()).catch(() => {});
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

function wrap(db: IDBPDatabase<TrackerDB>): EventStore {
  return {
    kind: 'idb',
    async addMany(channel, rows) {
      if (rows.length === 0) return;
      const tx = db.transaction(channel, 'readwrite');
      // Requests of one transaction run in order: keys (and so upload order) follow the rows.
      await Promise.all([...rows.map((r) => tx.store.add({ event: r.event, bytes: r.bytes })), tx.done]);
    },
    count: (channel) => db.count(channel),
    async peek(channel, limit) {
      const tx = db.transaction(channel, 'readonly');
      const [keys, rows] = await Promise.all([
        tx.store.getAllKeys(null, limit),
        tx.store.getAll(null, limit),
        tx.done,
      ]);
      const out: StoredRecord[] = [];
      keys.forEach((key, i) => {
        const row = rows[i];
        if (row) out.push({ key, event: row.event, bytes: row.bytes });
      });
      return out;
    },
    async remove(channel, keys) {
      if (keys.length === 0) return;
      const tx = db.transaction(channel, 'readwrite');
      await Promise.all([...keyRuns(keys).map((r) => tx.store.delete(r)), tx.done]);
    },
  };
}

/**
 * The keys as runs of consecutive integers, each one delete request (a batch's keys are
 * nearly always one run, and a request per key cost the page a callback per event). Consecutive
 * integers leave no other key between them, so a run deletes exactly its keys.
 */
export function keyRuns(keys: readonly number[]): Array<number | IDBKeyRange> {
  const runs: Array<number | IDBKeyRange> = [];
  let first: number | null = null;
  let last = 0;
  const close = (): void => {
    if (first !== null) runs.push(first === last ? first : IDBKeyRange.bound(first, last));
  };
  for (const k of [...new Set(keys)].sort((a, b) => a - b)) {
    if (first !== null && Number.isInteger(k) && k === last + 1) {
      last = k;
      continue;
    }
    close();
    first = k;
    last = k;
  }
  close();
  return runs;
}
