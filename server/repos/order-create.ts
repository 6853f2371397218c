import type { Address } from '../../schemas/api/address';
import type { CreateOrderResult, Invoice } from '../../schemas/api/order';
import type { Db, Queryable } from '../db/db';
import { findProblems, type LineProblem, pricedItems, problemMessage, quote } from '../domain/checkout';
import { COUPON_REFUSAL_TEXT, judgeCoupon } from '../domain/coupon-rules';
import type { ShoppingConfig } from '../domain/shopping-config';
import { ApiError, conflict } from '../http/errors';
import { getAddress } from './addresses';
import { loadConfirmation } from './confirmations';
import { findHeldCoupon } from './coupon-wallet';
import { loadSkuFacts } from './sku-facts';

export interface CreateOrderInput {
  customerId: number;
  uniqueCode: string;
  confirmToken: string;
  addressId: number;
  couponNo: string | null;
  invoice: Invoice;
  remark: string;
}

const toProblems = (problems: readonly LineProblem[]) => ({
  problems: problems.map((p) => ({ skuNo: p.skuNo, reason: p.reason, available: p.available })),
});

async function existingOrder(db: Queryable, customerId: number, uniqueCode: string) {
  const [row] = await db.query<{
    order_no: string;
    status: string;
    payable_cents: number;
    pay_deadline: number;
  }>(
    'SELECT order_no, status, payable_cents, pay_deadline FROM orders WHERE customer_id = $1 AND unique_code = $2',
    [customerId, uniqueCode],
  );
  return row;
}

function replay(row: {
  order_no: string;
  status: string;
  payable_cents: number;
  pay_deadline: number;
}): CreateOrderResult {
  return {
    orderNo: row.order_no,
    status: row.status as CreateOrderResult['status'],
    payableCents: row.payable_cents,
    payDeadline: Number(row.pay_deadline),
    replayed: true,
  };
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
    const q = want.get(skuNo) ?? 0;
    const taken = await tx.query(
      `UPDATE skus SET stock = stock - $2, sales_volume = sales_volume + $2, version = version + 1
        WHERE sku_no = $1 AND stock >= $2 RETURNING stock`,
      [skuNo, q],
    );
    if (taken.length === 0) {
      const [left] = await tx.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]);
      const available = left?.stock ?? 0;
      short.push({ skuNo, lineId: null, reason: available === 0 ? 'soldOut' : 'overStock', available });
    }
  }
  return short;
}

class Replayed extends Error {}

async function createInTx(tx: Queryable, input: CreateOrderInput, now: number, cfg: ShoppingConfig) {
  const again = await existingOrder(tx, input.customerId, input.uniqueCode);
  if (again) return replay(again);
  const confirmation = await loadConfirmation(tx, input.customerId, input.confirmToken, now, {
    forUpdate: true,
    allowUsed: true,
  });
  // A twin request with the same code may have held the lock and committed while we waited for it:
  // look again now, so it is replayed rather than refused (PostgreSQL runs them truly in parallel).
  const twin = await existingOrder(tx, input.customerId, input.uniqueCode);
  if (twin) return replay(twin);
  if (confirmation.orderNo !== null) {
    throw conflict('this order was already submitted', { orderNo: confirmation.orderNo });
  }
  const address: Address = await getAddress(tx, input.customerId, input.addressId);

  if (confirmation.source === 'cart') {
    const ids = confirmation.lines.flatMap((l) => (l.lineId === null ? [] : [l.lineId]));
    const rows = await tx.query<{ id: number; sku_no: string }>(
      'SELECT id, sku_no FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[]) FOR UPDATE',
      [input.customerId, ids],
    );
    const live = new Map(rows.map((r) => [r.id, r.sku_no]));
    const stale = confirmation.lines.filter((l) => l.lineId !== null && live.get(l.lineId) !== l.skuNo);
    if (stale.length > 0) {
      throw conflict('your cart changed since this order was confirmed; please confirm again', {
        lineIds: stale.map((l) => l.lineId),
      });
    }
  }

  const facts = await loadSkuFacts(
    tx,
    confirmation.lines.map((l) => l.skuNo),
  );
  const problems = findProblems(confirmation.lines, facts, now);
  if (problems.length > 0) throw conflict(problemMessage(problems, facts), toProblems(problems));
  const items = pricedItems(confirmation.lines, facts);

  let coupon = null;
  if (input.couponNo !== null) {
    const held = await findHeldCoupon(tx, input.customerId, input.couponNo, { forUpdate: true });
    if ('refusal' in held)
      throw conflict(`coupon ${input.couponNo}: ${COUPON_REFUSAL_TEXT[held.refusal]}`, {
        reason: held.refusal,
      });
    const judgement = judgeCoupon(held.facts, items, now);
    if (!judgement.applicable && judgement.reason) {
      throw conflict(`coupon ${input.couponNo}: ${COUPON_REFUSAL_TEXT[judgement.reason]}`, {
        reason: judgement.reason,
      });
    }
    coupon = { held, judgement };
  }
  const q = quote(items, coupon, address.province);

  const short = await takeStock(tx, confirmation.lines);
  if (short.length > 0) throw conflict(problemMessage(short, facts), toProblems(short));

  const [seq] = await tx.query<{ n: number }>("SELECT nextval('order_no_seq')::int AS n");
  const orderNo = `MO${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${seq?.n ?? 0}`;
  const payDeadline = now + cfg.autoCancelMs;
  const { addressId: _id, isDefault: _d, updatedAt: _u, ...snapshot } = address;
  const inserted = await tx.query(
    `INSERT INTO orders (order_no, customer_id, unique_code, confirm_token, status, goods_cents, discount_cents,
       freight_cents, payable_cents, coupon_no, customer_coupon_id, address, invoice, remark, created_at,
       pay_deadline)
     VALUES ($1, $2, $3, $4, 'awaiting_payment', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (customer_id, unique_code) DO NOTHING RETURNING order_no`,
    [
      orderNo,
      input.customerId,
      input.uniqueCode,
      confirmation.token,
      q.amounts.goodsCents,
      q.amounts.discountCents,
      q.amounts.freightCents,
      q.amounts.payableCents,
      coupon ? input.couponNo : null,
      coupon?.held.customerCouponId ?? null,
      JSON.stringify(snapshot),
      JSON.stringify(input.invoice),
      input.remark,
      now,
      payDeadline,
    ],
  );
  // A concurrent request with the same uniqueCode committed first: undo ours and answer with theirs.
  if (inserted.length === 0) throw new Replayed();

  for (const [si, store] of q.stores.entries()) {
    const orderStoreNo = `${orderNo}-${si + 1}`;
    const storeItems = q.items.filter((i) => i.storeNo === store.storeNo);
    await tx.query(
      `INSERT INTO order_stores (order_store_no, order_no, store_no, store_name, goods_cents, discount_cents,
         freight_cents, payable_cents, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        orderStoreNo,
        orderNo,
        store.storeNo,
        storeItems[0]?.storeName ?? store.storeNo,
        store.goodsCents,
        store.discountCents,
        store.freightCents,
        store.payableCents,
        si,
      ],
    );
    for (const [ii, item] of storeItems.entries()) {
      await tx.query(
        `INSERT INTO order_items (order_item_no, order_no, order_store_no, sku_no, spu_no, name, spec_name,
           image_url, price_cents, quantity, stage, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          `${orderStoreNo}-${ii + 1}`,
          orderNo,
          orderStoreNo,
          item.skuNo,
          item.spuNo,
          item.name,
          item.specName,
          item.imageUrl,
          item.priceCents,
          item.quantity,
          item.stage,
          ii,
        ],
      );
    }
  }
  if (coupon) {
    await tx.query(
      "UPDATE customer_coupons SET status = 'used', order_no = $2, used_at = $3 WHERE id = $1 AND status = 'unused'",
      [coupon.held.customerCouponId, orderNo, now],
    );
  }
  await tx.query('UPDATE confirmations SET order_no = $2 WHERE token = $1', [confirmation.token, orderNo]);
  const lineIds = confirmation.lines.flatMap((l) => (l.lineId === null ? [] : [l.lineId]));
  if (lineIds.length > 0) {
    await tx.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[])', [
      input.customerId,
      lineIds,
    ]);
  }
  return {
    orderNo,
    status: 'awaiting_payment',
    payableCents: q.amounts.payableCents,
    payDeadline,
    replayed: false,
  } satisfies CreateOrderResult;
}

/** Creates the order once per (customer, uniqueCode); see createInTx for what happens inside. */
export async function createOrder(
  db: Db,
  input: CreateOrderInput,
  now: number,
  cfg: ShoppingConfig,
): Promise<CreateOrderResult> {
  try {
    return await db.transaction((tx) => createInTx(tx, input, now, cfg));
  } catch (err) {
    const uniqueViolation = err instanceof Error && 'code' in err && err.code === '23505';
    if (!(err instanceof Replayed) && !uniqueViolation) throw err;
    if (err instanceof ApiError) throw err;
    const row = await existingOrder(db, input.customerId, input.uniqueCode);
    if (!row) throw err;
    return replay(row);
  }
}
