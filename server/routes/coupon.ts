import { Hono } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import { couponCatchRequestSchema, storeCouponListQuerySchema } from '../../schemas/api/store-coupon';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, optionalUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { claimCoupon, storeCouponList } from '../services/coupons';

const MAX_CLAIM_CODE = 128;

/** Mounted at /api/marketing/coupon: store-coupon-list (public, personal when logged in) and catch. */
export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/store-coupon-list', optionalUser(deps), async (c) => {
    const q = parseQuery(c, storeCouponListQuerySchema);
    return sendOk(c, accepted(await storeCouponList(deps, c.get('user')?.customerId, q.skuNo)));
  });

  r.post('/catch', requireUser(deps), async (c) => {
    const body = await parseBody(c, couponCatchRequestSchema);
    const code = c.req.header(HeaderNames.uniqueCode);
    const claimCode = code && code.length <= MAX_CLAIM_CODE ? code : null;
    const input = { couponNo: body.couponNo, skuNo: body.skuNo, claimCode };
    return sendOk(c, accepted(await claimCoupon(deps, currentUser(c).customerId, input)));
  });
  return r;
}
