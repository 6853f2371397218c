import type { Hono } from 'hono';
import {
  CANCEL_REASONS,
  orderListRequestSchema,
  orderNoQuerySchema,
  orderStoreQuerySchema,
} from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { advanceOrders } from '../../repos/order-lifecycle';
import {
  findOrderRow,
  loadOrderDetail,
  loadOrderStores,
  ORDER_COLUMNS,
  type OrderRow,
  statusOf,
  toSummary,
} from '../../repos/order-read';

/** order-list, order-detail-v2, order-store-detail, cancel-reasons. Due timed transitions apply first. */
export function queryRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);
  const advance = (customerId: number) => advanceOrders(db, config.clock(), config.shopping, customerId);

  r.get('/cancel-reasons', user, (c) => sendOk(c, [...CANCEL_REASONS]));

  r.post('/order-list', user, async (c) => {
    const body = await parseBody(c, orderListRequestSchema);
    const { customerId } = currentUser(c);
    await advance(customerId);
    const status = body.status === 'all' ? null : body.status;
    const [total] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND NOT hidden AND ($2::text IS NULL OR status = $2)`,
      [customerId, status],
    );
    const rows = await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.customer_id = $1 AND NOT o.hidden
          AND ($2::text IS NULL OR o.status = $2)
        ORDER BY o.created_at DESC, o.order_no DESC LIMIT $3 OFFSET $4`,
      [customerId, status, body.pageSize, (body.pageNo - 1) * body.pageSize],
    );
    const stores = await loadOrderStores(
      db,
      rows.map((o) => o.order_no),
    );
    const n = total?.n ?? 0;
    return sendOk(c, {
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      total: n,
      hasMore: body.pageNo * body.pageSize < n,
      list: rows.map((o) => toSummary(o, stores.get(o.order_no) ?? [])),
    });
  });

  r.get('/order-detail-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    const { customerId } = currentUser(c);
    await advance(customerId);
    return sendOk(c, await loadOrderDetail(db, customerId, q.orderNo));
  });

  r.get('/order-store-detail', user, async (c) => {
    const q = parseQuery(c, orderStoreQuerySchema);
    const { customerId } = currentUser(c);
    await advance(customerId);
    const [owner] = await db.query<{ order_no: string }>(
      `SELECT s.order_no FROM order_stores s JOIN orders o ON o.order_no = s.order_no
        WHERE s.order_store_no = $1 AND o.customer_id = $2`,
      [q.orderStoreNo, customerId],
    );
    if (!owner) throw notFound(`order ${q.orderStoreNo} not found`);
    const row = await findOrderRow(db, customerId, owner.order_no);
    const store = (await loadOrderStores(db, [owner.order_no]))
      .get(owner.order_no)
      ?.find((s) => s.orderStoreNo === q.orderStoreNo);
    if (!store) throw notFound(`order ${q.orderStoreNo} not found`);
    return sendOk(c, { ...store, orderNo: row.order_no, status: statusOf(row) });
  });
}
