import { Hono } from 'hono';
import { HeaderNames } from '../../../schemas/api/headers';
import {
  activityTagsQuerySchema,
  activityTagsRequestSchema,
  promotionAddCartRequestSchema,
  sceneCouponQuerySchema,
} from '../../../schemas/api/promotion';
import { couponCatchRequestSchema } from '../../../schemas/api/store-coupon';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, optionalUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { claimCoupon } from '../../services/coupons';
import {
  activitySpecialFlag,
  activityTags,
  addCartSku,
  promotionIndex,
  promotionMbankIndex,
  promotionTop,
} from '../../services/promotions';
import { sceneCoupons } from '../../services/scene-coupons';

const MAX_CLAIM_CODE = 128;

/**
 * /api/marketing promotions (issue 13): the full-discount activity pages (promotion index, top,
 * mbank-index, add-cart-sku), activity tags on products, the coupons a scene offers and the nebula
 * channel's claim. promotion/list (daily deals, or one activity's goods) lives in routes/deals.ts.
 */
export function promotionRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/promotion/index', async (c) => sendOk(c, await promotionIndex(deps)));
  r.get('/promotion/top', async (c) => sendOk(c, await promotionTop(deps)));
  r.get('/promotion/mbank-index', optionalUser(deps), async (c) =>
    sendOk(c, await promotionMbankIndex(deps, c.get('user')?.customerId)),
  );
  r.post('/promotion/add-cart-sku', requireUser(deps), async (c) => {
    const body = await parseBody(c, promotionAddCartRequestSchema);
    return sendOk(c, accepted(await addCartSku(deps, currentUser(c).customerId, body)));
  });

  r.post('/activity/product-activity-tags', async (c) => {
    const { skuNos } = await parseBody(c, activityTagsRequestSchema);
    return sendOk(c, await activityTags(deps, skuNos));
  });
  r.get('/activity/product-activity-tags-v1', async (c) => {
    const { skuNo } = parseQuery(c, activityTagsQuerySchema);
    const tags = await activityTags(deps, [skuNo]);
    return sendOk(c, { skuNo, tags: tags[skuNo] ?? [] });
  });
  r.get('/activity/get-activity-special-flag', async (c) => {
    const { skuNo } = parseQuery(c, activityTagsQuerySchema);
    return sendOk(c, accepted(await activitySpecialFlag(deps, skuNo)));
  });

  r.get('/scene/get-coupon', optionalUser(deps), async (c) => {
    const { scene } = parseQuery(c, sceneCouponQuerySchema);
    return sendOk(c, await sceneCoupons(deps, c.get('user')?.customerId, scene));
  });

  // The nebula (lifestyle app) channel's claim: the same claim as coupon/catch, idempotent per uniqueCode.
  r.post('/coupon/catch4nebula', requireUser(deps), async (c) => {
    const body = await parseBody(c, couponCatchRequestSchema);
    const code = c.req.header(HeaderNames.uniqueCode);
    const claimCode = code && code.length <= MAX_CLAIM_CODE ? code : null;
    const input = { couponNo: body.couponNo, skuNo: body.skuNo, claimCode };
    return sendOk(c, accepted(await claimCoupon(deps, currentUser(c).customerId, input)));
  });
  return r;
}
