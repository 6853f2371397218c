import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmationInfo } from '../../../schemas/api/order';
import { configureClient, resetClient } from '../../api/client';
import { formatYuan } from '../../lib/money';
import { uiCoreMessages } from '../../ui/coreMessages';
import { ModalHost } from '../../ui/ModalHost';
import { modal } from '../../ui/modalStore';
import ConfirmPage from './ConfirmPage';
import { orderMessages } from './messages';

const t = orderMessages['zh-CN'];
const core = uiCoreMessages['zh-CN'];
const item = {
  skuNo: 'SKU1',
  spuNo: 'SPU1',
  name: 'Suitcase',
  specName: '24 inch',
  imageUrl: '/img.png',
  priceCents: 159900,
  quantity: 1,
  goodsCents: 159900,
  stage: null,
  lineId: null,
};
const info: ConfirmationInfo = {
  confirmToken: 'tok-1',
  expiresAt: Date.now() + 600_000,
  source: 'buyNow',
  items: [item],
  stores: [{ storeNo: 'ST1', storeName: 'Travel Store', goodsCents: 159900, freightCents: 0, items: [item] }],
  address: {
    addressId: 7,
    name: '李雷',
    phone: '13800000000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园一路1号',
    isDefault: true,
    updatedAt: 0,
  },
  availableCoupons: [],
  couponNo: null,
  promotionCents: 0,
  couponCents: 0,
  amounts: { goodsCents: 159900, discountCents: 0, freightCents: 0, payableCents: 159900 },
};

/** The server side of the journey: the order is refused because the price rose to 1609.00 since. */
function serve() {
  const created: unknown[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      let status = 200;
      let body: unknown = { resCode: '4040', resMsg: `no ${path}`, result: null };
      if (path === '/api/order/confirmation-info') body = { resCode: '0000', resMsg: 'ok', result: info };
      if (path === '/api/order/check-sku-inventory')
        body = {
          resCode: '0000',
          resMsg: 'ok',
          result: {
            enough: true,
            items: [{ skuNo: 'SKU1', requested: 1, available: 9, onShelf: true, enough: true }],
          },
        };
      if (path === '/api/order/create-order') {
        created.push(JSON.parse(String(init?.body)));
        status = 409;
        body = {
          resCode: 'E0409',
          resMsg: 'price changed',
          result: { reason: 'priceChanged', expectedPayableCents: 159900, payableCents: 160900 },
        };
      }
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return created;
}

afterEach(() => {
  modal.dismissAll();
  resetClient();
});

describe('a stale price at checkout (spec §2 countdown dialog)', () => {
  it('sends the payable shown; a refusal for a changed price opens the refresh (Ns) dialog, which counts down', async () => {
    const created = serve();
    render(
      <MemoryRouter initialEntries={['/order/confirm?source=buyNow&skuNo=SKU1&quantity=1']}>
        <ConfirmPage />
        <ModalHost />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.submitOrder }));
    const dialog = await screen.findByRole('dialog');
    expect(created).toEqual([
      expect.objectContaining({ confirmToken: 'tok-1', expectedPayableCents: 159900 }),
    ]);
    expect(dialog).toHaveTextContent(t.priceChangedTitle);
    expect(dialog).toHaveTextContent(t.priceChanged(formatYuan(159900), formatYuan(160900)));
    expect(screen.getByRole('button', { name: core.countdown(core.refresh, 5) })).toBeInTheDocument();
    // Counts down once a second (and reloads at 0, which the browser specs see).
    await waitFor(
      () => expect(screen.getByRole('button', { name: core.countdown(core.refresh, 4) })).toBeInTheDocument(),
      {
        timeout: 2500,
      },
    );
  });
});
