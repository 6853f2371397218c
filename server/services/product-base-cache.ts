import type { ProductBase, ProductBaseFast, ProductPrice, ProductQuery } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { catalogueEpoch } from '../db/catalogue-epoch';
import {
  type BaseRow,
  baseOf,
  findBaseRow,
  findSkuRows,
  priceOf,
  type SkuRow,
  skuStampOf,
} from '../repos/products';

/** What one product base read found: the SKU's row with its product's, and for the full answer its SPU's SKUs. */
interface Kept {
  epoch: number;
  stamp: string;
  row: BaseRow;
  siblings: SkuRow[] | undefined;
}

const MAX = 5000;
const byDb = new WeakMap<object, Map<string, Kept>>();

function entriesOf(db: object): Map<string, Kept> {
  let entries = byDb.get(db);
  if (!entries) {
    entries = new Map();
    byDb.set(db, entries);
  }
  return entries;
}

/**
 * The product base (issue 19) from memory while nothing it is made of changed: every write to skus,
 * products, stores or categories through this process's database moves the catalogue epoch
 * (db/catalogue-epoch.ts), and an entry is used only under the epoch it was filled in. So an order, a
 * cancel, a refund's restock, a hold, a price or state change shows on the next read, with no database
 * read at all while nothing changed (PGlite: this process is the only writer).
 *
 * On PostgreSQL other server processes may write the same tables and each process keeps its own
 * entries: there every read also compares the SPU's stock stamp (the sum of its SKU rows' `version`,
 * bumped by every stock write), one indexed query, so a sale made by another process shows too.
 * Writes by another process to the product's own columns or to prices (none at run time: they come
 * from the seed) are not seen there until this process writes the catalogue itself.
 *
 * Rows, not answers, are kept: the answer judges the sale start against `now` on every read. Nothing
 * per customer is in it.
 */
export async function cachedProductBase(
  deps: AppDeps,
  q: ProductQuery,
  fast: boolean,
  now: number,
): Promise<ProductBase | ProductBaseFast | undefined> {
  const kept = await keptRows(deps, q, fast);
  return kept && baseOf(kept.row, now, kept.siblings);
}

/** The price (price and price-v1) from the rows the fast product base keeps: same freshness. */
export async function cachedProductPrice(deps: AppDeps, q: ProductQuery): Promise<ProductPrice | undefined> {
  const kept = await keptRows(deps, q, true);
  return kept && priceOf(kept.row);
}

async function keptRows(
  deps: AppDeps,
  q: ProductQuery,
  fast: boolean,
): Promise<Pick<Kept, 'row' | 'siblings'> | undefined> {
  const { db } = deps;
  const entries = entriesOf(db);
  const key = `${fast ? 'fast' : 'full'}|${q.skuNo}|${q.spuNo ?? ''}`;
  const epoch = catalogueEpoch(db);
  // Read before the rows: a sale committing in between leaves an old stamp, so the next read refills.
  const stamp = db.kind === 'postgres' ? await skuStampOf(db, q.skuNo) : '';
  const kept = entries.get(key);
  if (kept && kept.epoch === epoch && kept.stamp === stamp) return kept;

  const row = await findBaseRow(db, q);
  if (!row) return undefined;
  const siblings = fast ? undefined : await findSkuRows(db, row.spu_no);
  // A write that began while these rows were read may not be in them: keep them only if none did.
  if (catalogueEpoch(db) === epoch) {
    entries.delete(key);
    if (entries.size >= MAX) {
      // Oldest first: a bounded map, not an LRU; hot keys come back on their next read.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { epoch, stamp, row, siblings });
  }
  return { row, siblings };
}
