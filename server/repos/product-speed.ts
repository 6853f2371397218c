import type { Queryable } from '../db/db';
import type { SaleWindow } from '../domain/product-speed';

/** The SKU's activity and sale window, when the SKU exists and belongs to the SPU. */
export async function findSaleWindow(
  db: Queryable,
  spuNo: string,
  skuNo: string,
): Promise<SaleWindow | undefined> {
  const [r] = await db.query<{
    activity_type: number | null;
    sale_start_at: string | number | null;
    sale_end_at: string | number | null;
  }>('SELECT activity_type, sale_start_at, sale_end_at FROM skus WHERE sku_no = $1 AND spu_no = $2', [
    skuNo,
    spuNo,
  ]);
  if (!r) return undefined;
  return {
    activityType: r.activity_type,
    saleStartAt: r.sale_start_at === null ? null : Number(r.sale_start_at),
    saleEndAt: r.sale_end_at === null ? null : Number(r.sale_end_at),
  };
}
