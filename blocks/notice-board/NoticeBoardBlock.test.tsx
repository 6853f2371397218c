import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock, ViewportObserver, viewport } from '../shared/testing';
import NoticeBoardBlock from './NoticeBoardBlock';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  viewport.reset();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('NoticeBoardBlock', () => {
  it('renders hostile markup as literal text and creates no elements from it', () => {
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'hostile')} index={0} />);
    expect(screen.getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    expect(screen.getAllByText('<img src=x onerror=alert(1)>').length).toBeGreaterThan(0);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[onclick]')).toBeNull();
  });

  it('scrolls a doubled, inert copy so the loop has no gap', () => {
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={0} />);
    const track = screen.getByTestId('notice-track');
    const lists = track.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(lists[1]?.hasAttribute('inert')).toBe(true);
    expect(track.style.animationDuration).toMatch(/s$/);
    // Screen readers (role queries) see each notice once.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('far below the page is its empty strip until scrolled near, then scrolls its notices', () => {
    viewport.far();
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={6} />);
    expect(screen.getByRole('region')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => viewport.scrollNear());
    expect(screen.getByTestId('notice-track').querySelectorAll('ul')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('on the first screen shows its notices at once', () => {
    viewport.far();
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("far below in the operator's preview shows its notices at once, as they are edited", () => {
    viewport.far();
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={6} />, {
      preview: true,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('stands still, one list, under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={0} />);
    expect(screen.queryByTestId('notice-track')).toBeNull();
    expect(screen.getAllByText('大抽奖火热进行中：每天抽手机。')).toHaveLength(1);
  });

  it('stands still in elder mode too, with motion allowed', () => {
    mockReducedMotion(false);
    renderBlock(<NoticeBoardBlock block={fixtureBlock('noticeBoard', 'home')} index={0} />, { elder: true });
    expect(screen.queryByTestId('notice-track')).toBeNull();
    expect(screen.getAllByText('大抽奖火热进行中：每天抽手机。')).toHaveLength(1);
  });

  it('opens linked notices through the runtime', () => {
    mockReducedMotion(true);
    const block = fixtureBlock('noticeBoard', 'home');
    const linked = block.props.items.find((item) => item.link !== undefined);
    if (!linked) throw new Error('home notice board has no linked notice');
    const { runtime } = renderBlock(<NoticeBoardBlock block={block} index={0} />);
    fireEvent.click(screen.getByRole('link', { name: linked.text }));
    expect(runtime.openLink).toHaveBeenCalledWith(linked.link);
  });

  it('clamps a long notice to the spec’s width 48 (a Chinese character counts 2), with an ellipsis', () => {
    const home = fixtureBlock('noticeBoard', 'home');
    const text = '关于春节期间物流配送安排的公告：1月20日至2月5日下单的订单将延迟发货，敬请谅解';
    renderBlock(
      <NoticeBoardBlock block={{ ...home, props: { ...home.props, items: [{ text }] } }} index={0} />,
    );
    const [item] = screen.getAllByRole('listitem');
    // 16 Chinese characters (32) + '1月20日至2月5日' (15) = 47: '下' would make 49.
    expect(item?.textContent).toBe('关于春节期间物流配送安排的公告：1月20日至2月5日…');
  });
});
