import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartIcon } from './CartIcon';
import { uiCoreMessages } from './coreMessages';

// Tests run in the default language; the texts come from the catalogue, not copies of it.
const t = uiCoreMessages['zh-CN'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CartIcon', () => {
  it('opens the cart 200 ms after the tap', () => {
    const onOpen = vi.fn();
    render(<CartIcon count={3} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: t.cartWithItems('3') }));
    act(() => vi.advanceTimersByTime(199));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('opens once for a double tap', () => {
    const onOpen = vi.fn();
    render(<CartIcon count={0} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: t.shoppingCart });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(300));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('does not open after it is gone', () => {
    const onOpen = vi.fn();
    const { unmount } = render(<CartIcon count={1} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says "more than 99" above 99 and shows the more-icon', () => {
    const { container } = render(<CartIcon count={120} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: t.cartWithItems(t.moreThan(99)) })).toBeInTheDocument();
    expect(container.querySelector('[data-badge="more"]')).not.toBeNull();
  });

  it('shows 99 as a number', () => {
    const { container } = render(<CartIcon count={99} onOpen={() => {}} />);
    expect(container.querySelector('[data-badge="count"]')).toHaveTextContent('99');
  });
});
