import { catalogueEpoch } from '../db/catalogue-epoch';
import type { Db } from '../db/db';

interface Kept<V> {
  epoch: number;
  stamp: string;
  value: V;
  weight: number;
}

interface Entries<V> {
  map: Map<string, Kept<V>>;
  weight: number;
  /** Fills under way, so reads missing together (a burst after a sale) share one database read. */
  filling: Map<string, { epoch: number; stamp: string; value: Promise<V | undefined> }>;
}

/**
 * Rows read from the catalogue (skus, products, stores, categories), kept in memory while it is
 * unchanged: what the product base and the product cards are made of. Every write to those
 * tables through this process's database moves the catalogue epoch (db/catalogue-epoch.ts), and an
 * entry is used only under the epoch it was filled in, so an order, a cancel, a restock, a hold or a
 * price change shows on the next read with no database read while nothing changed (PGlite: this
 * process is the only writer).
 *
 * On PostgreSQL other server processes may write the same tables and each keeps its own entries: there
 * every read also asks the caller's stock stamp (a sum of SKU rows' `version`, bumped by every stock
 * write) and uses an entry only under the stamp it was filled with, so another process's sale shows.
 *
 * Rows, never answers, go in: anything judged against `now` (a sale start) is worked out per read by the
 * caller. Nothing per customer goes in either. Bounded per database by total weight (what the caller
 * counts, one per entry by default), least recently used out first. Reads that miss under the same epoch
 * and stamp share one fill, so a burst of readers after a sale costs one database read, not one each.
 */
export class CatalogueMemo<V> {
  private readonly byDb = new WeakMap<object, Entries<V>>();

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /**
   * The kept value for `key`, or `fill()`'s (kept for later unless a catalogue write began meanwhile).
   * `stampOf` is read on PostgreSQL only, before the rows, so a sale committing in between leaves an
   * old stamp and the next read refills. Undefined from `fill` (nothing found) is not kept.
   */
  async read(
    db: Pick<Db, 'kind'>,
    key: string,
    stampOf: () => Promise<string>,
    fill: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const entries = this.entriesOf(db);
    const epoch = catalogueEpoch(db);
    const stamp = db.kind === 'postgres' ? await stampOf() : '';
    const kept = entries.map.get(key);
    if (kept && kept.epoch === epoch && kept.stamp === stamp) {
      // Most recently used last, so eviction takes the coldest first.
      entries.map.delete(key);
      entries.map.set(key, kept);
      return kept.value;
    }
    const under = entries.filling.get(key);
    if (under && under.epoch === epoch && under.stamp === stamp) return under.value;
    const value = this.fill(db, entries, key, epoch, stamp, fill);
    entries.filling.set(key, { epoch, stamp, value });
    try {
      return await value;
    } finally {
      if (entries.filling.get(key)?.value === value) entries.filling.delete(key);
    }
  }

  private async fill(
    db: object,
    entries: Entries<V>,
    key: string,
    epoch: number,
    stamp: string,
    fill: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const value = await fill();
    if (value === undefined) return undefined;
    // A write that began while the rows were read may not be in them: keep them only if none did.
    if (catalogueEpoch(db) === epoch)
      this.keep(entries, key, { epoch, stamp, value, weight: this.weigh(value) });
    return value;
  }

  private keep(entries: Entries<V>, key: string, kept: Kept<V>): void {
    const old = entries.map.get(key);
    if (old) {
      entries.map.delete(key);
      entries.weight -= old.weight;
    }
    if (kept.weight > this.maxWeight) return;
    for (const [coldKey, cold] of entries.map) {
      if (entries.weight + kept.weight <= this.maxWeight) break;
      entries.map.delete(coldKey);
      entries.weight -= cold.weight;
    }
    entries.map.set(key, kept);
    entries.weight += kept.weight;
  }

  private entriesOf(db: object): Entries<V> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = { map: new Map(), weight: 0, filling: new Map() };
      this.byDb.set(db, entries);
    }
    return entries;
  }
}
