import { Hono } from 'hono';
import { couponCategoryQuerySchema } from '../../../schemas/api/coupon-center';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { couponCategoryList } from '../../services/coupon-center';

/** Mounted at /api/channel: get-coupon-category, the category filter of a coupon's product list (public). */
export function couponCategoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/get-coupon-category', async (c) => {
    const { couponNo } = parseQuery(c, couponCategoryQuerySchema);
    return sendOk(c, accepted(await couponCategoryList(deps, couponNo)));
  });
  return r;
}
