import type { CreateOrderResult, Invoice } from '../../schemas/api/order';
import type { Queryable } from '../db/db';

export interface PlacedOrderRow {
  order_no: string;
  status: string;
  payable_cents: number;
  pay_deadline: number;
}

/** The order an earlier create-order with this uniqueCode made, if any. */
export async function findOrderByUniqueCode(
  db: Queryable,
  customerId: number,
  uniqueCode: string,
): Promise<PlacedOrderRow | undefined> {
  const [row] = await db.query<PlacedOrderRow>(
    'SELECT order_no, status, payable_cents, pay_deadline FROM orders WHERE customer_id = $1 AND unique_code = $2',
    [customerId, uniqueCode],
  );
  return row;
}

/** The next number of the order sequence (order numbers are MO<yyyymmdd><n>). */
export async function nextOrderSeq(tx: Queryable): Promise<number> {
  const [seq] = await tx.query<{ n: number }>("SELECT nextval('order_no_seq')::int AS n");
  return seq?.n ?? 0;
}

export interface NewOrder {
  orderNo: string;
  customerId: number;
  uniqueCode: string;
  confirmToken: string;
  amounts: { goodsCents: number; discountCents: number; freightCents: number; payableCents: number };
  couponNo: string | null;
  customerCouponId: number | null;
  /** The address as it was when ordered (the order keeps it even if the address changes). */
  addressSnapshot: object;
  invoice: Invoice;
  remark: string;
  now: number;
  payDeadline: number;
}

/**
 * Inserts the order awaiting payment. False when a concurrent request with the same uniqueCode committed
 * first (the unique key decides), so the caller can undo its work and answer with that order.
 */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO orders (order_no, customer_id, unique_code, confirm_token, status, goods_cents, discount_cents,
       freight_cents, payable_cents, coupon_no, customer_coupon_id, address, invoice, remark, created_at,
       pay_deadline)
     VALUES ($1, $2, $3, $4, 'awaiting_payment', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (customer_id, unique_code) DO NOTHING RETURNING order_no`,
    [
      o.orderNo,
      o.customerId,
      o.uniqueCode,
      o.confirmToken,
      o.amounts.goodsCents,
      o.amounts.discountCents,
      o.amounts.freightCents,
      o.amounts.payableCents,
      o.couponNo,
      o.customerCouponId,
      JSON.stringify(o.addressSnapshot),
      JSON.stringify(o.invoice),
      o.remark,
      o.now,
      o.payDeadline,
    ],
  );
  return inserted.length > 0;
}

/** The tracker's trace id of the call that created the order (migration 059: conversions in the figures). */
export async function insertOrderTrace(tx: Queryable, orderNo: string, traceId: string): Promise<void> {
  await tx.query('INSERT INTO order_traces (order_no, trace_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    orderNo,
    traceId,
  ]);
}

export async function insertOrderStore(
  tx: Queryable,
  s: {
    orderStoreNo: string;
    orderNo: string;
    storeNo: string;
    storeName: string;
    goodsCents: number;
    discountCents: number;
    freightCents: number;
    payableCents: number;
    sort: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_stores (order_store_no, order_no, store_no, store_name, goods_cents, discount_cents,
       freight_cents, payable_cents, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      s.orderStoreNo,
      s.orderNo,
      s.storeNo,
      s.storeName,
      s.goodsCents,
      s.discountCents,
      s.freightCents,
      s.payableCents,
      s.sort,
    ],
  );
}

export async function insertOrderItem(
  tx: Queryable,
  i: {
    orderItemNo: string;
    orderNo: string;
    orderStoreNo: string;
    skuNo: string;
    spuNo: string;
    name: string;
    specName: string;
    imageUrl: string;
    priceCents: number;
    quantity: number;
    stage: number | null;
    sort: number;
    /** The line's share of the full discounts (满减) it took part in; refunds apportion by it. */
    promotionCents?: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_items (order_item_no, order_no, order_store_no, sku_no, spu_no, name, spec_name,
       image_url, price_cents, quantity, stage, sort, promotion_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      i.orderItemNo,
      i.orderNo,
      i.orderStoreNo,
      i.skuNo,
      i.spuNo,
      i.name,
      i.specName,
      i.imageUrl,
      i.priceCents,
      i.quantity,
      i.stage,
      i.sort,
      i.promotionCents ?? 0,
    ],
  );
}

/** What create-order answers for an order that already existed. */
export function replayOf(row: PlacedOrderRow): CreateOrderResult {
  return {
    orderNo: row.order_no,
    status: row.status as CreateOrderResult['status'],
    payableCents: row.payable_cents,
    payDeadline: Number(row.pay_deadline),
    replayed: true,
  };
}
