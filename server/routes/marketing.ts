import { Hono } from 'hono';
import { errMesRequestSchema } from '../../schemas/api/error-report';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { optionalUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { saveErrorReport } from '../services/site';
import { couponRoutes } from './coupon';
import { couponCenterRoutes } from './marketing/coupon-center';
import { productSpeedRoutes } from './marketing/product-speed';
import { promotionRoutes } from './marketing/promotions';

/** /api/marketing: the client's error report (public; tied to the customer when known) and coupon claims. */
export function marketingRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/customer/err-mes/save', optionalUser(deps), async (c) => {
    const body = await parseBody(c, errMesRequestSchema);
    await saveErrorReport(deps, {
      customerId: c.get('user')?.customerId ?? null,
      mes: body.mes,
      interfaceUrl: body.interfaceUrl,
      userAgent: c.req.header('user-agent') ?? '',
    });
    return sendOk(c, true);
  });
  r.route('/coupon', couponRoutes(deps));
  r.route('/', couponCenterRoutes(deps));
  r.route('/', promotionRoutes(deps));
  r.route('/', productSpeedRoutes(deps));
  return r;
}
