import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine, CartQueryResult } from '../../../schemas/api/cart-v2';
import { configureClient, resetClient } from '../../api/client';
import { formatMoney } from '../../i18n/format';
import { screenMessages } from '../../screen/messages';
import { counts } from '../../session/counts';
import { uiCoreMessages } from '../../ui/coreMessages';
import CartPage from './CartPage';
import { cartMessages } from './messages';

const t = cartMessages['zh-CN'];

const line = (lineId: number, over: Partial<CartLine> = {}): CartLine => ({
  lineId,
  skuNo: `SKU${lineId}`,
  spuNo: `SPU${lineId}`,
  name: `Product ${lineId}`,
  specName: 'Black',
  imageUrl: '/img.png',
  priceCents: 1000,
  quantity: 1,
  selected: true,
  stockState: 0,
  status: 1,
  maxQuantity: 5,
  purchaseLimit: 99,
  seq: 0,
  priceLabel: null,
  stage: null,
  ...over,
});

const cart: CartQueryResult = {
  stores: [
    {
      storeNo: 'ST1',
      storeName: 'Store One',
      lines: [line(1, { quantity: 2 }), line(2, { selected: false })],
    },
  ],
  invalidLines: [line(3, { invalidReason: 'soldOut', stockState: 1, selected: false, maxQuantity: 0 })],
  summary: {
    lineCount: 2,
    selectedLineCount: 1,
    selectedQuantity: 2,
    count: 4,
    allSelected: false,
    selectedGoodsCents: 2000,
  },
};

/** A fake server answering by the last segment of the path. */
function server(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      calls.push(path);
      const answer = answers[path.split('/').at(-1) ?? ''];
      const body = answer ? answer() : { resCode: '4040', resMsg: `no ${path}`, result: null };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return calls;
}

const ok = (result: unknown) => ({ resCode: '0000', resMsg: 'ok', result });
const trial = {
  goodsCents: 2000,
  discountCents: 0,
  freightCents: 0,
  payableCents: 2000,
  lineIds: [1],
  couponNo: null,
  lines: [],
};

const renderCart = () =>
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );

afterEach(() => resetClient());

describe('cart page', () => {
  it('groups lines by store, shows invalid lines apart, and totals from the server trial', async () => {
    server({ 'query-v2': () => ok(cart), trial: () => ok(trial) });
    renderCart();
    expect(await screen.findByRole('region', { name: 'Store One' })).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-invalid')).toHaveTextContent(t['invalid.soldOut']);
    expect(screen.getByRole('button', { name: t.checkout(2) })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('cart-bar')).toHaveTextContent(formatMoney(2000)));
    expect(counts.cart).toBe(4);
  });

  it('shows the empty cart with a way to the mall', async () => {
    server({
      'query-v2': () =>
        ok({
          stores: [],
          invalidLines: [],
          summary: { ...cart.summary, lineCount: 0, count: 0, selectedQuantity: 0 },
        }),
    });
    renderCart();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.goToMall })).toHaveAttribute('href', '/index');
  });

  it('shows the failure page with a retry that loads the cart', async () => {
    let fail = true;
    server({
      'query-v2': () => (fail ? { resCode: '5000', resMsg: 'database unavailable', result: null } : ok(cart)),
      trial: () => ok(trial),
    });
    renderCart();
    expect(
      await screen.findByText(screenMessages['zh-CN'].failedReason('database unavailable')),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: uiCoreMessages['zh-CN'].reload }));
    expect(await screen.findByRole('region', { name: 'Store One' })).toBeInTheDocument();
  });
});
