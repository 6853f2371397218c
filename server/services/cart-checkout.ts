import { PriceLabel } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import type { CartLineRecord } from '../domain/cart-view';
import { type CheckoutLine, findProblems, judgeWallet, pricedItems, quote } from '../domain/checkout';
import { judgeCoupon } from '../domain/coupon-rules';
import { withPromotionShares } from '../domain/full-discount';
import { stageOptionsFor } from '../domain/pricing';
import { availabilityOf } from '../domain/sku-availability';
import { defaultAddress } from '../repos/addresses';
import { createConfirmation } from '../repos/confirmations';
import { listHeldCoupons } from '../repos/coupon-wallet';
import { chosenCartLines } from './cart-lines';
import { refuse, settle } from './outcome';
import { fullDiscountsFor } from './promotion-pricing';

export const toCheckoutLines = (lines: readonly CartLineRecord[]): CheckoutLine[] =>
  lines.map((l) => ({ skuNo: l.sku.skuNo, quantity: l.quantity, lineId: l.lineId, stage: l.stage }));

const factsOf = (lines: readonly CartLineRecord[]) => new Map(lines.map((l) => [l.sku.skuNo, l.sku]));

/**
 * trial: server-side totals of the chosen lines with the full-discount activities, the best held coupon and
 * the default address; per activity, what it takes off and what the next tier still needs (the cart's hint).
 */
export function cartTrial(deps: AppDeps, customerId: number, lineIds: number[] | undefined) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    // Lines that cannot be bought now do not count towards the totals.
    const lines = (await chosenCartLines(db, customerId, lineIds)).filter(
      (l) => !availabilityOf(l.sku, now).reason,
    );
    const items = pricedItems(toCheckoutLines(lines), factsOf(lines));
    // Full discounts first; the coupon is judged on what is left of each item.
    const promotion = await fullDiscountsFor(db, items, now);
    const netItems = withPromotionShares(items, promotion);
    const { best } = judgeWallet(await listHeldCoupons(db, customerId, now), netItems, now);
    const coupon = best ? { held: best, judgement: judgeCoupon(best.facts, netItems, now) } : null;
    const address = await defaultAddress(db, customerId);
    const q = quote(items, coupon, address?.province ?? null, promotion);
    return {
      ...q.amounts,
      promotionCents: promotion.totalCents,
      promotions: promotion.groups,
      lineIds: lines.map((l) => l.lineId),
      couponNo: best?.facts.couponNo ?? null,
      lines: lines.map((l) => {
        const goodsCents = l.sku.priceCents * l.quantity;
        const instalments = l.sku.priceLabel === PriceLabel.interestFreeInstalments;
        return {
          lineId: l.lineId,
          goodsCents,
          stage: l.stage,
          ...(instalments ? { stageOptions: stageOptionsFor(goodsCents) } : {}),
        };
      }),
    };
  });
}

/** jump-query: the gate to order confirmation; every chosen line must be buyable as chosen. */
export function cartCheckout(deps: AppDeps, customerId: number, lineIds: number[] | undefined) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    let lines = await chosenCartLines(db, customerId, lineIds);
    // Without explicit ids, selected lines that cannot be bought stay behind in the invalid section.
    if (!lineIds) lines = lines.filter((l) => !availabilityOf(l.sku, now).reason);
    if (lines.length === 0) refuse({ refusal: 'nothing_chosen' });
    const checkout = toCheckoutLines(lines);
    const problems = findProblems(checkout, factsOf(lines), now);
    if (problems.length > 0) refuse({ refusal: 'cart_lines_unbuyable', problems });
    const confirmation = await createConfirmation(db, {
      customerId,
      source: 'cart',
      lines: checkout,
      now,
      ttlMs: config.shopping.confirmTtlMs,
    });
    return {
      confirmToken: confirmation.token,
      lineIds: lines.map((l) => l.lineId),
      expiresAt: confirmation.expiresAt,
    };
  });
}
