import type { Hono } from 'hono';
import {
  orderListRequestSchema,
  orderNoQuerySchema,
  orderStoreQuerySchema,
} from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { requestLang } from '../../i18n/request-lang';
import { orderCounts } from '../../services/order-counts';
import { cancelReasons, orderDetailNow, orderList, orderStoreDetail } from '../../services/orders';

/** order-list, order-counts (the 我的 page's row), order-detail-v2, order-store-detail, cancel-reasons. Due timed transitions apply first. */
export function queryRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.get('/cancel-reasons', user, (c) => sendOk(c, cancelReasons(requestLang(c))));

  r.get('/order-counts', user, async (c) => sendOk(c, await orderCounts(deps, currentUser(c).customerId)));

  r.post('/order-list', user, async (c) => {
    const body = await parseBody(c, orderListRequestSchema);
    return sendOk(c, await orderList(deps, currentUser(c).customerId, body));
  });

  r.get('/order-detail-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    return sendOk(c, accepted(await orderDetailNow(deps, currentUser(c).customerId, q.orderNo)));
  });

  r.get('/order-store-detail', user, async (c) => {
    const q = parseQuery(c, orderStoreQuerySchema);
    return sendOk(c, accepted(await orderStoreDetail(deps, currentUser(c).customerId, q.orderStoreNo)));
  });
}
