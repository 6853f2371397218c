import type { Hono } from 'hono';
import { cancelRequestSchema, orderNoRequestSchema } from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import {
  advanceOrders,
  cancelUnpaid,
  receiveOrder,
  refundPaid,
  removeOrder,
} from '../../repos/order-lifecycle';
import { loadOrderDetail } from '../../repos/order-read';

/** cancel, apply-cancel-transaction, receive, remove. Each answers the order detail after the change. */
export function transitionRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);
  // Due transitions first: an unpaid order past its deadline is already cancelled, not cancellable again.
  const prepare = async (customerId: number) => {
    const now = config.clock();
    await advanceOrders(db, now, config.shopping, customerId);
    return now;
  };

  r.post('/cancel', user, async (c) => {
    const body = await parseBody(c, cancelRequestSchema);
    const { customerId } = currentUser(c);
    await cancelUnpaid(db, customerId, body.orderNo, body.reason, await prepare(customerId));
    return sendOk(c, await loadOrderDetail(db, customerId, body.orderNo));
  });

  r.post('/apply-cancel-transaction', user, async (c) => {
    const body = await parseBody(c, cancelRequestSchema);
    const { customerId } = currentUser(c);
    await refundPaid(db, customerId, body.orderNo, body.reason, await prepare(customerId));
    return sendOk(c, await loadOrderDetail(db, customerId, body.orderNo));
  });

  r.post('/receive', user, async (c) => {
    const body = await parseBody(c, orderNoRequestSchema);
    const { customerId } = currentUser(c);
    await receiveOrder(db, customerId, body.orderNo, await prepare(customerId));
    return sendOk(c, await loadOrderDetail(db, customerId, body.orderNo));
  });

  r.post('/remove', user, async (c) => {
    const body = await parseBody(c, orderNoRequestSchema);
    const { customerId } = currentUser(c);
    await prepare(customerId);
    await removeOrder(db, customerId, body.orderNo);
    return sendOk(c, { orderNo: body.orderNo, removed: true });
  });
}
