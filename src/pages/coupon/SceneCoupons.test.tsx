import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { configureClient, resetClient } from '../../api/client';
import { ToastHost } from '../../ui/ToastHost';
import { couponMessages } from './messages';
import { SceneCoupons } from './SceneCoupons';

const t = couponMessages['zh-CN'];
const ok = (result: unknown) => ({ resCode: '0000', resMsg: 'ok', result });

const coupon = (couponNo: string, name: string, state: StoreCoupon['state']): StoreCoupon => ({
  couponNo,
  name,
  couponType: 1,
  thresholdCents: 20000,
  discountCents: 2000,
  discountPercent: null,
  state,
  storeNo: null,
  categoryCode: null,
  startAt: 0,
  endAt: 4_000_000_000_000,
  perCustomerLimit: 1,
  claimedCount: 0,
  held: false,
  refusal: null,
});

/** scene/get-coupon answers the list; catch answers the coupon as claimed. Records the calls. */
function serve(list: StoreCoupon[]) {
  const calls: string[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      calls.push(`${url.pathname}${url.search}`);
      const result = url.pathname.endsWith('/coupon/catch')
        ? { coupon: { ...list[0], state: 1, claimedCount: 1, held: true } }
        : { personal: true, coupons: list };
      return new Response(JSON.stringify(ok(result)), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

const show = () =>
  render(
    <MemoryRouter>
      <SceneCoupons scene="payResult" />
      <ToastHost />
    </MemoryRouter>,
  );

afterEach(resetClient);

describe('the coupons a screen offers (scene/get-coupon)', () => {
  it('lists the pay result scene coupons and claims one through the center claim: the button turns to use', async () => {
    const calls = serve([coupon('CP0102', '美妆满200减20', 0), coupon('CP0001', '全场券', 2)]);
    show();
    const section = await screen.findByRole('region', { name: t['scene.payResult'] });
    expect(calls[0]).toMatch(/^\/api\/marketing\/scene\/get-coupon\?scene=payResult/);
    const tickets = within(section).getAllByTestId('scene-coupon');
    expect(tickets.map((li) => li.getAttribute('data-coupon-no'))).toEqual(['CP0102', 'CP0001']);
    expect(tickets[1]).toHaveTextContent(t['state.2']);
    fireEvent.click(
      within(section).getByRole('button', { name: t.actionNamed(t['state.0'], '美妆满200减20') }),
    );
    expect(
      await within(section).findByRole('link', { name: t.actionNamed(t['state.1'], '美妆满200减20') }),
    ).toHaveAttribute('href', '/product/list/CP0102');
    expect(await screen.findByText(t.claimed)).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/coupon/catch'))).toHaveLength(1);
  });

  it('shows nothing when the scene offers no coupon', async () => {
    const calls = serve([]);
    show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('scene-coupons')).toBeNull();
  });
});
