import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_ATTRIBUTE } from '../shared/dismiss';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import { SCROLL_SETTLE_MS } from '../shared/useScrollState';
import { pendantMessages } from './messages';
import PendantBlock from './PendantBlock';
import { resetPendantVisit } from './visit';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = pendantMessages['zh-CN'];

const base = fixtureBlock('pendant', 'home', 'home-pendant-lottery');

beforeEach(() => resetPendantVisit());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('PendantBlock', () => {
  it.each([
    [1, 'left', 'top'],
    [2, 'left', 'middle'],
    [3, 'left', 'bottom'],
    [4, 'right', 'top'],
    [5, 'right', 'middle'],
    [6, 'right', 'bottom'],
  ] as const)('position %i sits %s %s', (position, side, vertical) => {
    const { container } = renderBlock(
      <PendantBlock block={{ ...base, props: { ...base.props, position } }} index={-1} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.side).toBe(side);
    expect(root.dataset.vertical).toBe(vertical);
  });

  it('renders at its size with the image ratio reserved', () => {
    const { container } = renderBlock(<PendantBlock block={base} index={-1} />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('72px');
    const img = screen.getByRole('img', { name: '大抽奖' });
    expect(img.style.aspectRatio).toBe('144 / 160');
  });

  it('opens its link and can be closed for the visit', () => {
    const { runtime, container } = renderBlock(<PendantBlock block={base} index={-1} />);
    fireEvent.click(screen.getByRole('link'));
    expect(runtime.openLink).toHaveBeenCalledWith(base.props.link);
    const close = screen.getByRole('button', { name: t.closeNamed('大抽奖') });
    // The operators' click figures leave the close button out.
    expect(close.hasAttribute(DISMISS_ATTRIBUTE)).toBe(true);
    fireEvent.click(close);
    expect(container.innerHTML).toBe('');
  });

  it('stays closed when the page is left and opened again during the visit, on that page only', () => {
    const first = renderBlock(<PendantBlock block={base} index={-1} />, { pageId: 'home' });
    fireEvent.click(screen.getByRole('button', { name: t.closeNamed('大抽奖') }));
    first.unmount();
    const again = renderBlock(<PendantBlock block={base} index={-1} />, { pageId: 'home' });
    expect(again.container.innerHTML).toBe('');
    again.unmount();
    renderBlock(<PendantBlock block={base} index={-1} />, { pageId: 'category-20' });
    expect(screen.getByRole('img', { name: '大抽奖' })).toBeTruthy();
  });

  it('tucks aside while the page scrolls and comes back when it settles', () => {
    vi.useFakeTimers();
    const { container } = renderBlock(<PendantBlock block={base} index={-1} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.tucked).toBeUndefined();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(root.dataset.tucked).toBe('true');
    act(() => vi.advanceTimersByTime(SCROLL_SETTLE_MS));
    expect(root.dataset.tucked).toBeUndefined();
  });

  it('stays tucked below the first screen; a tap brings it out instead of opening, the next scroll tucks it', () => {
    vi.useFakeTimers();
    const { container, runtime } = renderBlock(<PendantBlock block={base} index={-1} />);
    const root = container.firstElementChild as HTMLElement;
    scrollTo(window.innerHeight + 400);
    act(() => vi.advanceTimersByTime(SCROLL_SETTLE_MS));
    expect(root.dataset.tucked).toBe('true');
    fireEvent.click(screen.getByRole('link'));
    expect(runtime.openLink).not.toHaveBeenCalled();
    expect(root.dataset.tucked).toBeUndefined();
    fireEvent.click(screen.getByRole('link'));
    expect(runtime.openLink).toHaveBeenCalledWith(base.props.link);
    scrollTo(window.innerHeight + 500);
    act(() => vi.advanceTimersByTime(SCROLL_SETTLE_MS));
    expect(root.dataset.tucked).toBe('true');
    scrollTo(0);
    act(() => vi.advanceTimersByTime(SCROLL_SETTLE_MS));
    expect(root.dataset.tucked).toBeUndefined();
  });
});
