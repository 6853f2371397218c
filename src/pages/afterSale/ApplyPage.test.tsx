import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { formatMoney } from '../../i18n/format';
import { ApplyForm } from './ApplyPage';
import { afterSaleMessages } from './messages';

const t = afterSaleMessages['zh-CN'];

const line = {
  orderItemNo: 'O1-1',
  skuNo: 'SKU1',
  spuNo: 'SPU1',
  name: 'Suitcase',
  specName: '24 inch',
  imageUrl: '/img.png',
  priceCents: 1000,
  quantity: 2,
  goodsCents: 2000,
  stage: null,
  afterSale: {
    appliedQuantity: 0,
    refundedQuantity: 0,
    refundedCents: 0,
    latest: null,
    canApply: ['refund_only'],
  },
} as unknown as Parameters<typeof ApplyForm>[0]['line'];

const item = {
  skuNo: 'SKU1',
  name: 'Suitcase',
  specName: '24 inch',
  imageUrl: '/img.png',
  priceCents: 1000,
  quantity: 2,
};
const applied = {
  rmaNo: 'R1',
  orderNo: 'O1',
  orderItemNo: 'O1-1',
  type: 'refund_only',
  state: 'applied',
  reasonCode: 'not_wanted',
  quantity: 2,
  goodsCents: 2000,
  freightCents: 0,
  amountCents: 2000,
  item,
  createdAt: 1,
  actions: ['cancel'],
  description: '',
  photoIds: [],
  rejectReason: null,
  courier: null,
  trackingNo: null,
  approveDeadline: 2,
  returnDeadline: null,
  approvedAt: null,
  shippedBackAt: null,
  receivedAt: null,
  refundedAt: null,
  endedAt: null,
  refund: null,
  history: [],
  replayed: false,
};

/** A fake server: the amount for any quantity, and apply-rma-v2 answered when the test says so. */
function serve() {
  const codes: string[] = [];
  const pending: Array<(ok: boolean) => void> = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const json = (result: unknown) =>
        new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
          headers: { 'Content-Type': 'application/json' },
        });
      if (path === '/api/order/calculate-rma-amount') {
        const q = (JSON.parse(String(init?.body)) as { quantity: number }).quantity;
        return json({
          orderItemNo: 'O1-1',
          type: 'refund_only',
          quantity: q,
          maxQuantity: 2,
          priceCents: 1000,
          itemPaidCents: 2000,
          goodsCents: 1000 * q,
          freightCents: 0,
          amountCents: 1000 * q,
          types: ['refund_only'],
          reasons: ['not_wanted'],
        });
      }
      if (path === '/api/order/apply-rma-v2') {
        codes.push(new Headers(init?.headers).get('uniqueCode') ?? '');
        const ok = await new Promise<boolean>((resolve) => pending.push(resolve));
        if (!ok) throw new TypeError('network down');
        return json(applied);
      }
      return new Response('{}', { status: 404 });
    }) as typeof fetch,
  });
  return { codes, answer: (ok: boolean) => pending.shift()?.(ok) };
}

afterEach(() => {
  resetClient();
  window.sessionStorage.clear();
});

describe('applying for after-sales', () => {
  it('asks for a reason, sends one application however often it is tapped, and retries with the same code', async () => {
    const server = serve();
    render(
      <MemoryRouter initialEntries={['/order/applyAfterSale?orderNo=O1&orderItemNo=O1-1']}>
        <Routes>
          <Route
            path="/order/applyAfterSale"
            element={<ApplyForm orderNo="O1" line={line} types={['refund_only']} />}
          />
          <Route path="/order/afterSaleDetail" element={<p>detail of the application</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('rma-amount')).toHaveTextContent(formatMoney(2000)));

    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.reasonRequired)).toBeInTheDocument();
    expect(server.codes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.reason) }));
    fireEvent.click(await screen.findByRole('button', { name: t['reason.not_wanted'] }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(t['reason.not_wanted']) })).toBeInTheDocument(),
    );

    // Two taps while the first request is out: one request. It fails (the network), so the shopper taps again.
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(server.codes).toHaveLength(1));
    server.answer(false);
    // The bar's button stays enabled while busy (a tap then does nothing): wait for its spinner to go.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t.submit })).not.toHaveAttribute('aria-busy'),
    );
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(server.codes).toHaveLength(2));
    expect(server.codes[1]).toBe(server.codes[0]);
    server.answer(true);
    expect(await screen.findByText('detail of the application')).toBeInTheDocument();
  });
});
