/**
 * A per-database counter of writes to what the product base answers from: the skus,
 * products, stores and categories tables. The adapters note every statement they run, so no writer
 * (an order, a refund, a hold, an operator, the seed, a test's direct SQL) can change those tables
 * without the product base cache seeing it. A transaction that wrote is noted again after COMMIT or
 * ROLLBACK: a read filled between the statement and the commit (PostgreSQL; PGlite runs a
 * transaction alone) is then dropped rather than kept. purchase_products counts too: a product card
 * says whether its product is in a purchase programme (ADR 0017), which an operator lists and withdraws.
 *
 * The counter lives in this process. Another process writing the same PostgreSQL does not move it;
 * there the cache also compares the SKU rows' `version` column on every read.
 */
const CATALOGUE_WRITE =
  /\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?|alter\s+table)\s+(?:only\s+)?(?:public\.)?(?:skus|products|stores|categories|purchase_products)\b/i;

const epochs = new WeakMap<object, number>();

/** The database's catalogue write count so far. */
export const catalogueEpoch = (db: object): number => epochs.get(db) ?? 0;

/** Moves the counter of `db` on. */
export function bumpCatalogueEpoch(db: object): void {
  epochs.set(db, catalogueEpoch(db) + 1);
}

/** True (and the counter moved on) when `sql` writes a catalogue table. */
export function noteStatement(db: object, sql: string): boolean {
  if (!CATALOGUE_WRITE.test(sql)) return false;
  bumpCatalogueEpoch(db);
  return true;
}
