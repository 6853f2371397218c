import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CenterCoupon } from '../../../schemas/api/coupon-center';
import { configureClient, resetClient } from '../../api/client';
import { ToastHost } from '../../ui/ToastHost';
import CouponCenterPage from './CouponCenterPage';
import { couponMessages } from './messages';

const t = couponMessages['zh-CN'];
const ok = (result: unknown) => ({ resCode: '0000', resMsg: 'ok', result });

const coupon = (
  couponNo: string,
  name: string,
  state: CenterCoupon['state'],
  remaining = 50,
): CenterCoupon => ({
  couponNo,
  name,
  couponType: 1,
  thresholdCents: 200000,
  discountCents: 15000,
  discountPercent: null,
  scope: 'category',
  storeNo: null,
  categoryCode: 23,
  validity: 'days',
  startAt: 0,
  endAt: 4_000_000_000_000,
  validDays: 15,
  claimStartAt: 0,
  claimEndAt: 4_000_000_000_000,
  totalQuantity: 100,
  remainingQuantity: remaining,
  perCustomerLimit: 1,
  claimedCount: 0,
  state,
});

/** A fake server: the center's tabs and one page, and a catch that answers (or refuses) once. */
function serve(catchAnswer: { status: number; body: unknown }) {
  const calls: string[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      calls.push(path);
      let status = 200;
      let body: unknown;
      if (path.endsWith('/coupon-center/category-list')) {
        body = ok({ tabs: [{ tabId: 0, name: 'x', scopes: ['all'], count: 2 }] });
      } else if (path.endsWith('/coupon-center/category')) {
        // After a claim the server's list says what the claim found (the refusal case reads it again).
        const caught = calls.some((p) => p.endsWith('/coupon/catch'));
        const first = caught ? coupon('CP1', '家电满2000减150', 2, 0) : coupon('CP1', '家电满2000减150', 0);
        const list = [first, coupon('CP2', '限量券', 2, 0)];
        body = ok({ personal: true, list, total: 2, pageNo: 1, pageSize: 10, hasMore: false });
      } else if (path.endsWith('/coupon/catch')) {
        ({ status, body } = catchAnswer);
      } else body = { resCode: '5000', resMsg: 'unavailable', result: null };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

afterEach(() => resetClient());

const claimed = {
  coupon: {
    couponNo: 'CP1',
    name: '家电满2000减150',
    couponType: 1,
    thresholdCents: 200000,
    discountCents: 15000,
    discountPercent: null,
    state: 1,
    storeNo: null,
    categoryCode: 23,
    startAt: 0,
    endAt: 4_000_000_000_000,
    perCustomerLimit: 1,
    claimedCount: 1,
    held: true,
    refusal: 'limitReached',
  },
};

function renderCenter() {
  render(
    <MemoryRouter initialEntries={['/couponCenter']}>
      <CouponCenterPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

describe('the coupon center', () => {
  it('claims with one tap: the button turns into go use without reading the list again', async () => {
    const calls = serve({ status: 200, body: ok(claimed) });
    renderCenter();
    expect(await screen.findByRole('tab', { name: t.tabWithCount(t['centerTab.0'], 2) })).toBeInTheDocument();
    const claim = await screen.findByRole('button', { name: t.actionNamed(t['state.0'], '家电满2000减150') });
    fireEvent.click(claim);
    const use = await screen.findByRole('link', { name: t.actionNamed(t['state.1'], '家电满2000减150') });
    expect(use).toHaveAttribute('href', '/product/list/CP1');
    expect(calls.filter((p) => p.endsWith('/coupon-center/category'))).toHaveLength(1);
    expect(calls.filter((p) => p.endsWith('/coupon/catch'))).toHaveLength(1);
  });

  it('shows a snapped-up coupon greyed, and a claim refused as sold out turns snapped up', async () => {
    serve({
      status: 409,
      body: { resCode: '0409', resMsg: 'sold out', result: { reason: 'soldOut' } },
    });
    renderCenter();
    const gone = await screen.findByRole('button', { name: t.actionNamed(t['state.2'], '限量券') });
    expect(gone).toBeDisabled();
    fireEvent.click(
      await screen.findByRole('button', { name: t.actionNamed(t['state.0'], '家电满2000减150') }),
    );
    const now = await screen.findByRole('button', { name: t.actionNamed(t['state.2'], '家电满2000减150') });
    expect(now).toBeDisabled();
    expect(await screen.findByText(t['refusal.soldOut'])).toBeInTheDocument();
  });
});
