import type { Hono } from 'hono';
import { cancelRequestSchema, orderNoRequestSchema } from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { cancelUnpaid, receiveOrder, refundPaid, removeOrder } from '../../services/order-transitions';

/** cancel, apply-cancel-transaction, receive, remove. Each answers the order detail after the change. */
export function transitionRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/cancel', user, async (c) => {
    const body = await parseBody(c, cancelRequestSchema);
    return sendOk(
      c,
      accepted(await cancelUnpaid(deps, currentUser(c).customerId, body.orderNo, body.reason)),
    );
  });

  r.post('/apply-cancel-transaction', user, async (c) => {
    const body = await parseBody(c, cancelRequestSchema);
    return sendOk(c, accepted(await refundPaid(deps, currentUser(c).customerId, body.orderNo, body.reason)));
  });

  r.post('/receive', user, async (c) => {
    const body = await parseBody(c, orderNoRequestSchema);
    return sendOk(c, accepted(await receiveOrder(deps, currentUser(c).customerId, body.orderNo)));
  });

  r.post('/remove', user, async (c) => {
    const body = await parseBody(c, orderNoRequestSchema);
    return sendOk(c, accepted(await removeOrder(deps, currentUser(c).customerId, body.orderNo)));
  });
}
