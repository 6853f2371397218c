import type { Queryable } from '../db/db';

export interface TrialTerms {
  priceCents: number;
  limit: number;
}

export interface GiftTerms {
  giftSkuNo: string;
  quantity: number;
}

/**
 * The trial terms of these SKUs (activity type 5). `forUpdate` locks the rows, in SKU order, so two orders
 * of one trial SKU are counted one after the other (create-order's limit check).
 */
export async function trialTermsOf(
  db: Queryable,
  skuNos: readonly string[],
  opts: { forUpdate?: boolean } = {},
): Promise<Map<string, TrialTerms>> {
  if (skuNos.length === 0) return new Map();
  const rows = await db.query<{ sku_no: string; trial_price_cents: number; trial_limit: number }>(
    `SELECT sku_no, trial_price_cents, trial_limit FROM sku_activity_terms
      WHERE sku_no = ANY($1) AND trial_price_cents IS NOT NULL ORDER BY sku_no${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [[...skuNos]],
  );
  return new Map(
    rows.map((r) => [r.sku_no, { priceCents: Number(r.trial_price_cents), limit: Number(r.trial_limit) }]),
  );
}

/** The gift terms of these SKUs (activity type 3). */
export async function giftTermsOf(db: Queryable, skuNos: readonly string[]): Promise<Map<string, GiftTerms>> {
  if (skuNos.length === 0) return new Map();
  const rows = await db.query<{ sku_no: string; gift_sku_no: string; gift_quantity: number }>(
    `SELECT sku_no, gift_sku_no, gift_quantity FROM sku_activity_terms
      WHERE sku_no = ANY($1) AND gift_sku_no IS NOT NULL`,
    [[...skuNos]],
  );
  return new Map(
    rows.map((r) => [r.sku_no, { giftSkuNo: r.gift_sku_no, quantity: Number(r.gift_quantity) }]),
  );
}

/** Units of this SKU the customer bought at a price (gift lines are 0) in orders not cancelled. */
export async function boughtSkuQuantity(db: Queryable, customerId: number, skuNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(oi.quantity), 0)::int AS n FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
      WHERE o.customer_id = $1 AND oi.sku_no = $2 AND oi.price_cents > 0 AND o.status <> 'cancelled'`,
    [customerId, skuNo],
  );
  return Number(row?.n ?? 0);
}
