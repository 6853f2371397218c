import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { setLang } from '../../i18n/lang';
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
      <MemoryRouter>
        <CouponClaimSheet open onClose={() => {}} coupons={[base, cash]} claiming={null} onClaim={() => {}} />
      </MemoryRouter>,
    );
    const values = screen.getAllByTestId('claimable-coupon').map((li) => li.firstElementChild?.textContent);
    expect(values).toEqual(['8.5折', '¥50']);
  });
});

/** Spec §4: -1 claiming, 0 go claim, 1 go use, 2 snapped up, 3 go use, 4 claimed, 5 not started, 6 ended, 7 used. */
describe("the claim sheet's buttons read the spec's coupon state labels", () => {
  afterEach(() => setLang('zh-CN'));

  const states = [0, 1, 2, 3, 4, 5, 6, 7] as const;
  const coupons: StoreCoupon[] = states.map((state) => ({
    ...base,
    couponNo: `CP${state}`,
    name: `券${state}`,
    state,
    held: state === 1 || state === 3,
  }));
  const cases = [
    {
      lang: 'zh-CN',
      labels: ['去领取', '去使用', '已抢光', '去使用', '已领取', '未开始', '已结束', '已使用'],
      claiming: '领取中…',
    },
    {
      lang: 'en',
      labels: ['Go claim', 'Go use', 'Snapped up', 'Go use', 'Claimed', 'Not started', 'Ended', 'Used'],
      claiming: 'Claiming…',
    },
  ] as const;

  for (const { lang, labels, claiming } of cases) {
    it(`${labels.join(' / ')} (${lang})`, () => {
      setLang(lang);
      const onClaim = vi.fn();
      render(
        <MemoryRouter>
          <CouponClaimSheet open onClose={() => {}} coupons={coupons} claiming={null} onClaim={onClaim} />
        </MemoryRouter>,
      );
      const actions = screen
        .getAllByTestId('claimable-coupon')
        .map((li) => li.querySelector('a, button')?.textContent);
      expect(actions).toEqual(labels);
      // Go use (1 and 3) leads to the coupon's products, as on every coupon screen.
      const goUse = screen.getAllByRole('link');
      expect(goUse.map((a) => a.getAttribute('href'))).toEqual(['/product/list/CP1', '/product/list/CP3']);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${labels[0]}`) }));
      expect(onClaim).toHaveBeenCalledExactlyOnceWith('CP0');
    });

    it(`reads '${claiming}' while the claim is under way (${lang})`, () => {
      setLang(lang);
      const first = coupons[0] as StoreCoupon;
      render(
        <MemoryRouter>
          <CouponClaimSheet open onClose={() => {}} coupons={[first]} claiming="CP0" onClaim={() => {}} />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('claimable-coupon').querySelector('button')).toHaveTextContent(claiming);
    });
  }
});
