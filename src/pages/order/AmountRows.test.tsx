import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../i18n/format';
import { Price } from '../../ui/Price';
import { orderMessages } from './messages';

const t = orderMessages['zh-CN'];

import { AmountRows, amountRows } from './AmountRows';

describe('amount display', () => {
  it('shows cents as yuan with two decimals, discounts negative and free shipping in words', () => {
    const rows = amountRows({
      goodsCents: 1_299_900,
      discountCents: 50_000,
      freightCents: 0,
      payableCents: 1_249_900,
    });
    expect(rows.map((r) => [r.key, r.text])).toEqual([
      ['goods', formatMoney(1_299_900)],
      ['discount', `-${formatMoney(50_000)}`],
      ['freight', t.freeFreight],
    ]);
  });

  it('leaves out a zero discount and shows paid freight', () => {
    const rows = amountRows({ goodsCents: 5, discountCents: 0, freightCents: 1000, payableCents: 1005 });
    expect(rows.map((r) => r.text)).toEqual(['¥0.05', '¥10.00']);
    expect(formatMoney(1_299_900)).toBe('¥12,999.00');
  });

  it('renders the payable amount split into integer and decimal, read as one amount', () => {
    render(
      <AmountRows
        amounts={{ goodsCents: 19_990, discountCents: 990, freightCents: 0, payableCents: 19_000 }}
      />,
    );
    const payable = screen.getByTestId('amounts').querySelector('[data-amount="payable"]');
    expect(payable).toHaveTextContent('¥190.00');
    expect(payable?.textContent).toContain('190');
    expect(payable?.textContent).toContain('.00');
  });

  it('shows non-positive amounts as 0.00', () => {
    const { container } = render(<Price cents={-5} />);
    expect(container).toHaveTextContent('¥0.00');
  });

  it('shows coupon and full discount in the one 优惠 row, each part named under its sum', () => {
    render(
      <AmountRows
        amounts={{ goodsCents: 60_000, discountCents: 5_000, freightCents: 0, payableCents: 55_000 }}
        parts={{ promotionCents: 3_000, couponCents: 2_000 }}
      />,
    );
    const rows = screen.getByTestId('amounts').querySelectorAll('[data-amount="discount"]');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`${t.discount}-¥50.00满减 -¥30.00，优惠券 -¥20.00`);
  });

  it('names only the parts there are: a full discount alone', () => {
    const rows = amountRows(
      { goodsCents: 36_800, discountCents: 3_000, freightCents: 0, payableCents: 33_800 },
      { promotionCents: 3_000, couponCents: 0 },
    );
    expect(rows.find((r) => r.key === 'discount')?.detail).toBe('满减 -¥30.00');
  });
});
