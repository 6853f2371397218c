import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../schemas/api/order';
import { OrderListInvoiceEntry } from './ListInvoiceEntry';
import { invoiceMessages } from './messages';

const t = invoiceMessages['zh-CN'];

afterEach(cleanup);

function card(status: OrderSummary['status'], parts: string[]) {
  // Only what the entry reads of an order summary.
  const order = {
    status,
    stores: parts.map((orderStoreNo) => ({ orderStoreNo })),
  } as unknown as OrderSummary;
  render(
    <MemoryRouter>
      <OrderListInvoiceEntry order={order} />
    </MemoryRouter>,
  );
}

describe('the order list’s invoice entry', () => {
  it('leads a shipped or received one-store order to its invoice page', () => {
    card('received', ['OS1']);
    expect(screen.getByRole('link', { name: t.listEntry })).toHaveAttribute('href', '/order/receiptInfo/OS1');
  });

  it('is not offered before shipping, for cancelled orders, or for orders of several stores', () => {
    for (const [status, parts] of [
      ['paid', ['OS1']],
      ['awaiting_payment', ['OS1']],
      ['cancelled', ['OS1']],
      ['shipped', ['OS1', 'OS2']],
    ] as const) {
      card(status, [...parts]);
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });
});
