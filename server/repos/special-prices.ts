import type { Queryable } from '../db/db';

export type SpecialKind = 'telecom' | 'education';

/** The special prices of these SKUs by kind (SKU → cents). */
export async function specialPricesOf(
  db: Queryable,
  skuNos: readonly string[],
  kind: SpecialKind,
): Promise<Map<string, number>> {
  if (skuNos.length === 0) return new Map();
  const rows = await db.query<{ sku_no: string; price_cents: number }>(
    'SELECT sku_no, price_cents FROM special_prices WHERE kind = $1 AND sku_no = ANY($2)',
    [kind, skuNos],
  );
  return new Map(rows.map((r) => [r.sku_no, Number(r.price_cents)]));
}

/** SKUs among these whose telecom price this customer has earned (a verified number, not expired). */
export async function telecomVerifiedSkus(
  db: Queryable,
  customerId: number,
  skuNos: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (skuNos.length === 0) return new Set();
  const rows = await db.query<{ sku_no: string }>(
    `SELECT sku_no FROM operator_verifications
     WHERE customer_id = $1 AND sku_no = ANY($2) AND expires_at > $3`,
    [customerId, skuNos, now],
  );
  return new Set(rows.map((r) => r.sku_no));
}

/** Whether the education verifier has approved this customer and the approval still holds. */
export async function eduApproved(db: Queryable, customerId: number, now: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM edu_verifications
     WHERE customer_id = $1 AND verdict = 'approved' AND decide_at <= $2 AND valid_until > $2`,
    [customerId, now],
  );
  return rows.length > 0;
}

/** Upserts a special price (seed and operator tooling). */
export async function putSpecialPrice(db: Queryable, skuNo: string, kind: SpecialKind, cents: number) {
  await db.query(
    `INSERT INTO special_prices (sku_no, kind, price_cents) SELECT sku_no, $2, $3 FROM skus WHERE sku_no = $1
     ON CONFLICT (sku_no, kind) DO UPDATE SET price_cents = EXCLUDED.price_cents`,
    [skuNo, kind, cents],
  );
}
