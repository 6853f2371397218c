import type { Queryable } from '../db/db';

export interface PurchaseProductRow {
  spu_no: string;
  partner_name: string;
  cutoff_hour: number;
  batch_weekdays: number[];
  transit_days: number;
  per_customer_limit: number;
  excluded_provinces: string[];
  notes: string;
}

const COLUMNS =
  'spu_no, partner_name, cutoff_hour, batch_weekdays, transit_days, per_customer_limit, excluded_provinces, notes';

/**
 * The programme terms of purchase products among the given SPUs; locked for create-order's limit check.
 * A withdrawn programme is not one (ADR 0066): its product sells as ordinary goods.
 */
export async function purchaseProducts(
  db: Queryable,
  spuNos: readonly string[],
  opts: { forUpdate?: boolean } = {},
): Promise<PurchaseProductRow[]> {
  if (spuNos.length === 0) return [];
  return db.query<PurchaseProductRow>(
    `SELECT ${COLUMNS} FROM purchase_products WHERE spu_no = ANY($1::text[]) AND withdrawn_at IS NULL ORDER BY spu_no${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [[...new Set(spuNos)]],
  );
}

/** Units of the product in the customer's orders that were not cancelled. */
export async function boughtQuantity(db: Queryable, customerId: number, spuNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(oi.quantity), 0)::int AS n FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
      WHERE o.customer_id = $1 AND oi.spu_no = $2 AND o.status <> 'cancelled'`,
    [customerId, spuNo],
  );
  return Number(row?.n ?? 0);
}
