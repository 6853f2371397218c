import { ActivityType } from '../../schemas/api/product';
import type { Queryable } from '../db/db';

/** The operators' writes to gift and trial activity terms (ADR 0065). */

export interface ActivityTermsRow {
  sku_no: string;
  name: string;
  sale_price_cents: number;
  activity_type: number;
  gift_sku_no: string | null;
  gift_name: string | null;
  gift_quantity: number | null;
  trial_price_cents: number | null;
  trial_limit: number | null;
}

export type TermsWrite =
  | { kind: 'gift'; giftSkuNo: string; giftQuantity: number }
  | { kind: 'trial'; trialPriceCents: number; trialLimit: number };

const TERMS_SELECT = `SELECT k.sku_no, p.name, k.sale_price_cents, k.activity_type, t.gift_sku_no,
    gp.name AS gift_name, t.gift_quantity, t.trial_price_cents, t.trial_limit
  FROM skus k JOIN products p ON p.spu_no = k.spu_no
  LEFT JOIN sku_activity_terms t ON t.sku_no = k.sku_no
  LEFT JOIN skus gk ON gk.sku_no = t.gift_sku_no LEFT JOIN products gp ON gp.spu_no = gk.spu_no`;

/** Every SKU under a gift or a trial activity, with its terms if it has them. */
export async function listActivityTerms(db: Queryable, skuNo?: string): Promise<ActivityTermsRow[]> {
  return db.query<ActivityTermsRow>(
    `${TERMS_SELECT} WHERE k.activity_type IN (${ActivityType.gift}, ${ActivityType.trial})
       AND ($1::text IS NULL OR k.sku_no = $1) ORDER BY k.sku_no`,
    [skuNo ?? null],
  );
}

/** The SKU's price and activity type, locked for the write; undefined when there is no such SKU. */
export async function skuForTerms(
  tx: Queryable,
  skuNo: string,
): Promise<{ salePriceCents: number; activityType: number | null } | undefined> {
  const [row] = await tx.query<{ sale_price_cents: number; activity_type: number | null }>(
    'SELECT sale_price_cents, activity_type FROM skus WHERE sku_no = $1 FOR UPDATE',
    [skuNo],
  );
  return row && { salePriceCents: Number(row.sale_price_cents), activityType: row.activity_type };
}

export async function skuExists(db: Queryable, skuNo: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM skus WHERE sku_no = $1', [skuNo])).length > 0;
}

/**
 * Makes the SKU this activity with these terms (the other kind's fields cleared). The SKU row's version
 * moves, so every process's product cache reads it again.
 */
export async function writeTerms(tx: Queryable, skuNo: string, w: TermsWrite): Promise<void> {
  const type = w.kind === 'gift' ? ActivityType.gift : ActivityType.trial;
  await tx.query('UPDATE skus SET activity_type = $2, version = version + 1 WHERE sku_no = $1', [
    skuNo,
    type,
  ]);
  await tx.query(
    `INSERT INTO sku_activity_terms (sku_no, gift_sku_no, gift_quantity, trial_price_cents, trial_limit)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (sku_no) DO UPDATE SET gift_sku_no = excluded.gift_sku_no,
       gift_quantity = excluded.gift_quantity, trial_price_cents = excluded.trial_price_cents,
       trial_limit = excluded.trial_limit`,
    w.kind === 'gift'
      ? [skuNo, w.giftSkuNo, w.giftQuantity, null, null]
      : [skuNo, null, null, w.trialPriceCents, w.trialLimit],
  );
}

/** Takes the gift or trial activity off the SKU: no type, no terms. */
export async function endTerms(tx: Queryable, skuNo: string): Promise<void> {
  await tx.query('DELETE FROM sku_activity_terms WHERE sku_no = $1', [skuNo]);
  await tx.query(
    `UPDATE skus SET activity_type = NULL, version = version + 1
      WHERE sku_no = $1 AND activity_type IN (${ActivityType.gift}, ${ActivityType.trial})`,
    [skuNo],
  );
}
