import type { Address } from '../../schemas/api/address';
import type { Invoice, OrderDetail, OrderStore, OrderSummary, PayKind } from '../../schemas/api/order';
import { invoiceSchema } from '../../schemas/api/order';
import {
  cancelKindSchema,
  type OrderStatus,
  type OrderTab,
  orderStatusSchema,
} from '../../schemas/api/order-status';
import type { Queryable } from '../db/db';
import { actionsFor } from '../domain/order-machine';
import { tabFilter } from './order-tabs';

export interface OrderRow {
  order_no: string;
  customer_id: number;
  status: string;
  goods_cents: number;
  discount_cents: number;
  freight_cents: number;
  payable_cents: number;
  coupon_no: string | null;
  customer_coupon_id: number | null;
  address: string;
  invoice: string;
  remark: string;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  cancel_kind: string | null;
  cancel_reason: string | null;
  /** Payment kind chosen at checkout (spec §3): '1' e-CNY, '2' not. */
  pay_kind: PayKind;
}

export const ORDER_COLUMNS = `o.order_no, o.customer_id, o.status, o.goods_cents, o.discount_cents,
  o.freight_cents, o.payable_cents, o.coupon_no, o.customer_coupon_id, o.address, o.invoice, o.remark,
  o.created_at, o.pay_deadline, o.paid_at, o.shipped_at, o.received_at, o.completed_at, o.cancelled_at,
  o.cancel_kind, o.cancel_reason, o.pay_kind`;

export const statusOf = (row: { status: string }): OrderStatus => orderStatusSchema.parse(row.status);
const ms = (v: number | null): number | null => (v === null ? null : Number(v));

/** The caller's order row (locked when asked); another customer's order is absent. */
export async function findOrderRow(
  db: Queryable,
  customerId: number,
  orderNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_no = $1 AND o.customer_id = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [orderNo, customerId],
  );
  return row;
}

/** One page of the customer's visible orders of one tab (null: all), newest first, with the total. */
export async function listOrderRows(
  db: Queryable,
  customerId: number,
  q: { tab: Exclude<OrderTab, 'all'> | null; pageNo: number; pageSize: number },
): Promise<{ total: number; rows: OrderRow[] }> {
  const filter = tabFilter(q.tab);
  const where = `o.customer_id = $1 AND NOT o.hidden AND (${filter.sql})`;
  const params = [customerId, ...filter.params];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where}
      ORDER BY o.created_at DESC, o.order_no DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { total: total?.n ?? 0, rows };
}

/** How many visible orders each tab holds (the 我的 page's counts), one query per tab asked for. */
export async function countOrderTabs<T extends Exclude<OrderTab, 'all'>>(
  db: Queryable,
  customerId: number,
  tabs: readonly T[],
): Promise<Record<T, number>> {
  const counts = await Promise.all(
    tabs.map(async (tab) => {
      const filter = tabFilter(tab);
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o WHERE o.customer_id = $1 AND NOT o.hidden AND (${filter.sql})`,
        [customerId, ...filter.params],
      );
      return [tab, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<T, number>;
}

/** The order a store part belongs to, when the order is the caller's. */
export async function findOrderNoOfStore(
  db: Queryable,
  customerId: number,
  orderStoreNo: string,
): Promise<string | undefined> {
  const [owner] = await db.query<{ order_no: string }>(
    `SELECT s.order_no FROM order_stores s JOIN orders o ON o.order_no = s.order_no
      WHERE s.order_store_no = $1 AND o.customer_id = $2`,
    [orderStoreNo, customerId],
  );
  return owner?.order_no;
}

interface StoreRow {
  order_store_no: string;
  order_no: string;
  store_no: string;
  store_name: string;
  goods_cents: number;
  discount_cents: number;
  freight_cents: number;
  payable_cents: number;
}
interface ItemRow {
  order_item_no: string;
  order_store_no: string;
  sku_no: string;
  spu_no: string;
  name: string;
  spec_name: string;
  image_url: string;
  price_cents: number;
  quantity: number;
  stage: number | null;
}

const asStage = (n: number | null): 3 | 6 | 12 | null => (n === 3 || n === 6 || n === 12 ? n : null);

/** Store parts with their items for these orders, keyed by orderNo. */
export async function loadOrderStores(
  db: Queryable,
  orderNos: readonly string[],
): Promise<Map<string, OrderStore[]>> {
  const result = new Map<string, OrderStore[]>();
  if (orderNos.length === 0) return result;
  const stores = await db.query<StoreRow>(
    `SELECT order_store_no, order_no, store_no, store_name, goods_cents, discount_cents, freight_cents,
            payable_cents FROM order_stores WHERE order_no = ANY($1::text[]) ORDER BY order_no, sort`,
    [orderNos],
  );
  const items = await db.query<ItemRow>(
    `SELECT order_item_no, order_store_no, sku_no, spu_no, name, spec_name, image_url, price_cents, quantity,
            stage FROM order_items WHERE order_no = ANY($1::text[]) ORDER BY order_no, sort`,
    [orderNos],
  );
  const byStore = new Map<string, OrderStore['items']>();
  for (const i of items) {
    const list = byStore.get(i.order_store_no) ?? [];
    list.push({
      orderItemNo: i.order_item_no,
      skuNo: i.sku_no,
      spuNo: i.spu_no,
      name: i.name,
      specName: i.spec_name,
      imageUrl: i.image_url,
      priceCents: i.price_cents,
      quantity: i.quantity,
      goodsCents: i.price_cents * i.quantity,
      stage: asStage(i.stage),
    });
    byStore.set(i.order_store_no, list);
  }
  for (const s of stores) {
    const list = result.get(s.order_no) ?? [];
    list.push({
      orderStoreNo: s.order_store_no,
      storeNo: s.store_no,
      storeName: s.store_name,
      goodsCents: s.goods_cents,
      discountCents: s.discount_cents,
      freightCents: s.freight_cents,
      payableCents: s.payable_cents,
      items: byStore.get(s.order_store_no) ?? [],
    });
    result.set(s.order_no, list);
  }
  return result;
}

export function toSummary(
  row: OrderRow,
  stores: OrderStore[],
  reviewStates: OrderSummary['reviewStates'],
): OrderSummary {
  const status = statusOf(row);
  return {
    orderNo: row.order_no,
    status,
    createdAt: Number(row.created_at),
    payDeadline: Number(row.pay_deadline),
    amounts: {
      goodsCents: row.goods_cents,
      discountCents: row.discount_cents,
      freightCents: row.freight_cents,
      payableCents: row.payable_cents,
    },
    itemCount: stores.reduce((n, s) => n + s.items.reduce((m, i) => m + i.quantity, 0), 0),
    stores,
    actions: actionsFor(status),
    reviewStates,
  };
}

type AddressSnapshot = Omit<Address, 'addressId' | 'isDefault' | 'updatedAt'>;

export function toDetail(
  row: OrderRow,
  stores: OrderStore[],
  refundCents: number | null,
  facts: Pick<OrderDetail, 'invoiceState' | 'reviewStates'>,
): OrderDetail {
  const address = JSON.parse(row.address) as AddressSnapshot;
  const invoice: Invoice = invoiceSchema.parse(JSON.parse(row.invoice));
  const kind = cancelKindSchema.safeParse(row.cancel_kind);
  return {
    ...toSummary(row, stores, facts.reviewStates),
    address,
    couponNo: row.coupon_no,
    invoice,
    invoiceState: facts.invoiceState,
    remark: row.remark,
    payKind: row.pay_kind,
    paidAt: ms(row.paid_at),
    shippedAt: ms(row.shipped_at),
    receivedAt: ms(row.received_at),
    completedAt: ms(row.completed_at),
    cancelledAt: ms(row.cancelled_at),
    cancelKind: kind.success ? kind.data : null,
    cancelReason: row.cancel_reason,
    refundCents,
  };
}

/** The refunded amount of a cancelled-with-refund order, else null. */
export async function findRefundCents(db: Queryable, orderNo: string): Promise<number | null> {
  const [refund] = await db.query<{ amount_cents: number }>(
    'SELECT amount_cents FROM refunds WHERE order_no = $1',
    [orderNo],
  );
  return refund?.amount_cents ?? null;
}
