import { act, fireEvent, screen } from '@testing-library/react';
import Swiper from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import { swiperMessages } from './messages';
import SwiperBlock from './SwiperBlock';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = swiperMessages['zh-CN'];

const block = fixtureBlock('swiper', 'home'); // 4 slides, autoplay 4000 ms, loop
const activeDot = () =>
  screen
    .getAllByRole('button', { name: /^第 \d+ 张，共/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

/**
 * happy-dom's IntersectionObserver never calls back (it does no layout). This one answers as a
 * browser would for a carousel on the first screen: in view as soon as it is observed, unless a
 * test scrolls it away first (`inView = false`) and brings it in with `scrollIntoView()`.
 */
let inView = true;
const observers = new Set<FakeObserver>();
class FakeObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    this.report();
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  takeRecords() {
    return [];
  }
  report() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: inView }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}
const scrollIntoView = () => {
  inView = true;
  for (const o of observers) o.report();
};

beforeEach(() => {
  inView = true;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
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

  it('has one dot per slide; a dot asks swiper for its slide', () => {
    // happy-dom does no layout, so swiper cannot actually move there; check the request instead.
    const slideToLoop = vi.spyOn(Swiper.prototype, 'slideToLoop');
    renderBlock(<SwiperBlock block={block} index={0} />);
    expect(screen.getAllByRole('button', { name: /^第 \d 张，共 4 张$/ })).toHaveLength(4);
    expect(activeDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: t.slideOf(3, 4) }));
    expect(slideToLoop).toHaveBeenCalledWith(2);
  });

  it('starts swiper, with every slide, only when the carousel nears the viewport: no layout read while the page renders', () => {
    const init = vi.spyOn(Swiper.prototype, 'init');
    const slideToLoop = vi.spyOn(Swiper.prototype, 'slideToLoop');
    inView = false;
    renderBlock(<SwiperBlock block={block} index={5} />);
    expect(init).not.toHaveBeenCalled();
    // The first slide alone is drawn (by the CSS, in the reserved ratio), and the dots are there.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['新春焕新季：低至5折']);
    expect(screen.getAllByRole('button', { name: /^第 \d 张，共 4 张$/ })).toHaveLength(4);
    act(() => scrollIntoView());
    expect(init).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img', { name: '数字人民币支付更优惠' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: t.slideOf(2, 4) }));
    expect(slideToLoop).toHaveBeenCalledWith(1);
  });

  it('autoplays every autoplayMs', () => {
    vi.useFakeTimers();
    renderBlock(<SwiperBlock block={block} index={0} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeDot()).toBe(1);
  });

  it('does not autoplay with reduced motion or autoplayMs 0', () => {
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
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeDot()).toBe(0);
  });

  it('has no dots for a single slide', () => {
    const single = { ...block, props: { ...block.props, slides: block.props.slides.slice(0, 1) } };
    renderBlock(<SwiperBlock block={single} index={0} />);
    expect(screen.queryByRole('button', { name: /^第 \d+ 张，共/ })).toBeNull();
  });
});
