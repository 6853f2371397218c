import type { Address } from '../../schemas/api/address';
import type { CreateOrderResult, Invoice, PayKind } from '../../schemas/api/order';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { findProblems, type LineProblem, pricedItems, quote, unbuyable } from '../domain/checkout';
import { judgeCoupon } from '../domain/coupon-rules';
import { withPromotionShares } from '../domain/full-discount';
import type { Outcome } from '../domain/refusal';
import type { ShoppingConfig } from '../domain/shopping-config';
import { deleteLines, lockLineSkus } from '../repos/cart-lines';
import { markConfirmationUsed } from '../repos/confirmations';
import { findHeldCoupon, markCouponUsed } from '../repos/coupon-wallet';
import { setOrderPayKind, skusNotPayableInEcny } from '../repos/ecny';
import {
  findOrderByUniqueCode,
  insertOrder,
  insertOrderItem,
  insertOrderStore,
  insertOrderTrace,
  nextOrderSeq,
  replayOf,
} from '../repos/order-write';
import { loadSkuFacts } from '../repos/sku-facts';
import { skuStock, takeSkuStock } from '../repos/sku-stock';
import { applyTrialLimits, takeGiftLines } from './activity-terms';
import { ownAddress } from './addresses';
import { openConfirmation } from './confirmations';
import { Refused, refuse, settle } from './outcome';
import { fullDiscountsFor } from './promotion-pricing';
import { applyPurchaseRules } from './purchase-products';
import { withSpecialPrices } from './special-pricing';
import { withTradeIn } from './trade-in';

export interface CreateOrderInput {
  customerId: number;
  uniqueCode: string;
  confirmToken: string;
  addressId: number;
  couponNo: string | null;
  invoice: Invoice;
  remark: string;
  /** '1' e-CNY: refused unless every item is payable in e-CNY. */
  payKind: PayKind;
  /** A trade-in estimate to take off, used once. */
  tradeInNo?: string | null;
  /** The tracker's trace id of this call, when it sent a well-formed one: joins the order to its session. */
  traceId?: string;
  /** The payable the shopper saw; a different one now refuses the order (price_changed). */
  expectedPayableCents?: number;
}

/**
 * Stock is taken with one conditional UPDATE per SKU (stock >= q), in SKU order so two orders never lock in
 * opposite order. If any SKU is short the whole transaction rolls back: nothing is taken, nothing created.
 */
async function takeStock(tx: Queryable, lines: readonly { skuNo: string; quantity: number }[]) {
  const want = new Map<string, number>();
  for (const l of lines) want.set(l.skuNo, (want.get(l.skuNo) ?? 0) + l.quantity);
  const short: LineProblem[] = [];
  for (const skuNo of [...want.keys()].sort()) {
    if (await takeSkuStock(tx, skuNo, want.get(skuNo) ?? 0)) continue;
    const available = await skuStock(tx, skuNo);
    short.push({ skuNo, lineId: null, reason: available === 0 ? 'soldOut' : 'overStock', available });
  }
  return short;
}

/** A concurrent request with the same uniqueCode committed first: undo ours and answer with theirs. */
class Replayed extends Error {}

async function createInTx(tx: Queryable, input: CreateOrderInput, now: number, cfg: ShoppingConfig) {
  const again = await findOrderByUniqueCode(tx, input.customerId, input.uniqueCode);
  if (again) return replayOf(again);
  const confirmation = await openConfirmation(tx, input.customerId, input.confirmToken, now, {
    forUpdate: true,
    allowUsed: true,
  });
  // A twin request with the same code may have held the lock and committed while we waited for it:
  // look again now, so it is replayed rather than refused (PostgreSQL runs them truly in parallel).
  const twin = await findOrderByUniqueCode(tx, input.customerId, input.uniqueCode);
  if (twin) return replayOf(twin);
  if (confirmation.orderNo !== null)
    refuse({ refusal: 'order_already_submitted', orderNo: confirmation.orderNo });
  const address: Address = await ownAddress(tx, input.customerId, input.addressId);

  if (confirmation.source === 'cart') {
    const ids = confirmation.lines.flatMap((l) => (l.lineId === null ? [] : [l.lineId]));
    const live = await lockLineSkus(tx, input.customerId, ids);
    const stale = confirmation.lines.filter((l) => l.lineId !== null && live.get(l.lineId) !== l.skuNo);
    if (stale.length > 0) refuse({ refusal: 'cart_changed', lineIds: stale.map((l) => l.lineId) });
  }

  const facts = await loadSkuFacts(
    tx,
    confirmation.lines.map((l) => l.skuNo),
  );
  const problems = findProblems(confirmation.lines, facts, now);
  if (problems.length > 0) refuse(unbuyable('order_items_unbuyable', problems, facts));
  // Telecom and education prices for a verified customer, before any discount.
  const items = await withSpecialPrices(
    tx,
    input.customerId,
    pricedItems(confirmation.lines, facts),
    facts,
    now,
  );
  // Purchase-type products: the per-customer limit across orders and the partner's delivery area (ADR 0017).
  await applyPurchaseRules(tx, input.customerId, items, address.province);
  // Trial activities (type 5): the trial price is in the items already; the per-customer limit is here.
  await applyTrialLimits(tx, input.customerId, items, facts);
  if (input.payKind === '1') {
    const refused = await skusNotPayableInEcny(
      tx,
      items.map((i) => i.skuNo),
    );
    if (refused.length > 0)
      refuse({
        refusal: 'ecny_not_eligible',
        names: refused.map((r) => r.name),
        skuNos: refused.map((r) => r.skuNo),
      });
  }

  // Full discounts first; the coupon is judged on what is left of each item, as at confirmation.
  const promotion = await fullDiscountsFor(tx, items, now);
  const netItems = withPromotionShares(items, promotion);
  let coupon = null;
  if (input.couponNo !== null) {
    const held = await findHeldCoupon(tx, input.customerId, input.couponNo, { forUpdate: true, now });
    if ('refusal' in held)
      refuse({ refusal: 'coupon_refused', couponNo: input.couponNo, reason: held.refusal });
    const judgement = judgeCoupon(held.facts, netItems, now);
    if (!judgement.applicable && judgement.reason) {
      refuse({ refusal: 'coupon_refused', couponNo: input.couponNo, reason: judgement.reason });
    }
    coupon = { held, judgement };
  }
  const quoted = quote(items, coupon, address.province, promotion);

  const short = await takeStock(tx, confirmation.lines);
  if (short.length > 0) refuse(unbuyable('order_items_unbuyable', short, facts));
  // Gift activities (type 3): their gifts ride along at no price, while the gift's stock lasts.
  const gifts = await takeGiftLines(tx, confirmation.lines, facts);

  const orderNo = `MO${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${await nextOrderSeq(tx)}`;
  // A trade-in estimate is taken off the discount and used once, for this order.
  const q = await withTradeIn(tx, input.customerId, input.tradeInNo ?? null, quoted, now, { orderNo });
  // The shopper agreed to pay what the confirmation showed: a price, discount or freight that changed
  // since must be shown before it is charged. Refusing rolls back the stock taken above.
  if (input.expectedPayableCents !== undefined && q.amounts.payableCents !== input.expectedPayableCents)
    refuse({
      refusal: 'price_changed',
      expectedPayableCents: input.expectedPayableCents,
      payableCents: q.amounts.payableCents,
    });
  const payDeadline = now + cfg.autoCancelMs;
  const { addressId: _id, isDefault: _d, updatedAt: _u, ...addressSnapshot } = address;
  const inserted = await insertOrder(tx, {
    orderNo,
    customerId: input.customerId,
    uniqueCode: input.uniqueCode,
    confirmToken: confirmation.token,
    amounts: q.amounts,
    couponNo: coupon ? input.couponNo : null,
    customerCouponId: coupon?.held.customerCouponId ?? null,
    addressSnapshot,
    invoice: input.invoice,
    remark: input.remark,
    now,
    payDeadline,
  });
  if (!inserted) throw new Replayed();
  if (input.traceId) await insertOrderTrace(tx, orderNo, input.traceId);
  if (input.payKind !== '2') await setOrderPayKind(tx, orderNo, input.payKind);

  for (const [si, store] of q.stores.entries()) {
    const orderStoreNo = `${orderNo}-${si + 1}`;
    const storeItems = q.items.filter((i) => i.storeNo === store.storeNo);
    await insertOrderStore(tx, {
      orderStoreNo,
      orderNo,
      storeNo: store.storeNo,
      storeName: storeItems[0]?.storeName ?? store.storeNo,
      goodsCents: store.goodsCents,
      discountCents: store.discountCents,
      freightCents: store.freightCents,
      payableCents: store.payableCents,
      sort: si,
    });
    let lineNo = 0;
    for (const item of storeItems) {
      lineNo += 1;
      await insertOrderItem(tx, {
        orderItemNo: `${orderStoreNo}-${lineNo}`,
        orderNo,
        orderStoreNo,
        skuNo: item.skuNo,
        spuNo: item.spuNo,
        name: item.name,
        specName: item.specName,
        imageUrl: item.imageUrl,
        priceCents: item.priceCents,
        quantity: item.quantity,
        stage: item.stage,
        sort: lineNo - 1,
        // Its full-discount share, as the quote judged it (q.items keeps the quote's item order).
        promotionCents: promotion.itemShares[q.items.indexOf(item)] ?? 0,
      });
      // The gift line right under the item it came with, at no price (it changes no amount).
      for (const g of gifts.filter((x) => x.forSkuNo === item.skuNo)) {
        lineNo += 1;
        await insertOrderItem(tx, {
          orderItemNo: `${orderStoreNo}-${lineNo}`,
          orderNo,
          orderStoreNo,
          skuNo: g.gift.skuNo,
          spuNo: g.gift.spuNo,
          name: g.gift.name,
          specName: g.gift.specName,
          imageUrl: g.gift.imageUrl,
          priceCents: 0,
          quantity: g.quantity,
          stage: null,
          sort: lineNo - 1,
        });
      }
      // One gift per bought SKU, even when the SKU is on two lines.
      gifts.splice(0, gifts.length, ...gifts.filter((x) => x.forSkuNo !== item.skuNo));
    }
  }
  if (coupon) await markCouponUsed(tx, coupon.held.customerCouponId, orderNo, now);
  await markConfirmationUsed(tx, confirmation.token, orderNo);
  const lineIds = confirmation.lines.flatMap((l) => (l.lineId === null ? [] : [l.lineId]));
  if (lineIds.length > 0) await deleteLines(tx, input.customerId, lineIds);
  return {
    orderNo,
    status: 'awaiting_payment',
    payableCents: q.amounts.payableCents,
    payDeadline,
    replayed: false,
  } satisfies CreateOrderResult;
}

/** Creates the order once per (customer, uniqueCode); see createInTx for what happens inside. */
export function createOrder(deps: AppDeps, input: CreateOrderInput): Promise<Outcome<CreateOrderResult>> {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    try {
      return await db.transaction((tx) => createInTx(tx, input, now, config.shopping));
    } catch (err) {
      const uniqueViolation = err instanceof Error && 'code' in err && err.code === '23505';
      if (!(err instanceof Replayed) && !uniqueViolation) throw err;
      if (err instanceof Refused) throw err;
      const row = await findOrderByUniqueCode(db, input.customerId, input.uniqueCode);
      if (!row) throw err;
      return replayOf(row);
    }
  });
}
