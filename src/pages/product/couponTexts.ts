import type { CouponState } from '../../../schemas/api/coupon-state';
import type { ClaimRefusal, StoreCoupon } from '../../../schemas/api/store-coupon';
import { formatDate } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { productMessages } from './messages';

/** Validity as calendar days, Beijing time. */
export function validity(c: Pick<StoreCoupon, 'startAt' | 'endAt'>): string {
  return messagesOf(productMessages).validity(formatDate(c.startAt), formatDate(c.endAt));
}

/**
 * The spec's coupon state labels (§4) as the server sends them (schemas/api/coupon-state.ts): -1
 * claiming, 0 go claim, 1 go use, 2 snapped up, 3 go use, 4 claimed, 5 not started, 6 ended, 7 used.
 * A coupon without one (a refusal just answered) is given the label its held/refusal means.
 */
export type ClaimButton =
  | { kind: 'state'; state: CouponState }
  /** A refusal no state label names: a greyed button with the refusal's word. */
  | { kind: 'closed'; reason: 'notApplicable' | 'unknown' };

const labelled = (state: CouponState): ClaimButton => ({ kind: 'state', state });

/** What the coupon's button is; the server's state label wins over held/refusal. */
export function claimButton(coupon: StoreCoupon, claiming: boolean): ClaimButton {
  if (claiming) return labelled(-1);
  if (coupon.state !== undefined) return labelled(coupon.state);
  switch (coupon.refusal) {
    case null:
      return labelled(0);
    // At the limit: go use the one held, or claimed (all used) when none is left to use.
    case 'limitReached':
      return labelled(coupon.held ? 1 : 4);
    case 'soldOut':
      return labelled(2);
    case 'ended':
      return labelled(6);
    default:
      return { kind: 'closed', reason: coupon.refusal };
  }
}

/** The coupon after the server refused to claim it: what the refusal says about it, until the list is read again. */
export function refusedCoupon(coupon: StoreCoupon, reason: ClaimRefusal): StoreCoupon {
  const held = reason === 'limitReached';
  const { state: _state, ...rest } = coupon;
  return { ...rest, refusal: reason, held: held || coupon.held };
}
