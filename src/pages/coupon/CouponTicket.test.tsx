import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CouponState } from '../../../schemas/api/coupon-state';
import { CouponActionButton } from './CouponTicket';
import { couponTerms, couponValue } from './couponWords';
import { couponMessages } from './messages';

const t = couponMessages['zh-CN'];
const NAME = '家电满2000减150';

function button(state: CouponState, held = false) {
  const onClaim = vi.fn();
  const view = render(
    <MemoryRouter>
      <CouponActionButton state={state} couponNo="CP0103" name={NAME} held={held} onClaim={onClaim} />
    </MemoryRouter>,
  );
  return { onClaim, unmount: view.unmount };
}

describe('the spec’s coupon state labels (§4) drive the button', () => {
  it('-1 claiming: a busy button that cannot be tapped again', () => {
    button(-1);
    const b = screen.getByRole('button', { name: t.actionNamed(t['state.-1'], NAME) });
    expect(b).toBeDisabled();
    expect(b).toHaveAttribute('aria-busy', 'true');
  });

  it('0 go claim: a button that claims', () => {
    const { onClaim } = button(0);
    const b = screen.getByRole('button', { name: t.actionNamed(t['state.0'], NAME) });
    expect(b).toBeEnabled();
    fireEvent.click(b);
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it.each([1, 3] as const)('%i go use: a link to the coupon’s products', (state) => {
    button(state);
    const link = screen.getByRole('link', { name: t.actionNamed(t[`state.${state}`], NAME) });
    expect(link).toHaveTextContent(t['state.1']);
    expect(link).toHaveAttribute('href', '/product/list/CP0103');
  });

  it.each([
    [2, t['state.2']],
    [4, t['state.4']],
    [5, t['state.5']],
    [6, t['state.6']],
    [7, t['state.7']],
  ] as const)('%i: a greyed label that does nothing (%s)', (state, label) => {
    const { onClaim } = button(state);
    const b = screen.getByRole('button', { name: t.actionNamed(label, NAME) });
    expect(b).toBeDisabled();
    expect(b).toHaveTextContent(label);
    fireEvent.click(b);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('6 on a coupon the shopper holds reads expired', () => {
    button(6, true);
    expect(screen.getByRole('button', { name: t.actionNamed(t.expired, NAME) })).toBeDisabled();
  });
});

describe('coupon wording', () => {
  it('words a discount coupon as a discount, never as cash off (type 3: percent paid, capped)', () => {
    const c = { couponType: 3 as const, thresholdCents: 20000, discountCents: 8000, discountPercent: 85 };
    expect(couponValue(c)).toBe('8.5折');
    expect(couponTerms(c)).toBe('满¥200打8.5折，最多减¥80');
    expect(couponTerms({ ...c, thresholdCents: 0 })).toBe('打8.5折，最多减¥80');
  });

  it('words reductions with and without a threshold', () => {
    expect(couponTerms({ couponType: 1, thresholdCents: 50000, discountCents: 5000 })).toBe('满¥500减¥50');
    expect(couponTerms({ couponType: 2, thresholdCents: 0, discountCents: 1050 })).toBe('立减¥10.50');
    expect(couponValue({ couponType: 1, thresholdCents: 50000, discountCents: 5000 })).toBe('¥50');
  });
});
