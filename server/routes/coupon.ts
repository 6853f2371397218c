import { Hono } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import { couponCatchRequestSchema, storeCouponListQuerySchema } from '../../schemas/api/store-coupon';
import type { AppDeps } from '../config';
import { CLAIM_REFUSAL_TEXT, claimRefusal, coversProduct, storeCouponView } from '../domain/coupon-claim';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { currentUser, optionalUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import {
  findClaimByCode,
  findCoupon,
  holderCounts,
  listCouponsFor,
  NO_CLAIMS,
  takeCoupon,
} from '../repos/coupon-claims';
import { loadSkuFacts } from '../repos/sku-facts';

const MAX_CLAIM_CODE = 128;

/** Mounted at /api/marketing/coupon: store-coupon-list (public, personal when logged in) and catch. */
export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;

  const skuScope = async (skuNo: string) => {
    const facts = (await loadSkuFacts(db, [skuNo])).get(skuNo);
    if (!facts) throw notFound(`product ${skuNo} not found`);
    return facts;
  };

  r.get('/store-coupon-list', optionalUser(deps), async (c) => {
    const q = parseQuery(c, storeCouponListQuerySchema);
    const sku = await skuScope(q.skuNo);
    const now = config.clock();
    const coupons = await listCouponsFor(db, sku.storeNo, sku.categoryCode, now);
    const customerId = c.get('user')?.customerId;
    const counts =
      customerId === undefined
        ? new Map()
        : await holderCounts(
            db,
            customerId,
            coupons.map((x) => x.couponNo),
          );
    const personal = customerId !== undefined;
    return sendOk(c, {
      personal,
      coupons: coupons.map((x) => storeCouponView(x, counts.get(x.couponNo) ?? NO_CLAIMS, now, personal)),
    });
  });

  r.post('/catch', requireUser(deps), async (c) => {
    const body = await parseBody(c, couponCatchRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const code = c.req.header(HeaderNames.uniqueCode);
    const claimCode = code && code.length <= MAX_CLAIM_CODE ? code : null;
    const scope = body.skuNo === undefined ? null : await skuScope(body.skuNo);

    const coupon = await db.transaction(async (tx) => {
      // The row lock orders claims of this coupon: the limit and stock checks below see every earlier claim.
      const found = await findCoupon(tx, body.couponNo, { forUpdate: true });
      if (!found) throw notFound(`coupon ${body.couponNo} not found`);
      if (claimCode !== null) {
        const earlier = await findClaimByCode(tx, customerId, claimCode);
        // The same request again (a retry that raced the first): answer what the first one did.
        if (earlier === found.couponNo) return found;
        if (earlier !== undefined)
          throw conflict('this request code was already used to claim another coupon');
      }
      if (scope && !coversProduct(found, scope.storeNo, scope.categoryCode)) {
        throw conflict(`coupon ${found.couponNo}: ${CLAIM_REFUSAL_TEXT.notApplicable}`, {
          reason: 'notApplicable',
        });
      }
      const held = (await holderCounts(tx, customerId, [found.couponNo])).get(found.couponNo) ?? NO_CLAIMS;
      const refusal = claimRefusal(found, held, now);
      if (refusal) throw conflict(`${found.name}: ${CLAIM_REFUSAL_TEXT[refusal]}`, { reason: refusal });
      if (!(await takeCoupon(tx, { customerId, couponNo: found.couponNo, claimCode, now }))) {
        throw conflict(`${found.name}: ${CLAIM_REFUSAL_TEXT.soldOut}`, { reason: 'soldOut' });
      }
      return found;
    });

    // Read again after the commit so the answer shows the new counts (also for a replayed claim).
    const fresh = (await findCoupon(db, coupon.couponNo)) ?? coupon;
    const held = (await holderCounts(db, customerId, [fresh.couponNo])).get(fresh.couponNo) ?? NO_CLAIMS;
    return sendOk(c, { coupon: storeCouponView(fresh, held, now, true) });
  });
  return r;
}
