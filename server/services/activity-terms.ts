import { ActivityType } from '../../schemas/api/product';
import type { Queryable } from '../db/db';
import type { SkuFacts } from '../domain/sku-availability';
import { boughtSkuQuantity, giftTermsOf, trialTermsOf } from '../repos/activity-terms';
import { loadSkuFacts } from '../repos/sku-facts';
import { takeSkuStock } from '../repos/sku-stock';
import { refuse } from './outcome';

type Facts = ReadonlyMap<string, SkuFacts>;
const ofType = (items: readonly { skuNo: string }[], facts: Facts, type: number) => [
  ...new Set(items.filter((i) => facts.get(i.skuNo)?.activityType === type).map((i) => i.skuNo)),
];

/**
 * create-order's trial rule (activity type 5), inside its transaction: the trial terms rows are
 * locked (in SKU order), so two orders of one trial SKU are counted one after the other and the customer's
 * limit holds across orders, whatever arrives at once. Cancelled orders give their units back.
 */
export async function applyTrialLimits(
  tx: Queryable,
  customerId: number,
  items: readonly { skuNo: string; name: string; quantity: number }[],
  facts: Facts,
): Promise<void> {
  const terms = await trialTermsOf(tx, ofType(items, facts, ActivityType.trial), { forUpdate: true });
  for (const [skuNo, t] of terms) {
    const mine = items.filter((i) => i.skuNo === skuNo);
    const wanted = mine.reduce((n, i) => n + i.quantity, 0);
    const bought = await boughtSkuQuantity(tx, customerId, skuNo);
    if (bought + wanted > t.limit)
      refuse({ refusal: 'purchase_limit', name: mine[0]?.name ?? skuNo, limit: t.limit, bought });
  }
}

export interface GiftLine {
  /** The bought SKU the gift comes with. */
  forSkuNo: string;
  gift: SkuFacts;
  quantity: number;
}

/**
 * The gift lines of a gift activity (activity type 3): per bought SKU, its gift × the units
 * bought, at no price, taken from the gift's stock inside the order's transaction. A gift whose stock has
 * run out is left out (the giveaway lasts while stocks last); the order itself is not refused for it.
 */
export async function takeGiftLines(
  tx: Queryable,
  items: readonly { skuNo: string; quantity: number }[],
  facts: Facts,
): Promise<GiftLine[]> {
  const terms = await giftTermsOf(tx, ofType(items, facts, ActivityType.gift));
  if (terms.size === 0) return [];
  const giftFacts = await loadSkuFacts(
    tx,
    [...terms.values()].map((t) => t.giftSkuNo),
  );
  const lines: GiftLine[] = [];
  // In SKU order, as takeStock, so two orders never lock gift rows in opposite order.
  for (const [forSkuNo, t] of [...terms].sort(([a], [b]) => a.localeCompare(b))) {
    const gift = giftFacts.get(t.giftSkuNo);
    const bought = items.filter((i) => i.skuNo === forSkuNo).reduce((n, i) => n + i.quantity, 0);
    const quantity = t.quantity * bought;
    if (!gift || quantity === 0) continue;
    if (await takeSkuStock(tx, gift.skuNo, quantity)) lines.push({ forSkuNo, gift, quantity });
  }
  return lines;
}
