import type { Queryable } from '../db/db';

/**
 * Every SQL statement of the rankings. A product's score is what shoppers did with it: ten points per
 * unit bought in a paid (not cancelled) order since `soldSince`, one per product-page view the tracking
 * ingest received since `viewedSince`. Ties go to the product's historic sales, then its number, so a
 * fresh mall still shows a believable order. One card per product: its first on-shelf SKU.
 */

export interface RankRow {
  rank: number;
  skuNo: string;
  soldUnits: number;
  views: number;
  computedAt: number;
}

const UNIT_POINTS = 10;

/** Replaces the stored rankings (all categories as 0, and each category) with the top `top` of each. */
export async function recomputeRanks(
  tx: Queryable,
  at: { now: number; soldSince: number; viewedSince: number; top: number },
): Promise<void> {
  // Two reads finding the rankings stale recompute at once: without this lock the second one's insert
  // meets the first one's rows (same category and place) on PostgreSQL and fails. Readers are not blocked.
  await tx.query('LOCK TABLE product_ranks IN SHARE ROW EXCLUSIVE MODE');
  await tx.query('DELETE FROM product_ranks');
  await tx.query(
    `WITH sold AS (
       SELECT i.spu_no, sum(i.quantity)::int AS units
         FROM order_items i JOIN orders o ON o.order_no = i.order_no
        WHERE o.paid_at IS NOT NULL AND o.paid_at >= $1::bigint AND o.status <> 'cancelled'
        GROUP BY i.spu_no
     ),
     viewed AS (
       SELECT substring(e.body from '"url":"[^"]*/(?:xhP|p)roduct/detail/([A-Za-z0-9_-]+)/') AS spu_no,
              count(*)::int AS views
         FROM trace_events e
        WHERE e.event_type = 'PageLoad' AND e.received_at >= $2::bigint
        GROUP BY 1
     ),
     candidates AS (
       SELECT p.spu_no, p.category_code, k.sku_no,
              coalesce(s.units, 0) AS units, coalesce(v.views, 0) AS views,
              coalesce(s.units, 0) * ${UNIT_POINTS} + coalesce(v.views, 0) AS score,
              sum(k.sales_volume) OVER (PARTITION BY p.spu_no) AS history,
              row_number() OVER (PARTITION BY p.spu_no ORDER BY k.sort, k.sku_no) AS pick
         FROM products p JOIN skus k ON k.spu_no = p.spu_no
         LEFT JOIN sold s ON s.spu_no = p.spu_no
         LEFT JOIN viewed v ON v.spu_no = p.spu_no
        WHERE p.status = 1 AND k.status = 1
     ),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY category_code ORDER BY score DESC, history DESC, spu_no) AS in_category,
                 row_number() OVER (ORDER BY score DESC, history DESC, spu_no) AS overall
         FROM candidates WHERE pick = 1
     )
     INSERT INTO product_ranks (category_code, rank, spu_no, sku_no, sold_units, views, computed_at)
     SELECT category_code, in_category, spu_no, sku_no, units, views, $3::bigint FROM ranked WHERE in_category <= $4::int
     UNION ALL
     SELECT 0, overall, spu_no, sku_no, units, views, $3::bigint FROM ranked WHERE overall <= $4::int`,
    [at.soldSince, at.viewedSince, at.now, at.top],
  );
}

/** When the stored rankings were computed, or null before the first time. */
export async function ranksComputedAt(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ at: number | string | null }>(
    'SELECT max(computed_at) AS at FROM product_ranks',
  );
  const at = rows[0]?.at;
  return at === null || at === undefined ? null : Number(at);
}

/** One ranking, best first. */
export async function rankRows(db: Queryable, categoryCode: number, limit: number): Promise<RankRow[]> {
  const rows = await db.query<{
    rank: number;
    sku_no: string;
    sold_units: number;
    views: number;
    computed_at: number | string;
  }>(
    `SELECT rank, sku_no, sold_units, views, computed_at FROM product_ranks
      WHERE category_code = $1 ORDER BY rank LIMIT $2`,
    [categoryCode, limit],
  );
  return rows.map((r) => ({
    rank: r.rank,
    skuNo: r.sku_no,
    soldUnits: r.sold_units,
    views: r.views,
    computedAt: Number(r.computed_at),
  }));
}

/** The level-1 categories that have a ranking, in the catalogue's order. */
export async function rankedCategories(db: Queryable): Promise<{ categoryCode: number; name: string }[]> {
  return db.query<{ categoryCode: number; name: string }>(
    `SELECT c.code AS "categoryCode", c.name FROM categories c
      WHERE EXISTS (SELECT 1 FROM product_ranks r WHERE r.category_code = c.code)
      ORDER BY c.sort, c.code`,
  );
}
