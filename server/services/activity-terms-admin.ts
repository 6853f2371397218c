import type { ActivityTermsEdit, OperatorActivityTerms } from '../../schemas/api/activity-terms-operator';
import { ActivityType } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import {
  type ActivityTermsRow,
  endTerms,
  listActivityTerms,
  skuExists,
  skuForTerms,
  type TermsWrite,
  writeTerms,
} from '../repos/activity-terms-admin';

/** Why an operator's terms call was refused, for the route to answer 400/404/409 in the caller's words. */
export type ActivityTermsProblem =
  | { kind: 'not_found' }
  | { kind: 'other_activity'; activityType: number }
  | { kind: 'unknown_gift'; skuNo: string }
  | { kind: 'gift_is_itself' }
  | { kind: 'price_not_below'; saleCents: number };

type Answer = { terms: OperatorActivityTerms; problem?: undefined } | { problem: ActivityTermsProblem };

const n = (v: number | null) => (v === null ? null : Number(v));

const view = (r: ActivityTermsRow): OperatorActivityTerms => ({
  skuNo: r.sku_no,
  productName: r.name,
  salePriceCents: Number(r.sale_price_cents),
  kind: r.activity_type === ActivityType.gift ? 'gift' : 'trial',
  giftSkuNo: r.gift_sku_no,
  giftName: r.gift_name,
  giftQuantity: n(r.gift_quantity),
  trialPriceCents: n(r.trial_price_cents),
  trialLimit: n(r.trial_limit),
});

export async function operatorActivityTerms(deps: AppDeps): Promise<{ list: OperatorActivityTerms[] }> {
  return { list: (await listActivityTerms(deps.db)).map(view) };
}

const toWrite = (e: ActivityTermsEdit): TermsWrite => {
  if (e.kind === 'gift' && e.giftSkuNo !== undefined && e.giftQuantity !== undefined)
    return { kind: 'gift', giftSkuNo: e.giftSkuNo, giftQuantity: e.giftQuantity };
  if (e.kind === 'trial' && e.trialPriceCents !== undefined && e.trialLimit !== undefined)
    return { kind: 'trial', trialPriceCents: e.trialPriceCents, trialLimit: e.trialLimit };
  // The route's schema refuses such a body before it gets here.
  throw new Error('activity terms without the fields of their kind');
};

/**
 * Sets a SKU's gift or trial terms, making it that activity. A SKU under another activity (a flash sale, a
 * presale, …) is refused rather than silently changed; a gift must be another existing SKU; a trial price
 * must be below the SKU's price (create-order never charges more than the price anyway).
 */
export async function setActivityTerms(
  deps: AppDeps,
  skuNo: string,
  edit: ActivityTermsEdit,
): Promise<Answer> {
  const w = toWrite(edit);
  const problem = await deps.db.transaction(async (tx): Promise<ActivityTermsProblem | undefined> => {
    const sku = await skuForTerms(tx, skuNo);
    if (!sku) return { kind: 'not_found' };
    const type = sku.activityType;
    if (type !== null && type !== ActivityType.gift && type !== ActivityType.trial)
      return { kind: 'other_activity', activityType: type };
    if (w.kind === 'gift') {
      if (w.giftSkuNo === skuNo) return { kind: 'gift_is_itself' };
      if (!(await skuExists(tx, w.giftSkuNo))) return { kind: 'unknown_gift', skuNo: w.giftSkuNo };
    } else if (w.trialPriceCents >= sku.salePriceCents) {
      return { kind: 'price_not_below', saleCents: sku.salePriceCents };
    }
    await writeTerms(tx, skuNo, w);
    return undefined;
  });
  if (problem) return { problem };
  const [row] = await listActivityTerms(deps.db, skuNo);
  return row ? { terms: view(row) } : { problem: { kind: 'not_found' } };
}

/** Ends a SKU's gift or trial activity now; a SKU under neither answers not found. */
export async function endActivityTerms(deps: AppDeps, skuNo: string): Promise<Answer> {
  const [row] = await listActivityTerms(deps.db, skuNo);
  if (!row) return { problem: { kind: 'not_found' } };
  await deps.db.transaction((tx) => endTerms(tx, skuNo));
  return { terms: view(row) };
}
