import { allocate, goodsOf, type PricedItem } from './pricing';

/** One step of a full-discount activity: spend thresholdCents of covered goods, get reductionCents off. */
export interface FullDiscountTier {
  thresholdCents: number;
  reductionCents: number;
}

/** A full-discount activity (满减) as the rules need it. */
export interface FullDiscountActivity {
  activityNo: string;
  title: string;
  scope: 'all' | 'category' | 'store' | 'sku';
  categoryCode: number | null;
  storeNo: string | null;
  /** The listed SKUs of an 'sku' activity; empty for the other scopes. */
  skuNos: readonly string[];
  startAt: number;
  endAt: number;
  top: boolean;
  seq: number;
  /** Ascending by threshold. */
  tiers: readonly FullDiscountTier[];
}

/** How one activity stands on a set of items: what it takes off now and what the next tier needs. */
export interface FullDiscountGroup {
  activityNo: string;
  title: string;
  tiers: FullDiscountTier[];
  /** Goods (cents) of the items taking part in this activity. */
  eligibleCents: number;
  /** The reduction of the highest tier reached (0 below the first threshold), never above eligibleCents. */
  reductionCents: number;
  /** The next tier not yet reached and how much more goods reach it; null at the top tier. */
  next: (FullDiscountTier & { shortfallCents: number }) | null;
  skuNos: string[];
}

export interface FullDiscountJudgement {
  groups: FullDiscountGroup[];
  totalCents: number;
  /** totalCents split over stores in proportion to their goods in each activity. */
  byStore: Map<string, number>;
  /** Each item's share of its activity's reduction, by the items' positions (0 outside any activity). */
  itemShares: number[];
}

/** An item with its share of the full discounts: a coupon's threshold and saving are judged on what is left. */
export type NetItem<T extends PricedItem = PricedItem> = T & { promotionCents: number };

export const withPromotionShares = <T extends PricedItem>(
  items: readonly T[],
  judgement: Pick<FullDiscountJudgement, 'itemShares'>,
): NetItem<T>[] => items.map((item, k) => ({ ...item, promotionCents: judgement.itemShares[k] ?? 0 }));

export const isLive = (a: Pick<FullDiscountActivity, 'startAt' | 'endAt'>, now: number): boolean =>
  now >= a.startAt && now < a.endAt;

export function covers(
  a: FullDiscountActivity,
  item: Pick<PricedItem, 'skuNo' | 'storeNo' | 'categoryCode'>,
) {
  switch (a.scope) {
    case 'all':
      return true;
    case 'category':
      return a.categoryCode === item.categoryCode;
    case 'store':
      return a.storeNo === item.storeNo;
    case 'sku':
      return a.skuNos.includes(item.skuNo);
  }
}

/**
 * The activity an item takes part in: the live one with the lowest seq that covers it. One activity per
 * item, so two full discounts never stack on the same goods.
 */
export function activityFor(
  activities: readonly FullDiscountActivity[],
  item: Pick<PricedItem, 'skuNo' | 'storeNo' | 'categoryCode'>,
  now: number,
): FullDiscountActivity | undefined {
  return [...activities]
    .filter((a) => isLive(a, now) && covers(a, item))
    .sort((x, y) => x.seq - y.seq || x.activityNo.localeCompare(y.activityNo))[0];
}

/** The highest tier reached by eligibleCents (threshold inclusive: exactly at 300 counts as 满300). */
export function tierReached(tiers: readonly FullDiscountTier[], eligibleCents: number) {
  let reached: FullDiscountTier | null = null;
  for (const t of tiers) if (eligibleCents >= t.thresholdCents) reached = t;
  return reached;
}

/**
 * Every live activity judged on the items: the groups (only activities some item takes part in), their
 * reductions in cents and the split over stores. Pure integers: a reduction is a tier's face value, and
 * allocate() spreads it so the store shares add up exactly.
 */
export function judgeFullDiscounts(
  activities: readonly FullDiscountActivity[],
  items: readonly PricedItem[],
  now: number,
): FullDiscountJudgement {
  const members = new Map<string, { activity: FullDiscountActivity; items: PricedItem[]; at: number[] }>();
  items.forEach((item, k) => {
    const a = activityFor(activities, item, now);
    if (!a) return;
    const entry = members.get(a.activityNo) ?? { activity: a, items: [], at: [] };
    entry.items.push(item);
    entry.at.push(k);
    members.set(a.activityNo, entry);
  });
  const groups: FullDiscountGroup[] = [];
  const byStore = new Map<string, number>();
  const itemShares = items.map(() => 0);
  let totalCents = 0;
  for (const { activity, items: own, at } of [...members.values()].sort(
    (x, y) => x.activity.seq - y.activity.seq,
  )) {
    const eligibleCents = own.reduce((sum, i) => sum + goodsOf(i), 0);
    const reached = tierReached(activity.tiers, eligibleCents);
    const reductionCents = Math.min(reached?.reductionCents ?? 0, eligibleCents);
    const upcoming = activity.tiers.find((t) => t.thresholdCents > eligibleCents);
    groups.push({
      activityNo: activity.activityNo,
      title: activity.title,
      tiers: [...activity.tiers],
      eligibleCents,
      reductionCents,
      next: upcoming ? { ...upcoming, shortfallCents: upcoming.thresholdCents - eligibleCents } : null,
      skuNos: [...new Set(own.map((i) => i.skuNo))],
    });
    totalCents += reductionCents;
    if (reductionCents === 0) continue;
    // Spread over the items in whole cents (they add up exactly); a store's share is the sum of its items'.
    const shares = allocate(reductionCents, own.map(goodsOf));
    own.forEach((i, idx) => {
      const share = shares[idx] ?? 0;
      itemShares[at[idx] ?? 0] = share;
      byStore.set(i.storeNo, (byStore.get(i.storeNo) ?? 0) + share);
    });
  }
  return { groups, totalCents, byStore, itemShares };
}

/** Coupon and full-discount deductions per store, added up (priceStores caps each store at its goods). */
export function mergeDeductions(
  a: ReadonlyMap<string, number>,
  b: ReadonlyMap<string, number>,
): Map<string, number> {
  const out = new Map(a);
  for (const [store, cents] of b) out.set(store, (out.get(store) ?? 0) + cents);
  return out;
}
