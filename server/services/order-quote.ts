import type { Address } from '../../schemas/api/address';
import type { ConfirmationInfoRequest, OrderItem } from '../../schemas/api/order';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import {
  type CheckoutLine,
  discountParts,
  findProblems,
  judgeWallet,
  pricedItems,
  type Quote,
  quote,
  unbuyable,
} from '../domain/checkout';
import { judgeCoupon } from '../domain/coupon-rules';
import { withPromotionShares } from '../domain/full-discount';
import type { SkuFacts } from '../domain/sku-availability';
import { availabilityOf } from '../domain/sku-availability';
import { defaultAddress } from '../repos/addresses';
import { listCartLines } from '../repos/cart-lines';
import { type Confirmation, createConfirmation } from '../repos/confirmations';
import { findHeldCoupon, listHeldCoupons } from '../repos/coupon-wallet';
import { skusNotPayableInEcny } from '../repos/ecny';
import { loadSkuFacts } from '../repos/sku-facts';
import { ownAddress } from './addresses';
import { ownCartLines } from './cart-lines';
import { openConfirmation } from './confirmations';
import { refuse, settle } from './outcome';
import { fullDiscountsFor } from './promotion-pricing';
import { withSpecialPrices } from './special-pricing';
import { withTradeIn } from './trade-in';

/** The confirmation a confirmation-info request means: an existing token, the cart lines, or buy-now. */
async function resolveConfirmation(
  deps: AppDeps,
  customerId: number,
  body: ConfirmationInfoRequest,
  now: number,
): Promise<Confirmation> {
  const { db } = deps;
  if (body.confirmToken) return openConfirmation(db, customerId, body.confirmToken, now);
  let lines: CheckoutLine[];
  if (body.source === 'buyNow') {
    if (!body.skuNo || body.quantity === undefined) refuse({ refusal: 'buy_now_incomplete' });
    lines = [{ skuNo: body.skuNo, quantity: body.quantity, lineId: null, stage: body.stage ?? null }];
  } else {
    const records = body.lineIds
      ? await ownCartLines(db, customerId, body.lineIds)
      : (await listCartLines(db, customerId)).filter((l) => l.selected && !availabilityOf(l.sku, now).reason);
    if (records.length === 0) refuse({ refusal: 'nothing_chosen' });
    lines = records.map((l) => ({
      skuNo: l.sku.skuNo,
      quantity: l.quantity,
      lineId: l.lineId,
      stage: l.stage,
    }));
  }
  await buyableFacts(db, lines, now);
  return createConfirmation(db, {
    customerId,
    source: body.source,
    lines,
    now,
    ttlMs: deps.config.shopping.confirmTtlMs,
  });
}

/** Facts of the lines' SKUs; an unknown SKU (buy now) is 'not found', anything not buyable as asked refused. */
async function buyableFacts(
  db: Queryable,
  lines: readonly CheckoutLine[],
  now: number,
): Promise<Map<string, SkuFacts>> {
  const facts = await loadSkuFacts(
    db,
    lines.map((l) => l.skuNo),
  );
  const unknown = lines.find((l) => !facts.has(l.skuNo));
  if (unknown) refuse({ refusal: 'product_not_found', skuNo: unknown.skuNo });
  const problems = findProblems(lines, facts, now);
  if (problems.length > 0) refuse(unbuyable('items_unbuyable', problems, facts));
  return facts;
}

/**
 * Prices a confirmation. coupon: 'best' picks the best applicable held coupon, a couponNo must apply
 * (refused otherwise), null means none.
 */
async function quoteConfirmation(
  db: Queryable,
  customerId: number,
  confirmation: Confirmation,
  now: number,
  coupon: 'best' | string | null,
  address: Address | null,
): Promise<Quote & { wallet: ReturnType<typeof judgeWallet> }> {
  const facts = await buyableFacts(db, confirmation.lines, now);
  // Telecom and education prices for a verified customer, before any discount.
  const items = await withSpecialPrices(db, customerId, pricedItems(confirmation.lines, facts), facts, now);
  // Full discounts first; coupons are judged on what is left of each item (netItems).
  const promotion = await fullDiscountsFor(db, items, now);
  const netItems = withPromotionShares(items, promotion);
  const wallet = judgeWallet(await listHeldCoupons(db, customerId, now), netItems, now);
  let chosen: Quote['coupon'] = null;
  if (coupon === 'best') {
    if (wallet.best) chosen = { held: wallet.best, judgement: judgeCoupon(wallet.best.facts, netItems, now) };
  } else if (coupon !== null) {
    const held = await findHeldCoupon(db, customerId, coupon, { now });
    if ('refusal' in held) refuse({ refusal: 'coupon_refused', couponNo: coupon, reason: held.refusal });
    const judgement = judgeCoupon(held.facts, netItems, now);
    if (!judgement.applicable && judgement.reason) {
      refuse({ refusal: 'coupon_refused', couponNo: coupon, reason: judgement.reason });
    }
    chosen = { held, judgement };
  }
  return { ...quote(items, chosen, address?.province ?? null, promotion), wallet };
}

const itemView = (i: Quote['items'][number]): OrderItem => ({
  skuNo: i.skuNo,
  spuNo: i.spuNo,
  name: i.name,
  specName: i.specName,
  imageUrl: i.imageUrl,
  priceCents: i.priceCents,
  quantity: i.quantity,
  goodsCents: i.goodsCents,
  stage: i.stage,
  lineId: i.lineId,
});

/** confirmation-info: the confirmation (made now unless a token is given), priced with the best coupon. */
export function confirmationInfo(deps: AppDeps, customerId: number, body: ConfirmationInfoRequest) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const confirmation = await resolveConfirmation(deps, customerId, body, now);
    const address = await defaultAddress(db, customerId);
    const q = await quoteConfirmation(db, customerId, confirmation, now, 'best', address);
    return {
      confirmToken: confirmation.token,
      expiresAt: confirmation.expiresAt,
      source: confirmation.source,
      items: q.items.map(itemView),
      stores: q.stores.map((s) => {
        const items = q.items.filter((i) => i.storeNo === s.storeNo);
        return {
          storeNo: s.storeNo,
          storeName: items[0]?.storeName ?? s.storeNo,
          goodsCents: s.goodsCents,
          freightCents: s.freightCents,
          items: items.map(itemView),
        };
      }),
      address,
      availableCoupons: q.wallet.available,
      couponNo: q.coupon?.held.facts.couponNo ?? null,
      amounts: q.amounts,
      ...discountParts(q),
      ecnyEligible:
        (
          await skusNotPayableInEcny(
            db,
            q.items.map((i) => i.skuNo),
          )
        ).length === 0,
    };
  });
}

/** order-coupon-list: the wallet judged against the confirmation. */
export function orderCouponList(deps: AppDeps, customerId: number, confirmToken: string) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const confirmation = await openConfirmation(db, customerId, confirmToken, now);
    const q = await quoteConfirmation(db, customerId, confirmation, now, null, null);
    return {
      available: q.wallet.available,
      unavailable: q.wallet.unavailable,
      bestCouponNo: q.wallet.best?.facts.couponNo ?? null,
    };
  });
}

/** recalculate-amount: the amounts for the coupon and address the shopper picked. */
export function recalculate(
  deps: AppDeps,
  customerId: number,
  body: {
    confirmToken: string;
    addressId?: number | undefined;
    couponNo?: string | null | undefined;
    tradeInNo?: string | null | undefined;
  },
) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const confirmation = await openConfirmation(db, customerId, body.confirmToken, now);
    const address =
      body.addressId === undefined
        ? await defaultAddress(db, customerId)
        : await ownAddress(db, customerId, body.addressId);
    const quoted = await quoteConfirmation(db, customerId, confirmation, now, body.couponNo ?? null, address);
    // A trade-in estimate priced as create-order will take it, without using it.
    const q = await withTradeIn(db, customerId, body.tradeInNo ?? null, quoted, now);
    return {
      ...q.amounts,
      couponNo: q.coupon?.held.facts.couponNo ?? null,
      ...discountParts(q, q.tradeInCents),
      ...(q.tradeInCents > 0 ? { tradeInCents: q.tradeInCents } : {}),
    };
  });
}

/** check-sku-inventory: whether each confirmed line could still be bought in full right now. */
export function checkInventory(deps: AppDeps, customerId: number, confirmToken: string) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const confirmation = await openConfirmation(db, customerId, confirmToken, now);
    const facts = await loadSkuFacts(
      db,
      confirmation.lines.map((l) => l.skuNo),
    );
    const items = confirmation.lines.map((l) => {
      const f = facts.get(l.skuNo);
      const a = f ? availabilityOf(f, now) : undefined;
      const onShelf = a !== undefined && a.reason !== 'offShelf' && a.reason !== 'storeClosed';
      const available = f && a && !a.reason ? f.stock : 0;
      return { skuNo: l.skuNo, requested: l.quantity, available, onShelf, enough: available >= l.quantity };
    });
    return { enough: items.every((i) => i.enough), items };
  });
}
