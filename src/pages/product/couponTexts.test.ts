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
const withState = (c: StoreCoupon, state: StoreCoupon['state']): StoreCoupon => ({ ...c, state });
const labelled = (state: number) => ({ kind: 'state', state });

describe('claimButton', () => {
  it('gives every coupon the state label the server sent (spec §4), 1 and 3 included', () => {
    const held = { ...coupon, held: true, claimedCount: 1 };
    for (const state of [0, 1, 2, 3, 4, 5, 6, 7] as const)
      expect(claimButton(withState(held, state), false)).toEqual(labelled(state));
  });

  it('without a label, reads held/refusal as the label they mean', () => {
    expect(claimButton(coupon, false)).toEqual(labelled(0));
    expect(claimButton(coupon, true)).toEqual(labelled(-1));
    // At the limit with one held: go use; at the limit with all used: claimed.
    expect(claimButton({ ...coupon, held: true, refusal: 'limitReached' }, false)).toEqual(labelled(1));
    expect(claimButton({ ...coupon, refusal: 'limitReached' }, false)).toEqual(labelled(4));
    expect(claimButton({ ...coupon, refusal: 'soldOut' }, false)).toEqual(labelled(2));
    expect(claimButton({ ...coupon, refusal: 'ended' }, false)).toEqual(labelled(6));
    expect(claimButton({ ...coupon, refusal: 'notApplicable' }, false)).toEqual({
      kind: 'closed',
      reason: 'notApplicable',
    });
  });
});

describe('refusedCoupon', () => {
  it('a refusal for the limit makes the coupon held, whatever the stale state label said', () => {
    const refused = refusedCoupon(withState(coupon, 0), 'limitReached');
    expect(refused.held).toBe(true);
    expect(claimButton(refused, false)).toEqual(labelled(1));
    expect(claimButton(refusedCoupon(coupon, 'soldOut'), false)).toEqual(labelled(2));
  });
});
