import { describe, expect, it } from 'vitest';
import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { claimButton, refusedCoupon } from './couponTexts';

const coupon: StoreCoupon = {
  couponNo: 'CP0002',
  name: '200 off',
  couponType: 1,
  thresholdCents: 300000,
  discountCents: 20000,
  storeNo: null,
  categoryCode: null,
  startAt: 0,
  endAt: 1,
  perCustomerLimit: 1,
  claimedCount: 0,
  held: false,
  refusal: null,
};

/** As a server that sends the spec's state labels answers (schemas/api/coupon-state.ts). */
const withState = (c: StoreCoupon, state: number): StoreCoupon => ({ ...c, state }) as StoreCoupon;

describe('claimButton', () => {
  it('never offers a claim on a coupon the shopper holds: state 1, 3 and 4 read as held', () => {
    const held = { ...coupon, held: true, claimedCount: 1 };
    for (const state of [1, 3, 4])
      expect(claimButton(withState(held, state), false)).toEqual({ kind: 'held' });
    // Without state labels, the limit reached reads as held too.
    expect(claimButton({ ...held, refusal: 'limitReached' }, false)).toEqual({ kind: 'held' });
  });

  it('follows the state label over a refusal that does not say it (a claim window not open yet)', () => {
    expect(claimButton(withState(coupon, 5), false)).toEqual({ kind: 'closed', reason: 'notStarted' });
    expect(claimButton(withState(coupon, 2), false)).toEqual({ kind: 'closed', reason: 'soldOut' });
    expect(claimButton(withState(coupon, 7), false)).toEqual({ kind: 'closed', reason: 'used' });
    expect(claimButton(withState(coupon, 0), false)).toEqual({ kind: 'claim' });
    expect(claimButton(coupon, false)).toEqual({ kind: 'claim' });
    expect(claimButton(coupon, true)).toEqual({ kind: 'claiming' });
  });
});

describe('refusedCoupon', () => {
  it('a refusal for the limit makes the coupon held, whatever the stale state label said', () => {
    const refused = refusedCoupon(withState(coupon, 0), 'limitReached');
    expect(refused.held).toBe(true);
    expect(claimButton(refused, false)).toEqual({ kind: 'held' });
    expect(claimButton(refusedCoupon(coupon, 'soldOut'), false)).toEqual({
      kind: 'closed',
      reason: 'soldOut',
    });
  });
});
