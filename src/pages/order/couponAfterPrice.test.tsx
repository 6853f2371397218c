import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderCoupon } from '../../../schemas/api/coupon-order';
import { configureClient, resetClient } from '../../api/client';
import { formatMoney } from '../../i18n/format';
import { CouponSheet } from './CouponSheet';
import { orderMessages } from './messages';

const t = orderMessages['zh-CN'];
const coupon = (couponNo: string, deductCents: number): OrderCoupon => ({
  couponNo,
  name: `满减券 ${couponNo}`,
  couponType: 1,
  thresholdCents: 100000,
  discountCents: deductCents,
  deductCents,
  storeNo: null,
  categoryCode: null,
  startAt: 0,
  endAt: Date.now() + 86_400_000,
  applicable: true,
});

afterEach(() => resetClient());

describe('the checkout coupon chooser’s price after each coupon (coupon-price-cal has a caller)', () => {
  it('shows 券后 ¥X under each usable coupon, as coupon-price-cal answers it for the order’s goods', async () => {
    const asked: unknown[] = [];
    configureClient({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://x').pathname;
        let result: unknown = null;
        if (path === '/api/order/order-coupon-list')
          result = {
            available: [coupon('CP1', 20000), coupon('CP2', 5000)],
            unavailable: [],
            bestCouponNo: 'CP1',
          };
        if (path === '/api/marketing/coupon/coupon-price-cal') {
          const body = JSON.parse(String(init?.body)) as { couponNo: string };
          asked.push(body);
          const deductCents = body.couponNo === 'CP1' ? 20000 : 5000;
          result = {
            couponNo: body.couponNo,
            applicable: true,
            goodsCents: 159900,
            eligibleCents: 159900,
            deductCents,
            payableCents: 159900 - deductCents,
          };
        }
        const body = result
          ? { resCode: '0000', resMsg: 'ok', result }
          : { resCode: '4040', resMsg: path, result };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    });
    render(
      <CouponSheet
        open
        onClose={() => {}}
        confirmToken="tok-1"
        chosen="CP1"
        onChoose={() => {}}
        items={[{ skuNo: 'SKU1', quantity: 1 }]}
      />,
    );
    const options = await screen.findAllByTestId('coupon-option');
    expect(
      await within(options[0] as HTMLElement).findByText(t.afterCoupon(formatMoney(139900))),
    ).toBeInTheDocument();
    expect(
      await within(options[1] as HTMLElement).findByText(t.afterCoupon(formatMoney(154900))),
    ).toBeInTheDocument();
    expect(asked).toEqual(
      expect.arrayContaining([
        { couponNo: 'CP1', items: [{ skuNo: 'SKU1', quantity: 1 }] },
        { couponNo: 'CP2', items: [{ skuNo: 'SKU1', quantity: 1 }] },
      ]),
    );
  });
});
