import type { Db } from '../db/db';
import { cacheEpoch } from '../repos/cache-epochs';

/**
 * Keeps a process's in-memory answers in step with other processes on one PostgreSQL:
 * the `cache_epochs` counter `name` moves on every write to the tables behind those answers (triggers,
 * migration 033), and `check()` compares it at most every CHECK_EVERY_MS, calling `onChange` when another
 * writer moved it. One query per interval per process, whatever the load; a change shows everywhere within
 * that interval. On PGlite (one process, which clears its own caches) it does nothing.
 *
 * A failed read (the database away) keeps what is in memory and asks again next time: the kept answers
 * are the ones still worth serving while the database is back.
 */
const CHECK_EVERY_MS = 250;

interface Guard {
  seen: string | null;
  checkedAt: number;
  running: Promise<void> | null;
}

const guards = new WeakMap<object, Map<string, Guard>>();

function guardOf(db: object, name: string): Guard {
  let byName = guards.get(db);
  if (!byName) {
    byName = new Map();
    guards.set(db, byName);
  }
  let guard = byName.get(name);
  if (!guard) {
    guard = { seen: null, checkedAt: Number.NEGATIVE_INFINITY, running: null };
    byName.set(name, guard);
  }
  return guard;
}

export async function checkSharedEpoch(db: Db, name: string, onChange: () => void): Promise<void> {
  if (db.kind !== 'postgres') return;
  const guard = guardOf(db, name);
  // Wall-clock time, not the injected clock: tests freeze that, and this bound is about real seconds.
  if (performance.now() - guard.checkedAt < CHECK_EVERY_MS) return;
  guard.running ??= (async () => {
    try {
      const epoch = await cacheEpoch(db, name);
      if (guard.seen !== null && guard.seen !== epoch) onChange();
      guard.seen = epoch;
      guard.checkedAt = performance.now();
    } catch {
      // Asked again on the next read.
    } finally {
      guard.running = null;
    }
  })();
  await guard.running;
}
