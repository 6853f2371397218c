import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { CouponClaimSheet, CouponStrip } from './CouponStrip';

const base: StoreCoupon = {
  couponNo: 'CP0102',
  name: '美妆8.5折券',
  couponType: 3,
  thresholdCents: 20000,
  discountCents: 8000,
  discountPercent: 85,
  storeNo: null,
  categoryCode: null,
  startAt: 0,
  endAt: 1,
  perCustomerLimit: 1,
  claimedCount: 0,
  held: false,
  refusal: null,
};

describe('the product page words coupons as every coupon screen does', () => {
  it('shows a discount coupon as a discount with its cap, never as cash off', () => {
    render(<CouponStrip coupons={[base]} onOpen={() => {}} />);
    const strip = screen.getByTestId('coupon-strip').textContent ?? '';
    expect(strip).toContain('满¥200打8.5折，最多减¥80');
    expect(strip).not.toContain('立减');
  });

  it('gives the claim sheet the big value of the ticket: 8.5折 and ¥50', () => {
    const cash: StoreCoupon = {
      ...base,
      couponNo: 'CP0001',
      couponType: 1,
      discountCents: 5000,
      discountPercent: null,
    };
    render(
      <CouponClaimSheet open onClose={() => {}} coupons={[base, cash]} claiming={null} onClaim={() => {}} />,
    );
    const values = screen.getAllByTestId('claimable-coupon').map((li) => li.firstElementChild?.textContent);
    expect(values).toEqual(['8.5折', '¥50']);
  });
});
