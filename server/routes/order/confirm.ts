import type { Hono } from 'hono';
import { orderCouponListRequestSchema } from '../../../schemas/api/coupon-order';
import {
  checkInventoryRequestSchema,
  confirmationInfoRequestSchema,
  recalculateRequestSchema,
} from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { checkInventory, confirmationInfo, orderCouponList, recalculate } from '../../services/order-quote';

/** confirmation-info, order-coupon-list, recalculate-amount, check-sku-inventory. */
export function confirmRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/confirmation-info', user, async (c) => {
    const body = await parseBody(c, confirmationInfoRequestSchema);
    return sendOk(c, accepted(await confirmationInfo(deps, currentUser(c).customerId, body)));
  });

  r.post('/order-coupon-list', user, async (c) => {
    const body = await parseBody(c, orderCouponListRequestSchema);
    return sendOk(c, accepted(await orderCouponList(deps, currentUser(c).customerId, body.confirmToken)));
  });

  r.post('/recalculate-amount', user, async (c) => {
    const body = await parseBody(c, recalculateRequestSchema);
    return sendOk(c, accepted(await recalculate(deps, currentUser(c).customerId, body)));
  });

  r.post('/check-sku-inventory', user, async (c) => {
    const body = await parseBody(c, checkInventoryRequestSchema);
    return sendOk(c, accepted(await checkInventory(deps, currentUser(c).customerId, body.confirmToken)));
  });
}
