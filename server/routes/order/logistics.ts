import type { Hono } from 'hono';
import { orderNoQuerySchema } from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { CARRIER, logisticsNodes, trackingNoOf } from '../../domain/logistics';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { advanceOrders } from '../../repos/order-lifecycle';
import { findOrderRow, loadOrderStores } from '../../repos/order-read';

const ms = (v: number | null) => (v === null ? null : Number(v));

/** view-logistics-v2 (whole order) and view-package-v2 (one parcel per store part), simulated. */
export function logisticsRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);

  const load = async (customerId: number, orderNo: string) => {
    const now = config.clock();
    await advanceOrders(db, now, config.shopping, customerId);
    const row = await findOrderRow(db, customerId, orderNo);
    const progress = logisticsNodes(
      { paidAt: ms(row.paid_at), shippedAt: ms(row.shipped_at) },
      config.shopping.logisticsStepMs,
      now,
    );
    const stores = (await loadOrderStores(db, [orderNo])).get(orderNo) ?? [];
    return { progress, stores };
  };

  r.get('/view-logistics-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    const { progress, stores } = await load(currentUser(c).customerId, q.orderNo);
    return sendOk(c, {
      orderNo: q.orderNo,
      carrier: CARRIER,
      trackingNo: trackingNoOf(stores[0]?.orderStoreNo ?? q.orderNo),
      ...progress,
    });
  });

  r.get('/view-package-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    const { progress, stores } = await load(currentUser(c).customerId, q.orderNo);
    return sendOk(c, {
      orderNo: q.orderNo,
      packages: stores.map((s, i) => ({
        packageNo: `${q.orderNo}-P${i + 1}`,
        orderStoreNo: s.orderStoreNo,
        storeName: s.storeName,
        carrier: CARRIER,
        trackingNo: trackingNoOf(s.orderStoreNo),
        current: progress.current,
        itemCount: s.items.reduce((n, it) => n + it.quantity, 0),
        imageUrls: s.items.map((it) => it.imageUrl),
      })),
    });
  });
}
