import { Hono } from 'hono';
import { errorReportDocumented } from '../../schemas/api/endpoints/docs/platform';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AppEnv } from '../http/types';
import { saveErrorReport } from '../services/site';
import { couponRoutes } from './coupon';
import { couponCenterRoutes } from './marketing/coupon-center';
import { productSpeedRoutes } from './marketing/product-speed';
import { promotionRoutes } from './marketing/promotions';

/** /api/marketing: the client's error report (public; tied to the customer when known) and coupon claims. */
export function marketingRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // The error report: the handler of schemas/api/endpoints/platform/error-report.ts.
  r.route(
    '/',
    endpointRoutes(deps, '/api/marketing', errorReportDocumented, {
      save: async ({ body, user, c }) => {
        await saveErrorReport(deps, {
          customerId: user?.customerId ?? null,
          mes: body.mes,
          interfaceUrl: body.interfaceUrl,
          userAgent: c.req.header('user-agent') ?? '',
        });
        return true as const;
      },
    }),
  );
  r.route('/coupon', couponRoutes(deps));
  r.route('/', couponCenterRoutes(deps));
  r.route('/', promotionRoutes(deps));
  r.route('/', productSpeedRoutes(deps));
  return r;
}
