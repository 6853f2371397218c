import type { Hono } from 'hono';
import {
  luxuryConfirmationRequestSchema,
  luxuryCouponListRequestSchema,
  luxuryStageRequestSchema,
} from '../../../schemas/api/luxury';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { luxuryConfirmationInfo, luxuryCouponList, luxuryStage } from '../../services/luxury';

/** luxury-confirmation-info, luxury-stage, luxury-order-coupon-list (the caller's own confirmations only). */
export function luxuryRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/luxury-confirmation-info', user, async (c) => {
    const body = await parseBody(c, luxuryConfirmationRequestSchema);
    return sendOk(c, accepted(await luxuryConfirmationInfo(deps, currentUser(c).customerId, body)));
  });

  r.post('/luxury-stage', user, async (c) => {
    const body = await parseBody(c, luxuryStageRequestSchema);
    return sendOk(c, accepted(await luxuryStage(deps, currentUser(c).customerId, body)));
  });

  r.post('/luxury-order-coupon-list', user, async (c) => {
    const body = await parseBody(c, luxuryCouponListRequestSchema);
    return sendOk(c, accepted(await luxuryCouponList(deps, currentUser(c).customerId, body.confirmToken)));
  });
}
