import type { PayKind } from '../../schemas/api/order';
import type { Queryable } from '../db/db';

/** The same rule as the e-CNY zone's list (card-filters.ts payableInEcny): price label 8 or flagged. */
const PAYABLE_IN_ECNY = '(k.price_label = 8 OR k.ecny)';

/** Of the given SKUs, those that cannot be paid in e-CNY, with their product names (unknown SKUs too). */
export async function skusNotPayableInEcny(
  db: Queryable,
  skuNos: readonly string[],
): Promise<{ skuNo: string; name: string }[]> {
  if (skuNos.length === 0) return [];
  const rows = await db.query<{ sku_no: string; name: string | null }>(
    `SELECT w.sku_no, p.name
       FROM unnest($1::text[]) AS w(sku_no)
       LEFT JOIN skus k ON k.sku_no = w.sku_no
       LEFT JOIN products p ON p.spu_no = k.spu_no
      WHERE k.sku_no IS NULL OR NOT coalesce(${PAYABLE_IN_ECNY}, false)
      ORDER BY w.sku_no`,
    [[...new Set(skuNos)]],
  );
  return rows.map((r) => ({ skuNo: r.sku_no, name: r.name ?? r.sku_no }));
}

/** Records the payment kind chosen at checkout on a new order (orders.pay_kind, default '2'). */
export async function setOrderPayKind(tx: Queryable, orderNo: string, kind: PayKind): Promise<void> {
  await tx.query('UPDATE orders SET pay_kind = $2 WHERE order_no = $1', [orderNo, kind]);
}

/** The payment kind of an order, undefined for an unknown order. */
export async function orderPayKind(db: Queryable, orderNo: string): Promise<PayKind | undefined> {
  const [row] = await db.query<{ pay_kind: PayKind }>('SELECT pay_kind FROM orders WHERE order_no = $1', [
    orderNo,
  ]);
  return row?.pay_kind;
}

/** Level-1 categories with on-shelf goods payable in e-CNY, with their product counts, in category order. */
export async function ecnyCategoryCounts(
  db: Queryable,
): Promise<{ code: number; sc_code: string; name: string; products: number }[]> {
  const rows = await db.query<{ code: number; sc_code: string; name: string; products: number }>(
    `SELECT c.code, c.sc_code, c.name, count(DISTINCT p.spu_no)::int AS products
       FROM skus k
       JOIN products p ON p.spu_no = k.spu_no
       JOIN stores s ON s.store_no = p.store_no
       JOIN categories c ON c.code = p.category_code
      WHERE p.status = 1 AND s.status = 1 AND k.status = 1 AND ${PAYABLE_IN_ECNY}
      GROUP BY c.code, c.sc_code, c.name, c.sort
      ORDER BY c.sort, c.code`,
  );
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}
