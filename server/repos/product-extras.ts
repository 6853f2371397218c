import type { Queryable } from '../db/db';
import type { CardFilter } from './product-cards';

/** Whether operators flagged the SKU payable in e-CNY (skus.ecny; price label 8 counts without it). */
export async function skuEcnyFlag(db: Queryable, skuNo: string): Promise<boolean> {
  const [row] = await db.query<{ ecny: boolean }>('SELECT ecny FROM skus WHERE sku_no = $1', [skuNo]);
  return row?.ecny ?? false;
}

/** Card filters over k, p and c (repos/product-cards.ts listCards). */
export const otherThanProduct =
  (spuNo: string): CardFilter =>
  (params) =>
    `p.spu_no <> ${params.add(spuNo)}`;

export const ofProduct =
  (spuNo: string): CardFilter =>
  (params) =>
    `p.spu_no = ${params.add(spuNo)}`;

export const inCategoryNo =
  (code: number): CardFilter =>
  (params) =>
    `p.category_code = ${params.add(code)}`;

/** A shopper can buy it now: in stock, on sale and its store open. */
export const buyableNow =
  (now: number): CardFilter =>
  (params) => {
    const t = params.add(now);
    return `(k.stock > 0 AND (k.sale_start_at IS NULL OR k.sale_start_at <= ${t})
      AND EXISTS (SELECT 1 FROM stores s WHERE s.store_no = p.store_no AND s.status = 1))`;
  };

/** Categories the customer showed interest in: favourites and ordered goods. */
export const inCustomerInterests =
  (customerId: number): CardFilter =>
  (params) => {
    const id = params.add(customerId);
    return `p.category_code IN (
      SELECT p2.category_code FROM favourites f JOIN skus k2 ON k2.sku_no = f.sku_no
        JOIN products p2 ON p2.spu_no = k2.spu_no WHERE f.customer_id = ${id}
      UNION
      SELECT p3.category_code FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
        JOIN products p3 ON p3.spu_no = oi.spu_no WHERE o.customer_id = ${id})`;
  };

/** Whether the customer has any favourite or order to judge interests by. */
export async function hasInterests(db: Queryable, customerId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM favourites WHERE customer_id = $1
     UNION ALL SELECT 1 FROM orders WHERE customer_id = $1 LIMIT 1`,
    [customerId],
  );
  return rows.length > 0;
}
