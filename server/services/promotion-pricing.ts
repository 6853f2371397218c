import type { Queryable } from '../db/db';
import { type FullDiscountJudgement, judgeFullDiscounts } from '../domain/full-discount';
import type { PricedItem } from '../domain/pricing';
import { listLiveActivities } from '../repos/promotions';

/**
 * The full-discount activities (满减) judged on priced items at `now`: one read of the live activities,
 * then the pure rules. The order quote, create-order and the cart trial all price through this, so the
 * cart's hint, the confirmation and the order agree to the cent.
 */
export async function fullDiscountsFor(
  q: Queryable,
  items: readonly PricedItem[],
  now: number,
): Promise<FullDiscountJudgement> {
  if (items.length === 0) return { groups: [], totalCents: 0, byStore: new Map(), itemShares: [] };
  return judgeFullDiscounts(await listLiveActivities(q, now), items, now);
}
