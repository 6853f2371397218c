import type { AppDeps } from '../config';
import { storeCouponView } from '../domain/coupon-claim';
import { issuedOf } from '../repos/coupon-center';
import { findCoupon, holderCounts, NO_CLAIMS } from '../repos/coupon-claims';
import { sceneCouponNos } from '../repos/promotions';

/**
 * scene/get-coupon: the coupons a screen offers (pay result, cart, product page, order detail), in the
 * operators' order, each with the spec's state label for the caller. Coupons that ended, are not in the
 * center (code or send only) or are disabled are left out.
 */
export async function sceneCoupons(deps: AppDeps, customerId: number | undefined, scene: string) {
  const { db, config } = deps;
  const now = config.clock();
  const found = await Promise.all((await sceneCouponNos(db, scene)).map((no) => findCoupon(db, no)));
  const coupons = found.filter(
    (c): c is NonNullable<typeof c> => c?.inCenter === true && c.status === 1 && now < c.endAt,
  );
  const couponNos = coupons.map((c) => c.couponNo);
  const personal = customerId !== undefined;
  const counts = personal ? await holderCounts(db, customerId, couponNos) : new Map();
  const mine = personal ? await issuedOf(db, customerId, couponNos) : new Map();
  return {
    personal,
    coupons: coupons.map((c) =>
      storeCouponView(c, counts.get(c.couponNo) ?? NO_CLAIMS, now, personal, mine.get(c.couponNo) ?? []),
    ),
  };
}
