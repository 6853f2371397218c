import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldCouponView, MyCouponTab } from '../../../schemas/api/coupon-center';
import { configureClient, resetClient } from '../../api/client';
import MyCouponsPage from './MyCouponsPage';
import { couponMessages } from './messages';

const t = couponMessages['zh-CN'];
const ok = (result: unknown) => ({ resCode: '0000', resMsg: 'ok', result });
const DAY = 86_400_000;
const now = Date.now();

const held = (
  id: number,
  name: string,
  state: HeldCouponView['state'],
  expiringSoon = false,
): HeldCouponView => ({
  id,
  couponNo: `CP${id}`,
  name,
  couponType: 3,
  thresholdCents: 20000,
  discountCents: 8000,
  discountPercent: 85,
  scope: 'category',
  storeNo: null,
  categoryCode: 25,
  validFrom: now - DAY,
  validUntil: now + (expiringSoon ? DAY : 20 * DAY),
  state,
  expiringSoon,
  claimedAt: now - DAY,
  usedAt: state === 7 ? now : null,
  orderNo: state === 7 ? 'O1' : null,
  source: 'claim',
});

const PAGES: Record<MyCouponTab, HeldCouponView[]> = {
  usable: [held(1, '美妆个护满200享8.5折', 3, true), held(2, '周末券', 5)],
  used: [held(5, '已用券', 7)],
  expired: [held(3, '过期券', 6)],
};

function serve() {
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      let body: unknown = { resCode: '5000', resMsg: 'unavailable', result: null };
      if (url.pathname.endsWith('/coupon/summary'))
        body = ok({ usable: 2, used: 0, expired: 1, expiringSoon: 1 });
      if (url.pathname.endsWith('/coupon/my-coupon-info')) {
        const tab = (url.searchParams.get('tab') ?? 'usable') as MyCouponTab;
        const list = PAGES[tab];
        body = ok({ tab, list, total: list.length, pageNo: 1, pageSize: 10, hasMore: false });
      }
      if (url.pathname.endsWith('/coupon/token-coupon-send-login')) {
        body = ok({ sent: true, already: false, coupon: held(4, '活动券', 3) });
        PAGES.usable = [...PAGES.usable, held(4, '活动券', 3)];
      }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
}

afterEach(() => resetClient());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MyCouponsPage />
    </MemoryRouter>,
  );

describe('My coupons', () => {
  it('counts each tab, warns of coupons ending soon, and marks each ticket by its state', async () => {
    serve();
    renderAt('/coupon/list');
    expect(await screen.findByRole('tab', { name: t.tabWithCount(t['tab.usable'], 2) })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.tabWithCount(t['tab.expired'], 1) })).toBeInTheDocument();
    expect(await screen.findByText(t.expiringBanner(1))).toHaveAttribute('role', 'status');
    const soon = await screen.findByTestId('expiring-soon');
    expect(soon).toHaveTextContent(t.expiringSoon);
    expect(screen.getAllByText('8.5折')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: t.actionNamed(t['state.3'], '美妆个护满200享8.5折') }),
    ).toHaveAttribute('href', '/product/list/CP1');
    expect(screen.getByRole('button', { name: t.actionNamed(t['state.5'], '周末券') })).toBeDisabled();
  });

  it('shows expired coupons greyed as expired, and an empty tab with the way to the center', async () => {
    serve();
    renderAt('/coupon/list?tab=expired');
    expect(await screen.findByRole('button', { name: t.actionNamed(t.expired, '过期券') })).toBeDisabled();
  });

  it('a used coupon shows when, greyed, with its order', async () => {
    serve();
    renderAt('/coupon/list?tab=used');
    expect(await screen.findByRole('button', { name: t.actionNamed(t['state.7'], '已用券') })).toBeDisabled();
    expect(screen.getByRole('link', { name: t.viewOrder })).toHaveAttribute(
      'href',
      '/order/detail?orderNo=O1',
    );
  });

  it('an empty tab offers the coupon center', async () => {
    serve();
    PAGES.used = [];
    renderAt('/coupon/list?tab=used');
    expect(await screen.findByText(t['empty.used'])).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.toCenter }).length).toBeGreaterThan(0);
  });

  it('a campaign link gives its coupon, says so, and the list shows it', async () => {
    serve();
    renderAt('/coupon/list?couponToken=T123');
    expect(await screen.findByTestId('campaign-result')).toHaveTextContent(t.campaignSent('活动券'));
    expect(
      await screen.findByRole('link', { name: t.actionNamed(t['state.3'], '活动券') }),
    ).toBeInTheDocument();
  });
});
