import { act, fireEvent, screen } from '@testing-library/react';
import Swiper from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock, ViewportObserver, viewport } from '../shared/testing';
import { swiperMessages } from './messages';
import SwiperBlock from './SwiperBlock';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = swiperMessages['zh-CN'];

const block = fixtureBlock('swiper', 'home'); // 4 slides, autoplay 4000 ms, loop
const activeDot = () =>
  screen
    .getAllByRole('button', { name: /^第 \d+ 张，共/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

/** Swiper's core is a lazy chunk (useSwiper): lets its import settle and swiper start. */
const swiperLoaded = () =>
  act(async () => {
    await import('swiper');
  });

beforeEach(() => {
  viewport.reset();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SwiperBlock', () => {
  it('renders every slide and reserves the aspect ratio on the container', () => {
    const { container } = renderBlock(<SwiperBlock block={block} index={0} />);
    const section = container.querySelector('section');
    expect(section?.style.aspectRatio).toBe('750 / 320');
    for (const slide of block.props.slides) {
      expect(screen.getAllByRole('img', { name: slide.image.alt }).length).toBeGreaterThan(0);
    }
  });

  it('loads only the first slide eagerly when in the first screen', () => {
    renderBlock(<SwiperBlock block={block} index={0} />);
    const first = screen.getAllByRole('img', { name: '新春焕新季：低至5折' })[0];
    const second = screen.getAllByRole('img', { name: '数字人民币支付更优惠' })[0];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('is lazy throughout below the fold', () => {
    renderBlock(<SwiperBlock block={block} index={5} />);
    for (const img of screen.getAllByRole('img')) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('renders the URL slide as an anchor', () => {
    // The seed links every slide inside the mall; an operator may still link one to an outside page.
    const [first, ...rest] = block.props.slides;
    if (!first) throw new Error('the fixture has slides');
    const url = 'https://activity.bank.example/instalment/2026';
    const withUrl = {
      ...block,
      props: { ...block.props, slides: [{ ...first, link: { linkType: 'url' as const, url } }, ...rest] },
    };
    renderBlock(<SwiperBlock block={withUrl} index={0} />);
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === url)).toBe(true);
  });

  it('has one dot per slide; a dot asks swiper for its slide', async () => {
    // happy-dom does no layout, so swiper cannot actually move there; check the request instead.
    const slideToLoop = vi.spyOn(Swiper.prototype, 'slideToLoop');
    renderBlock(<SwiperBlock block={block} index={0} />);
    await swiperLoaded();
    expect(screen.getAllByRole('button', { name: /^第 \d 张，共 4 张$/ })).toHaveLength(4);
    expect(activeDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: t.slideOf(3, 4) }));
    expect(slideToLoop).toHaveBeenCalledWith(2);
  });

  it('far below the page is its reserved box until scrolled near, then every slide, the dots and swiper', async () => {
    const init = vi.spyOn(Swiper.prototype, 'init');
    const slideToLoop = vi.spyOn(Swiper.prototype, 'slideToLoop');
    viewport.far();
    const { container } = renderBlock(<SwiperBlock block={block} index={5} />);
    // No layout read while the page renders: swiper has not started, and there is nothing to draw.
    expect(init).not.toHaveBeenCalled();
    expect(container.querySelector('section')?.style.aspectRatio).toBe('750 / 320');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => viewport.scrollNear());
    await swiperLoaded();
    expect(init).toHaveBeenCalledTimes(1);
    for (const slide of block.props.slides) {
      expect(screen.getAllByRole('img', { name: slide.image.alt }).length).toBeGreaterThan(0);
    }
    fireEvent.click(screen.getByRole('button', { name: t.slideOf(2, 4) }));
    expect(slideToLoop).toHaveBeenCalledWith(1);
  });

  it('on the first screen shows its first slide and dots at once, and starts swiper when seen', async () => {
    const init = vi.spyOn(Swiper.prototype, 'init');
    viewport.far();
    renderBlock(<SwiperBlock block={block} index={0} />);
    expect(init).not.toHaveBeenCalled();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['新春焕新季：低至5折']);
    expect(screen.getAllByRole('button', { name: /^第 \d 张，共 4 张$/ })).toHaveLength(4);
    act(() => viewport.scrollNear());
    await swiperLoaded();
    expect(init).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img', { name: '数字人民币支付更优惠' }).length).toBeGreaterThan(0);
  });

  it('does not autoplay while scrolled out of range, and moves on once back', async () => {
    vi.useFakeTimers();
    renderBlock(<SwiperBlock block={block} index={0} />);
    await swiperLoaded();
    act(() => viewport.scrollAway());
    act(() => vi.advanceTimersByTime(8000));
    expect(activeDot()).toBe(0);
    act(() => viewport.scrollNear());
    act(() => vi.advanceTimersByTime(4000));
    expect(activeDot()).toBe(1);
  });

  it('autoplays every autoplayMs', async () => {
    vi.useFakeTimers();
    renderBlock(<SwiperBlock block={block} index={0} />);
    await swiperLoaded();
    act(() => vi.advanceTimersByTime(3999));
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeDot()).toBe(1);
  });

  it('does not autoplay with reduced motion or autoplayMs 0', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderBlock(<SwiperBlock block={block} index={0} />);
    await swiperLoaded();
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeDot()).toBe(0);
  });

  it('has no dots for a single slide', () => {
    const single = { ...block, props: { ...block.props, slides: block.props.slides.slice(0, 1) } };
    renderBlock(<SwiperBlock block={single} index={0} />);
    expect(screen.queryByRole('button', { name: /^第 \d+ 张，共/ })).toBeNull();
  });
});
