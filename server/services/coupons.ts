import type { AppDeps } from '../config';
import { claimRefusal, coversProduct, storeCouponView } from '../domain/coupon-claim';
import type { SkuFacts } from '../domain/sku-availability';
import { issuedOf } from '../repos/coupon-center';
import {
  findClaimByCode,
  findCoupon,
  holderCounts,
  listCouponsFor,
  NO_CLAIMS,
  takeCoupon,
} from '../repos/coupon-claims';
import { loadSkuFacts } from '../repos/sku-facts';
import { orRefuse, refuse, settle } from './outcome';

async function skuScope(deps: AppDeps, skuNo: string): Promise<SkuFacts> {
  return orRefuse((await loadSkuFacts(deps.db, [skuNo])).get(skuNo), { refusal: 'product_not_found', skuNo });
}

/** store-coupon-list: coupons for a product's store and category; personal counts when logged in. */
export function storeCouponList(deps: AppDeps, customerId: number | undefined, skuNo: string) {
  const { db, config } = deps;
  return settle(async () => {
    const sku = await skuScope(deps, skuNo);
    const now = config.clock();
    // The SQL narrows by store and category; SKU and e-CNY scopes are checked on the SKU itself.
    const coupons = (await listCouponsFor(db, sku.storeNo, sku.categoryCode, now)).filter((c) =>
      coversProduct(c, sku.storeNo, sku.categoryCode, sku.skuNo),
    );
    const couponNos = coupons.map((x) => x.couponNo);
    const counts = customerId === undefined ? new Map() : await holderCounts(db, customerId, couponNos);
    const mine = customerId === undefined ? new Map() : await issuedOf(db, customerId, couponNos);
    const personal = customerId !== undefined;
    return {
      personal,
      coupons: coupons.map((x) =>
        storeCouponView(x, counts.get(x.couponNo) ?? NO_CLAIMS, now, personal, mine.get(x.couponNo) ?? []),
      ),
    };
  });
}

/**
 * catch: claims one coupon. claimCode (the request's uniqueCode) makes a retry answer what the first
 * claim did; skuNo, when given, must be covered by the coupon's scope.
 */
export function claimCoupon(
  deps: AppDeps,
  customerId: number,
  input: { couponNo: string; skuNo?: string | undefined; claimCode: string | null },
) {
  const { db, config } = deps;
  const { claimCode } = input;
  const now = config.clock();
  return settle(async () => {
    const scope = input.skuNo === undefined ? null : await skuScope(deps, input.skuNo);
    const coupon = await db.transaction(async (tx) => {
      // The row lock orders claims of this coupon: the limit and stock checks below see every earlier claim.
      const found = await findCoupon(tx, input.couponNo, { forUpdate: true });
      // Coupons given only by code or send cannot be claimed by number.
      if (!found?.inCenter) return refuse({ refusal: 'coupon_not_found', couponNo: input.couponNo });
      const refused = { couponNo: found.couponNo, name: found.name };
      if (claimCode !== null) {
        const earlier = await findClaimByCode(tx, customerId, claimCode);
        // The same request again (a retry that raced the first): answer what the first one did.
        if (earlier === found.couponNo) return found;
        if (earlier !== undefined) refuse({ refusal: 'claim_code_reused' });
      }
      if (scope && !coversProduct(found, scope.storeNo, scope.categoryCode, scope.skuNo)) {
        refuse({ refusal: 'claim_refused', ...refused, reason: 'notApplicable' });
      }
      if (found.status === 1 && now < found.claimStartAt) {
        refuse({ refusal: 'coupon_claim_not_open', ...refused, opensAt: found.claimStartAt });
      }
      const held = (await holderCounts(tx, customerId, [found.couponNo])).get(found.couponNo) ?? NO_CLAIMS;
      const reason = claimRefusal(found, held, now);
      if (reason) refuse({ refusal: 'claim_refused', ...refused, reason });
      if (!(await takeCoupon(tx, { customerId, couponNo: found.couponNo, claimCode, now }))) {
        refuse({ refusal: 'claim_refused', ...refused, reason: 'soldOut' });
      }
      return found;
    });
    // Read again after the commit so the answer shows the new counts (also for a replayed claim).
    const fresh = (await findCoupon(db, coupon.couponNo)) ?? coupon;
    const held = (await holderCounts(db, customerId, [fresh.couponNo])).get(fresh.couponNo) ?? NO_CLAIMS;
    const mine = (await issuedOf(db, customerId, [fresh.couponNo])).get(fresh.couponNo) ?? [];
    return { coupon: storeCouponView(fresh, held, now, true, mine) };
  });
}
