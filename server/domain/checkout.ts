import type { Amounts } from '../../schemas/api/amounts';
import type { OrderCoupon } from '../../schemas/api/coupon-order';
import type { OrderItem } from '../../schemas/api/order';
import { COUPON_REFUSAL_TEXT, type CouponJudgement, type HeldCoupon, judgeCoupon } from './coupon-rules';
import { type FullDiscountJudgement, mergeDeductions } from './full-discount';
import { type PricedItem, priceStores, type StorePricing } from './pricing';
import type { Refusal } from './refusal';
import { availabilityOf, type SkuFacts } from './sku-availability';

/** What a confirmation holds: SKUs and quantities, priced again whenever it is read. */
export interface CheckoutLine {
  skuNo: string;
  quantity: number;
  lineId: number | null;
  stage: 3 | 6 | 12 | null;
}

export type ProblemReason = 'offShelf' | 'soldOut' | 'notStarted' | 'storeClosed' | 'overStock' | 'overLimit';

export interface LineProblem {
  skuNo: string;
  lineId: number | null;
  reason: ProblemReason;
  /** How many could be bought now (0 when none). */
  available: number;
}

/** Every line that cannot be bought as asked; an unknown SKU counts as off shelf. */
export function findProblems(
  lines: readonly CheckoutLine[],
  facts: ReadonlyMap<string, SkuFacts>,
  now: number,
): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const line of lines) {
    const f = facts.get(line.skuNo);
    const base = { skuNo: line.skuNo, lineId: line.lineId };
    if (!f) {
      problems.push({ ...base, reason: 'offShelf', available: 0 });
      continue;
    }
    const a = availabilityOf(f, now);
    if (a.reason) problems.push({ ...base, reason: a.reason, available: 0 });
    else if (line.quantity > f.stock)
      problems.push({ ...base, reason: 'overStock', available: a.maxQuantity });
    else if (line.quantity > a.purchaseLimit) {
      problems.push({ ...base, reason: 'overLimit', available: a.maxQuantity });
    }
  }
  return problems;
}

/** The refusal for lines that cannot be bought, naming the first one's product for the message. */
export function unbuyable(
  refusal: 'items_unbuyable' | 'order_items_unbuyable',
  problems: LineProblem[],
  facts: ReadonlyMap<string, SkuFacts>,
): Refusal {
  const first = problems[0];
  const name = first ? (facts.get(first.skuNo)?.name ?? first.skuNo) : '';
  return refusal === 'items_unbuyable'
    ? { refusal, problems, name }
    : { refusal: 'order_items_unbuyable', problems, name };
}

export interface Quote {
  items: (OrderItem & PricedItem & { storeName: string })[];
  stores: StorePricing[];
  amounts: Amounts;
  coupon: { held: HeldCoupon; judgement: CouponJudgement } | null;
  /** Full-discount activities (满减) applied before the coupon; their reduction is part of discountCents. */
  promotion?: FullDiscountJudgement | undefined;
}

/** Items priced from the SKU facts. Callers make sure every SKU is known (findProblems first). */
export function pricedItems(
  lines: readonly CheckoutLine[],
  facts: ReadonlyMap<string, SkuFacts>,
): Quote['items'] {
  return lines.flatMap((line) => {
    const f = facts.get(line.skuNo);
    if (!f) return [];
    return [
      {
        skuNo: f.skuNo,
        spuNo: f.spuNo,
        name: f.name,
        specName: f.specName,
        imageUrl: f.imageUrl,
        priceCents: f.priceCents,
        quantity: line.quantity,
        goodsCents: f.priceCents * line.quantity,
        stage: line.stage,
        lineId: line.lineId,
        storeNo: f.storeNo,
        storeName: f.storeName,
        storeType: f.storeType,
        categoryCode: f.categoryCode,
      },
    ];
  });
}

/**
 * Amounts with an optional coupon (already judged applicable) and the full-discount reductions; both
 * count in a store's discount, capped at its goods.
 */
export function quote(
  items: Quote['items'],
  coupon: Quote['coupon'],
  province: string | null,
  promotion?: FullDiscountJudgement,
): Quote {
  const couponByStore = coupon?.judgement.byStore ?? new Map<string, number>();
  const deductions = promotion ? mergeDeductions(couponByStore, promotion.byStore) : couponByStore;
  const priced = priceStores(items, deductions, province);
  return { items, stores: priced.stores, amounts: priced.amounts, coupon, promotion };
}

/**
 * How the quote's discountCents splits (the checkout's one 优惠 row): the full discounts (store
 * promotions), the trade-in and the coupon. The full discount comes first and the coupon is judged on what
 * it leaves, so the coupon's part is the rest; the parts always add up to discountCents exactly.
 */
export function discountParts(
  q: Pick<Quote, 'amounts' | 'promotion'>,
  tradeInCents = 0,
): { promotionCents: number; couponCents: number } {
  const beyondTradeIn = Math.max(0, q.amounts.discountCents - tradeInCents);
  const promotionCents = Math.min(q.promotion?.totalCents ?? 0, beyondTradeIn);
  return { promotionCents, couponCents: beyondTradeIn - promotionCents };
}

/** Every held coupon judged against the items; applicable ones best first. */
export function judgeWallet(
  wallet: readonly HeldCoupon[],
  items: readonly PricedItem[],
  now: number,
): { available: OrderCoupon[]; unavailable: OrderCoupon[]; best: HeldCoupon | null } {
  const judged = wallet.map((held) => ({ held, j: judgeCoupon(held.facts, items, now) }));
  const view = ({ held, j }: (typeof judged)[number]): OrderCoupon => ({
    couponNo: held.facts.couponNo,
    name: held.facts.name,
    couponType: held.facts.couponType === 2 || held.facts.couponType === 3 ? held.facts.couponType : 1,
    discountPercent: held.facts.discountPercent,
    thresholdCents: held.facts.thresholdCents,
    discountCents: held.facts.discountCents,
    deductCents: j.deductCents,
    storeNo: held.facts.storeNo,
    categoryCode: held.facts.categoryCode,
    startAt: held.facts.startAt,
    endAt: held.facts.endAt,
    applicable: j.applicable,
    ...(j.reason ? { reason: j.reason, reasonText: COUPON_REFUSAL_TEXT[j.reason] } : {}),
  });
  // Best first: the largest saving, then the one that ends soonest (use it before it goes).
  const ok = judged
    .filter((x) => x.j.applicable)
    .sort((a, b) => b.j.deductCents - a.j.deductCents || a.held.facts.endAt - b.held.facts.endAt);
  return {
    available: ok.map(view),
    unavailable: judged.filter((x) => !x.j.applicable).map(view),
    best: ok[0]?.held ?? null,
  };
}
