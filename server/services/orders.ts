import type { OrderDetail, OrderStore } from '../../schemas/api/order';
import type { OrderTab } from '../../schemas/api/order-status';
import { cancelReasonsIn } from '../../schemas/i18n/cancelReasons';
import type { Lang } from '../../schemas/i18n/lang';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { type AfterSaleTimes, timesOf } from '../domain/after-sales';
import { orderInvoiceState } from '../domain/invoices';
import { CARRIER, logisticsNodes, trackingNoOf } from '../domain/logistics';
import { type OrderTimers, orderDueTimes, orderTimersOf } from '../domain/order-timers';
import { storeReviewStates } from '../domain/reviews';
import { invoicesOfParts } from '../repos/invoices';
import {
  findOrderNoOfStore,
  findOrderRow,
  findRefundCents,
  listOrderRows,
  loadOrderStores,
  type OrderRow,
  statusOf,
  toDetail,
  toSummary,
} from '../repos/order-read';
import { findReceivePause } from '../repos/receive-pause';
import { reviewsOfItems } from '../repos/reviews';
import { withAfterSales } from './after-sale-orders';
import { issueDueInvoices } from './invoice-issuing';
import { advanceOrders } from './order-sweep';
import { orRefuse, refuse, settle } from './outcome';

/** The caller's order row (locked when asked); another customer's order is 'not found'. */
export async function ownOrder(
  db: Queryable,
  customerId: number,
  orderNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  return orRefuse(await findOrderRow(db, customerId, orderNo, opts), { refusal: 'order_not_found', orderNo });
}

/** The order lines of these store parts that have their review. */
async function reviewedItems(db: Queryable, stores: readonly OrderStore[]): Promise<Set<string>> {
  const reviews = await reviewsOfItems(
    db,
    stores.flatMap((s) => s.items.map((i) => i.orderItemNo)),
  );
  return new Set(reviews.map((r) => r.order_item_no));
}

/** With `view`, the lines and the order carry their after-sales (entry points judged at view.now). */
export async function orderDetail(
  db: Queryable,
  customerId: number,
  orderNo: string,
  view?: { now: number; times: AfterSaleTimes; timers?: OrderTimers },
): Promise<OrderDetail> {
  const row = await ownOrder(db, customerId, orderNo);
  const stores = (await loadOrderStores(db, [orderNo])).get(orderNo) ?? [];
  const [invoices, reviewed] = await Promise.all([
    invoicesOfParts(
      db,
      stores.map((s) => s.orderStoreNo),
    ),
    reviewedItems(db, stores),
  ]);
  const plain = toDetail(row, stores, await findRefundCents(db, orderNo), {
    invoiceState: orderInvoiceState(invoices),
    reviewStates: storeReviewStates(stores, reviewed),
  });
  const detail = view?.timers
    ? { ...plain, ...orderDueTimes(plain, view.timers, await findReceivePause(db, orderNo)) }
    : plain;
  if (!view) return detail;
  const [shown] = await withAfterSales(
    db,
    [{ summary: detail, receivedAt: ms(row.received_at) }],
    view.now,
    view.times,
  );
  return shown ?? detail;
}

/** Due timed transitions of this customer's orders first, so every read sees the current state. */
export async function applyDueTransitions(deps: AppDeps, customerId: number): Promise<number> {
  const now = deps.config.clock();
  await advanceOrders(deps.db, now, deps.config.shopping, customerId);
  return now;
}

export const cancelReasons = (lang: Lang) => cancelReasonsIn(lang);

export async function orderList(
  deps: AppDeps,
  customerId: number,
  q: { status: OrderTab; pageNo: number; pageSize: number },
) {
  const { db } = deps;
  const now = await applyDueTransitions(deps, customerId);
  const { total, rows } = await listOrderRows(db, customerId, {
    tab: q.status === 'all' ? null : q.status,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  const stores = await loadOrderStores(
    db,
    rows.map((o) => o.order_no),
  );
  const reviewed = await reviewedItems(db, [...stores.values()].flat());
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    hasMore: q.pageNo * q.pageSize < total,
    list: await withAfterSales(
      db,
      rows.map((o) => ({
        summary: toSummary(
          o,
          stores.get(o.order_no) ?? [],
          storeReviewStates(stores.get(o.order_no) ?? [], reviewed),
        ),
        receivedAt: ms(o.received_at),
      })),
      now,
      timesOf(deps.config.shopping),
    ),
  };
}

export async function orderDetailNow(deps: AppDeps, customerId: number, orderNo: string) {
  const now = await applyDueTransitions(deps, customerId);
  // The 发票 row says what the invoice screens would: the tax service's due issues first.
  await issueDueInvoices(deps, customerId);
  return settle(() =>
    orderDetail(deps.db, customerId, orderNo, {
      now,
      times: timesOf(deps.config.shopping),
      timers: orderTimersOf(deps.config.shopping),
    }),
  );
}

/** One store part of the caller's order, with the order's number and status. */
export async function orderStoreDetail(deps: AppDeps, customerId: number, orderStoreNo: string) {
  const { db } = deps;
  await applyDueTransitions(deps, customerId);
  return settle(async () => {
    const missing = { refusal: 'order_not_found', orderNo: orderStoreNo } as const;
    const orderNo = orRefuse(await findOrderNoOfStore(db, customerId, orderStoreNo), missing);
    const row = await ownOrder(db, customerId, orderNo);
    const store = (await loadOrderStores(db, [orderNo]))
      .get(orderNo)
      ?.find((s) => s.orderStoreNo === orderStoreNo);
    if (!store) refuse(missing);
    return { ...store, orderNo: row.order_no, status: statusOf(row) };
  });
}

const ms = (v: number | null) => (v === null ? null : Number(v));

/** The simulated parcel progress of the caller's order and its store parts. */
async function logisticsOf(deps: AppDeps, customerId: number, orderNo: string) {
  const now = await applyDueTransitions(deps, customerId);
  const row = await ownOrder(deps.db, customerId, orderNo);
  const progress = logisticsNodes(
    { paidAt: ms(row.paid_at), shippedAt: ms(row.shipped_at) },
    deps.config.shopping.logisticsStepMs,
    now,
  );
  const stores = (await loadOrderStores(deps.db, [orderNo])).get(orderNo) ?? [];
  return { progress, stores };
}

/** view-logistics-v2: the whole order as one parcel trail. */
export function orderLogistics(deps: AppDeps, customerId: number, orderNo: string) {
  return settle(async () => {
    const { progress, stores } = await logisticsOf(deps, customerId, orderNo);
    return {
      orderNo,
      carrier: CARRIER,
      trackingNo: trackingNoOf(stores[0]?.orderStoreNo ?? orderNo),
      ...progress,
    };
  });
}

/** view-package-v2: one parcel per store part. */
export function orderPackages(deps: AppDeps, customerId: number, orderNo: string) {
  return settle(async () => {
    const { progress, stores } = await logisticsOf(deps, customerId, orderNo);
    return {
      orderNo,
      packages: stores.map((s, i) => ({
        packageNo: `${orderNo}-P${i + 1}`,
        orderStoreNo: s.orderStoreNo,
        storeName: s.storeName,
        carrier: CARRIER,
        trackingNo: trackingNoOf(s.orderStoreNo),
        current: progress.current,
        itemCount: s.items.reduce((n, it) => n + it.quantity, 0),
        imageUrls: s.items.map((it) => it.imageUrl),
      })),
    };
  });
}
