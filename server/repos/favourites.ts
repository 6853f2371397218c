import type { Queryable } from '../db/db';
import { SKU_FACTS_COLUMNS, SKU_FACTS_JOIN, type SkuFactsRow } from './sku-facts';

/** Which of these SKUs the customer has among their favourites. */
export async function favouriteSkus(
  db: Queryable,
  customerId: number,
  skuNos: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ sku_no: string }>(
    'SELECT sku_no FROM favourites WHERE customer_id = $1 AND sku_no = ANY($2::text[])',
    [customerId, skuNos],
  );
  return new Set(rows.map((x) => x.sku_no));
}

/**
 * Adding one that is already there changes nothing: it keeps the time and the price of the first time,
 * which the list's 降价 mark compares today's price with.
 */
export async function addFavourite(db: Queryable, customerId: number, skuNo: string, now: number) {
  await db.query(
    `INSERT INTO favourites (customer_id, sku_no, created_at, price_cents)
       SELECT $1, sku_no, $3, sale_price_cents FROM skus WHERE sku_no = $2
     ON CONFLICT DO NOTHING`,
    [customerId, skuNo, now],
  );
}

export async function removeFavourite(db: Queryable, customerId: number, skuNo: string) {
  await db.query('DELETE FROM favourites WHERE customer_id = $1 AND sku_no = $2', [customerId, skuNo]);
}

export type FavouriteRow = SkuFactsRow & { created_at: number; favoured_price_cents: number };

/** One page of the customer's favourites with their SKU facts, newest first, and how many there are. */
export async function listFavourites(
  db: Queryable,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: FavouriteRow[]; total: number }> {
  const rows = await db.query<FavouriteRow>(
    `SELECT ${SKU_FACTS_COLUMNS}, f.created_at, f.price_cents AS favoured_price_cents
       FROM favourites f JOIN skus k ON k.sku_no = f.sku_no ${SKU_FACTS_JOIN}
      WHERE f.customer_id = $1 ORDER BY f.created_at DESC, k.sku_no OFFSET $2 LIMIT $3`,
    [customerId, page.offset, page.limit],
  );
  const counted = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favourites WHERE customer_id = $1',
    [customerId],
  );
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
