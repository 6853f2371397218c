import type { Address } from '../../schemas/api/address';
import type { Queryable } from '../db/db';
import { insertOrder, insertOrderItem, insertOrderStore, nextOrderSeq } from '../repos/order-write';
import { loadSkuFacts } from '../repos/sku-facts';

/** The answer to a create call whose order is already placed (a retried uniqueCode, or the win already ordered). */
export const replayedOrder = (row: { order_no: string; payable_cents: number; pay_deadline: number }) => ({
  orderNo: row.order_no,
  payableCents: row.payable_cents,
  payDeadline: Number(row.pay_deadline),
  replayed: true,
});

export interface PrizeOrderInput {
  customerId: number;
  /** The create call's uniqueCode header: the orders table's (customer, unique_code) key. */
  uniqueCode: string;
  /** Says where the order came from, e.g. 'lottery:LT1001' (the cart's orders carry a confirmation token). */
  confirmToken: string;
  skuNo: string;
  priceCents: number;
  address: Address;
  now: number;
  payDeadline: number;
}

/**
 * An order awaiting payment for one unit of a SKU at a price fixed elsewhere (a lottery prize, a
 * qualification's special price, a group-buy seat): the same orders, stores and items rows as create-order, so the cashier,
 * payment, order list, cancel and timeout flows treat it like any order. Takes no shelf stock: the unit is
 * held by the caller's own inventory. Returns null when the SKU is unknown, false when a concurrent
 * request with the same uniqueCode committed first (the caller answers with that order).
 */
export async function placePrizeOrder(tx: Queryable, input: PrizeOrderInput): Promise<string | null | false> {
  const facts = (await loadSkuFacts(tx, [input.skuNo])).get(input.skuNo);
  if (!facts) return null;
  const orderNo = `MO${new Date(input.now).toISOString().slice(0, 10).replaceAll('-', '')}${await nextOrderSeq(tx)}`;
  const price = input.priceCents;
  const { addressId: _id, isDefault: _d, updatedAt: _u, ...addressSnapshot } = input.address;
  const inserted = await insertOrder(tx, {
    orderNo,
    customerId: input.customerId,
    uniqueCode: input.uniqueCode,
    confirmToken: input.confirmToken,
    amounts: { goodsCents: price, discountCents: 0, freightCents: 0, payableCents: price },
    couponNo: null,
    customerCouponId: null,
    addressSnapshot,
    invoice: { type: 'none' },
    remark: '',
    now: input.now,
    payDeadline: input.payDeadline,
  });
  if (!inserted) return false;
  const orderStoreNo = `${orderNo}-1`;
  await insertOrderStore(tx, {
    orderStoreNo,
    orderNo,
    storeNo: facts.storeNo,
    storeName: facts.storeName,
    goodsCents: price,
    discountCents: 0,
    freightCents: 0,
    payableCents: price,
    sort: 0,
  });
  await insertOrderItem(tx, {
    orderItemNo: `${orderStoreNo}-1`,
    orderNo,
    orderStoreNo,
    skuNo: facts.skuNo,
    spuNo: facts.spuNo,
    name: facts.name,
    specName: facts.specName,
    imageUrl: facts.imageUrl,
    priceCents: price,
    quantity: 1,
    stage: null,
    sort: 0,
  });
  return orderNo;
}
