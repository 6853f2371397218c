import type { ClaimRefusal, StoreCoupon } from '../../../schemas/api/store-coupon';
import { formatDate } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { productMessages } from './messages';

/** Validity as calendar days, Beijing time. */
export function validity(c: Pick<StoreCoupon, 'startAt' | 'endAt'>): string {
  return messagesOf(productMessages).validity(formatDate(c.startAt), formatDate(c.endAt));
}

/**
 * The spec's coupon state labels (§4) as the server may send them (schemas/api/coupon-state.ts): -1
 * claiming, 0 go claim, 1 go use, 2 snapped up, 3 go use, 4 claimed, 5 not started, 6 ended, 7 used.
 * Read loosely so the sheet also works with a server that sends only held/refusal.
 */
type WithState = StoreCoupon & { state?: number | undefined };

export type ClaimButton =
  | { kind: 'claim' }
  | { kind: 'claiming' }
  /** The shopper holds it (a usable one, or as many as allowed): shown as held, never offered again. */
  | { kind: 'held' }
  | { kind: 'closed'; reason: 'soldOut' | 'ended' | 'notApplicable' | 'unknown' | 'notStarted' | 'used' };

/** What the coupon's button says and whether it claims; the server's state label wins over held/refusal. */
export function claimButton(coupon: StoreCoupon, claiming: boolean): ClaimButton {
  if (claiming) return { kind: 'claiming' };
  const { state } = coupon as WithState;
  switch (state) {
    case -1:
      return { kind: 'claiming' };
    case 0:
      return { kind: 'claim' };
    case 1:
    case 3:
    case 4:
      return { kind: 'held' };
    case 2:
      return { kind: 'closed', reason: 'soldOut' };
    case 5:
      return { kind: 'closed', reason: 'notStarted' };
    case 6:
      return { kind: 'closed', reason: 'ended' };
    case 7:
      return { kind: 'closed', reason: 'used' };
  }
  if (coupon.refusal === 'limitReached') return { kind: 'held' };
  if (coupon.refusal !== null) return { kind: 'closed', reason: coupon.refusal };
  return { kind: 'claim' };
}

/** The coupon after the server refused to claim it: what the refusal says about it, until the list is read again. */
export function refusedCoupon(coupon: StoreCoupon, reason: ClaimRefusal): StoreCoupon {
  const held = reason === 'limitReached';
  const { state: _state, ...rest } = coupon as WithState;
  return { ...rest, refusal: reason, held: held || coupon.held };
}
