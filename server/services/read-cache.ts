/**
 * In-memory answers of hot public reads (the booth page and the product base ran their SQL on
 * every request, ~1 % of what the same Hono answers from memory). One cache per database and name, so
 * two servers in one process (tests) never share entries. An entry holds only what every caller gets
 * alike: nothing per customer goes in, so there is nothing to leak between customers.
 *
 * Invalidation is explicit (`clear()` from the writes that change an answer: an operator's publish) or
 * by time (an entry is valid on [from, until): a scheduled version taking over). A fill that began
 * before a `clear()` is not stored, so a read racing a publish cannot bring the old answer back. This is
 * one process's view; several processes on one PostgreSQL learn of the others' writes through the shared
 * epoch counters (services/shared-epoch.ts, migration 033).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; from: number; until: number }>();
  private gen = 0;

  constructor(private readonly max: number) {}

  /** Changes on every clear(); a fill passes the one it started under to set(). */
  get generation(): number {
    return this.gen;
  }

  get(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now < e.from || now >= e.until) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Stores an answer valid from `from` until `until` (exclusive), unless a clear() came since `generation`. */
  set(key: string, value: V, generation: number, from: number, until = Number.POSITIVE_INFINITY): void {
    if (generation !== this.gen) return;
    if (!this.entries.has(key) && this.entries.size >= this.max) {
      // Oldest first: a bounded map, not an LRU; hot keys come back on their next read.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, from, until });
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
  }
}

const byDb = new WeakMap<object, Map<string, ReadCache<unknown>>>();

/** The cache `name` of this database (created on first use, bounded to `max` entries). */
export function readCache<V>(db: object, name: string, max = 1000): ReadCache<V> {
  let caches = byDb.get(db);
  if (!caches) {
    caches = new Map();
    byDb.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new ReadCache<unknown>(max);
    caches.set(name, cache);
  }
  return cache as ReadCache<V>;
}
