import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmationInfo } from '../../../schemas/api/order';
import { configureClient, resetClient } from '../../api/client';
import { formatMoney } from '../../i18n/format';
import { uiMessages } from '../../ui/messages';
import ConfirmPage from './ConfirmPage';

const ui = uiMessages['zh-CN'];
const item = (quantity: number) => ({
  skuNo: 'SKU1',
  spuNo: 'SPU1',
  name: 'Suitcase',
  specName: '24 inch',
  imageUrl: '/img.png',
  priceCents: 159900,
  quantity,
  goodsCents: 159900 * quantity,
  stage: null,
  lineId: null,
});
const info = (quantity: number): ConfirmationInfo => ({
  confirmToken: 'tok-1',
  expiresAt: Date.now() + 600_000,
  source: 'buyNow',
  items: [item(quantity)],
  stores: [
    {
      storeNo: 'ST1',
      storeName: 'Travel Store',
      goodsCents: 159900 * quantity,
      freightCents: 0,
      items: [item(quantity)],
    },
  ],
  address: null,
  availableCoupons: [],
  couponNo: null,
  promotionCents: 0,
  couponCents: 0,
  amounts: {
    goodsCents: 159900 * quantity,
    discountCents: 0,
    freightCents: 0,
    payableCents: 159900 * quantity,
  },
});

/** A fake server: confirmation-info, and confirmation-update answering the new quantity (or refusing 3). */
function serve() {
  const updates: unknown[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      let body: unknown = { resCode: '4040', resMsg: `no ${path}`, result: null };
      if (path === '/api/order/confirmation-info') body = { resCode: '0000', resMsg: 'ok', result: info(1) };
      if (path === '/api/order/confirmation-update') {
        const asked = JSON.parse(String(init?.body)) as { quantity: number };
        updates.push(asked);
        body =
          asked.quantity > 2
            ? { resCode: '4090', resMsg: 'Suitcase: only 2 left in stock', result: null }
            : { resCode: '0000', resMsg: 'ok', result: info(asked.quantity) };
      }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return updates;
}

afterEach(() => resetClient());

describe('confirm page of a buy-now order: the quantity (spec §7 confirmation-update)', () => {
  it('changes the quantity on the server and shows the confirmation priced again; a refusal keeps it', async () => {
    const updates = serve();
    render(
      <MemoryRouter initialEntries={['/order/confirm?source=buyNow&skuNo=SKU1&quantity=1']}>
        <ConfirmPage />
      </MemoryRouter>,
    );
    const bar = await screen.findByTestId('confirm-page');
    expect(bar).toHaveTextContent(formatMoney(159900));

    fireEvent.click(screen.getByRole('button', { name: ui.increase }));
    await waitFor(() => expect(screen.getByTestId('confirm-page')).toHaveTextContent(formatMoney(319800)));
    expect(updates).toEqual([{ confirmToken: 'tok-1', skuNo: 'SKU1', quantity: 2 }]);
    await waitFor(() => expect(screen.getByLabelText(ui.quantityOf('Suitcase'))).toHaveValue('2'));

    // More than the stock: the server says no, the quantity and the amount stay.
    fireEvent.click(screen.getByRole('button', { name: ui.increase }));
    await waitFor(() => expect(updates).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText(ui.quantityOf('Suitcase'))).toHaveValue('2'));
    expect(screen.getByTestId('confirm-page')).toHaveTextContent(formatMoney(319800));
  });
});
