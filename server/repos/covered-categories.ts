import type { Queryable } from '../db/db';
import { type CardFilter, SqlParams } from './product-cards';

/** One category of the goods a coupon or a full-discount activity covers (the filter bar of its list). */
export interface CoveredCategory {
  categoryCode: number;
  scCode: string;
  name: string;
  count: number;
}

/**
 * The categories of the goods on shelf a scope covers (coveredByCoupon, coveredByActivity), in the
 * catalogue's order, with how many SKUs each has: get-coupon-category and get-full-discount-category.
 */
export async function coveredCategories(q: Queryable, covers: CardFilter): Promise<CoveredCategory[]> {
  const params = new SqlParams();
  const covered = covers(params);
  const rows = await q.query<{ code: number; sc_code: string; name: string; n: number | string }>(
    `SELECT c.code, c.sc_code, c.name, count(*) AS n
       FROM skus k JOIN products p ON p.spu_no = k.spu_no JOIN categories c ON c.code = p.category_code
      WHERE p.status = 1 AND k.status = 1 AND ${covered}
      GROUP BY c.code, c.sc_code, c.name, c.sort ORDER BY c.sort, c.code`,
    params.values,
  );
  return rows.map((r) => ({ categoryCode: r.code, scCode: r.sc_code, name: r.name, count: Number(r.n) }));
}
