import type { CouponState } from '../../../schemas/api/coupon-state';
import { messagesOf } from '../../i18n/messages';
import { couponMessages } from './messages';

/**
 * What a coupon's button does for each of the spec's state labels (§4), on every list that shows one:
 * -1 claiming (busy), 0 go claim (claims), 1 and 3 go use (opens the coupon's products), 2 snapped up,
 * 4 claimed, 5 not started, 6 ended and 7 used (a greyed button that does nothing). `held` words 6 as
 * expired on a coupon the shopper holds (My coupons) rather than an offer that ended (center).
 */
export type CouponAction =
  | { kind: 'claim'; label: string }
  | { kind: 'busy'; label: string }
  | { kind: 'use'; label: string }
  | { kind: 'none'; label: string };

export function couponAction(state: CouponState, held = false): CouponAction {
  const t = messagesOf(couponMessages);
  switch (state) {
    case -1:
      return { kind: 'busy', label: t['state.-1'] };
    case 0:
      return { kind: 'claim', label: t['state.0'] };
    case 1:
    case 3:
      return { kind: 'use', label: t[`state.${state}`] };
    case 6:
      return { kind: 'none', label: held ? t.expired : t['state.6'] };
    default:
      return { kind: 'none', label: t[`state.${state}`] };
  }
}

/** Where "go use" leads: the products the coupon covers (spec route /product/list/{couponNo}). */
export const couponProductsPath = (couponNo: string): string =>
  `/product/list/${encodeURIComponent(couponNo)}`;
