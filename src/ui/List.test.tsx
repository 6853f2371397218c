import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { List } from './List';

/** A stand-in IntersectionObserver the test drives: `scrollEndIntoView(true)` is the shopper scrolling down. */
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((c) => c !== this.callback);
  }
}
const scrollEndIntoView = (visible: boolean) =>
  act(() => {
    for (const callback of observed) callback([{ isIntersecting: visible }]);
  });

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('List', () => {
  it('asks for the next page when its end comes into view, not before', () => {
    const onLoad = vi.fn();
    render(
      <List loading={false} finished={false} onLoad={onLoad}>
        <p>row</p>
      </List>,
    );
    expect(onLoad).not.toHaveBeenCalled();
    scrollEndIntoView(true);
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('asks again when a page arrives and the end is still in view', () => {
    const onLoad = vi.fn();
    const { rerender } = render(
      <List loading finished={false} onLoad={onLoad}>
        <p>row</p>
      </List>,
    );
    scrollEndIntoView(true);
    expect(onLoad).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载更多…');
    rerender(
      <List loading={false} finished={false} onLoad={onLoad}>
        <p>row</p>
      </List>,
    );
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('says there is no more and stops asking', () => {
    const onLoad = vi.fn();
    render(
      <List loading={false} finished onLoad={onLoad}>
        <p>row</p>
      </List>,
    );
    scrollEndIntoView(true);
    expect(screen.getByRole('status')).toHaveTextContent('没有更多了');
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('after a failure waits for a tap to retry', () => {
    const onLoad = vi.fn();
    render(
      <List loading={false} finished={false} error onLoad={onLoad}>
        <p>row</p>
      </List>,
    );
    scrollEndIntoView(true);
    expect(onLoad).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('refreshes when pulled down far enough at the top', async () => {
    let done: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const { container } = render(
      <List loading={false} finished onLoad={() => {}} onRefresh={onRefresh}>
        <p>row</p>
      </List>,
    );
    const area = container.firstElementChild as HTMLElement;
    // A short pull does nothing.
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 60 }] });
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
    // A long one refreshes on release.
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 160 }] });
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    fireEvent.touchEnd(area);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByText('刷新中…')).toBeInTheDocument();
    await act(async () => done());
    expect(screen.queryByText('刷新中…')).toBeNull();
  });
});
