import type { Queryable } from '../db/db';

/**
 * Takes this many from the SKU's stock if there are that many (one conditional UPDATE, so two orders can
 * never both take the last one); true when taken. Sales volume counts along.
 */
export async function takeSkuStock(tx: Queryable, skuNo: string, quantity: number): Promise<boolean> {
  const taken = await tx.query(
    `UPDATE skus SET stock = stock - $2, sales_volume = sales_volume + $2, version = version + 1
      WHERE sku_no = $1 AND stock >= $2 RETURNING stock`,
    [skuNo, quantity],
  );
  return taken.length > 0;
}

export async function skuStock(db: Queryable, skuNo: string): Promise<number> {
  const [left] = await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]);
  return left?.stock ?? 0;
}
