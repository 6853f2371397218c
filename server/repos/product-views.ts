import type { Queryable } from '../db/db';
import { SKU_FACTS_COLUMNS, SKU_FACTS_JOIN, type SkuFactsRow } from './sku-facts';

/**
 * One view of a product (by one of its SKUs) on a local day: a second view that day moves the row's time
 * and SKU, so the history holds each product once per day. Answers the product's spuNo, or undefined for
 * an unknown SKU (nothing written).
 */
export async function recordProductView(
  db: Queryable,
  customerId: number,
  skuNo: string,
  dayStart: number,
  now: number,
): Promise<string | undefined> {
  const rows = await db.query<{ spu_no: string }>(
    `INSERT INTO product_views (customer_id, spu_no, day_start, sku_no, viewed_at)
       SELECT $1, spu_no, $3, sku_no, $4 FROM skus WHERE sku_no = $2
     ON CONFLICT (customer_id, spu_no, day_start)
       DO UPDATE SET sku_no = EXCLUDED.sku_no, viewed_at = GREATEST(product_views.viewed_at, EXCLUDED.viewed_at)
     RETURNING spu_no`,
    [customerId, skuNo, dayStart, now],
  );
  return rows[0]?.spu_no;
}

/** Keeps the customer's newest `keep` entries; answers how many older ones went. */
export async function trimProductViews(db: Queryable, customerId: number, keep: number): Promise<number> {
  const rows = await db.query<{ spu_no: string }>(
    `DELETE FROM product_views v USING (
        SELECT spu_no, day_start FROM product_views WHERE customer_id = $1
         ORDER BY viewed_at DESC, spu_no OFFSET $2
      ) old
      WHERE v.customer_id = $1 AND v.spu_no = old.spu_no AND v.day_start = old.day_start
      RETURNING v.spu_no`,
    [customerId, keep],
  );
  return rows.length;
}

export type ProductViewRow = SkuFactsRow & { viewed_at: number; day_start: number };

/** One page of the customer's history with the SKU facts of each entry, newest first, and the count. */
export async function listProductViews(
  db: Queryable,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ProductViewRow[]; total: number }> {
  const rows = await db.query<ProductViewRow>(
    `SELECT ${SKU_FACTS_COLUMNS}, v.viewed_at, v.day_start
       FROM product_views v JOIN skus k ON k.sku_no = v.sku_no ${SKU_FACTS_JOIN}
      WHERE v.customer_id = $1 ORDER BY v.viewed_at DESC, v.spu_no OFFSET $2 LIMIT $3`,
    [customerId, page.offset, page.limit],
  );
  const counted = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM product_views WHERE customer_id = $1',
    [customerId],
  );
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Removes one entry of the customer's (another customer's entry is simply not theirs to match). */
export async function removeProductView(
  db: Queryable,
  customerId: number,
  spuNo: string,
  dayStart: number,
): Promise<number> {
  const rows = await db.query<{ spu_no: string }>(
    'DELETE FROM product_views WHERE customer_id = $1 AND spu_no = $2 AND day_start = $3 RETURNING spu_no',
    [customerId, spuNo, dayStart],
  );
  return rows.length;
}

export async function clearProductViews(db: Queryable, customerId: number): Promise<number> {
  const rows = await db.query<{ spu_no: string }>(
    'DELETE FROM product_views WHERE customer_id = $1 RETURNING spu_no',
    [customerId],
  );
  return rows.length;
}
