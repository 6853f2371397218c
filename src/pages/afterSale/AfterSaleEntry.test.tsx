import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OrderItemAfterSale } from '../../../schemas/api/after-sales';
import { AfterSaleEntry, OrderAfterSaleTag } from './AfterSaleEntry';
import { afterSaleMessages } from './messages';

const t = afterSaleMessages['zh-CN'];

const none: OrderItemAfterSale = {
  appliedQuantity: 0,
  refundedQuantity: 0,
  refundedCents: 0,
  latest: null,
  canApply: [],
};

function line(afterSale: OrderItemAfterSale | undefined) {
  render(
    <MemoryRouter>
      <ul>
        <AfterSaleEntry orderNo="O1" item={{ orderItemNo: 'O1-1', afterSale }} />
      </ul>
    </MemoryRouter>,
  );
}

describe('after-sales entry points on an order line', () => {
  it('offers nothing when the server allows nothing and nothing was applied for', () => {
    line(none);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers to apply when a type is allowed now, leading to the apply screen for that line', () => {
    line({ ...none, canApply: ['refund_only'] });
    expect(screen.getByRole('link', { name: t.apply })).toHaveAttribute(
      'href',
      '/order/applyAfterSale?orderNo=O1&orderItemNo=O1-1',
    );
    expect(screen.queryByRole('link', { name: t.progress })).toBeNull();
  });

  it('shows the progress of a line that has an application', () => {
    line({ ...none, appliedQuantity: 1, latest: { rmaNo: 'R1', state: 'applied' } });
    expect(screen.getByRole('link', { name: t.progress })).toHaveAttribute('href', '/order/rmaList/O1-1');
    expect(screen.queryByRole('link', { name: t.apply })).toBeNull();
  });
});

describe('after-sales status on an order card', () => {
  it('names an open or finished after-sales and says nothing otherwise', () => {
    const { rerender } = render(<OrderAfterSaleTag status="none" />);
    expect(screen.queryByTestId('order-after-sale')).toBeNull();
    rerender(<OrderAfterSaleTag status="applying" />);
    expect(screen.getByTestId('order-after-sale')).toHaveTextContent(t['order.applying']);
    rerender(<OrderAfterSaleTag status="refunded" />);
    expect(screen.getByTestId('order-after-sale')).toHaveTextContent(t['order.refunded']);
  });
});
