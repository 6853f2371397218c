import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_LINK } from '../shared/cart';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import { renderBlock } from '../shared/testing';
import CartButtonBlock from './CartButtonBlock';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = blockSharedMessages['zh-CN'];

const block = fixtureBlock('cartButton', 'home');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CartButtonBlock', () => {
  it('shows 99 as a number', () => {
    renderBlock(<CartButtonBlock block={block} index={-1} />, { cartCount: 99 });
    expect(
      screen.getByRole('link', { name: t.withCount(t.shoppingCart, t.items('99', false)) }).textContent,
    ).toBe('99');
  });

  it('shows 99+ above 99', () => {
    renderBlock(<CartButtonBlock block={block} index={-1} />, { cartCount: 100 });
    expect(
      screen.getByRole('link', { name: t.withCount(t.shoppingCart, t.items('99+', false)) }).textContent,
    ).toBe('99+');
  });

  it('has no badge when the cart is empty', () => {
    renderBlock(<CartButtonBlock block={block} index={-1} />, { cartCount: 0 });
    expect(screen.getByRole('link', { name: t.shoppingCart }).textContent).toBe('');
  });

  it('opens the cart 200 ms after the tap, once per burst', () => {
    const { runtime } = renderBlock(<CartButtonBlock block={block} index={-1} />);
    const button = screen.getByRole('link');
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(199));
    expect(runtime.openLink).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(runtime.openLink).toHaveBeenCalledTimes(1);
    expect(runtime.openLink).toHaveBeenCalledWith(CART_LINK);
  });

  it('sits on the configured side and offset', () => {
    renderBlock(
      <CartButtonBlock block={{ ...block, props: { position: 'left', bottomOffset: 40 } }} index={-1} />,
    );
    const button = screen.getByRole('link');
    expect(button.dataset.side).toBe('left');
    expect(button.style.bottom).toContain('40px');
  });
});
