import { type RefObject, useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { useLatest } from '../shared/useLatest';

export interface SwiperOptions {
  loop: boolean;
  /** 0 = no autoplay. */
  autoplayMs: number;
  onIndexChange: (realIndex: number) => void;
}

/**
 * Drives swiper's core on markup React renders. Swiper's React wrapper and its Autoplay and
 * Pagination modules would push this block's chunk to ~29 KB gzip, over its 25 KB budget; core
 * plus this hook and the React dots is ~23 KB. Autoplay here advances after `autoplayMs` of rest,
 * holds while a finger is down, and skips ticks while the page is hidden or the carousel is off
 * screen.
 *
 * Swiper reads the container's size when it starts (and writes the slides' styles), which forced
 * one layout per carousel inside React's commit: on a long page the mall's blocks rendered ~100×
 * slower than stand-ins (issue 19). So a carousel is `near` only once an IntersectionObserver
 * (after layout, not during render) sees it within a screen of the viewport: until then the block
 * renders its first slide alone, which the CSS lays out in the reserved aspect ratio, and swiper
 * does not exist. Then the other slides render and swiper starts; later it measures again only on
 * resize (its own ResizeObserver). Without IntersectionObserver it is near from the start.
 */
export function useSwiper(
  container: RefObject<HTMLElement | null>,
  { loop, autoplayMs, onIndexChange }: SwiperOptions,
): { instance: RefObject<Swiper | null>; near: boolean } {
  const instance = useRef<Swiper | null>(null);
  const onIndex = useLatest(onIndexChange);
  // Near the viewport (or no IntersectionObserver to tell): render every slide and start swiper.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const visible = useRef(true);

  useEffect(() => {
    const el = container.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((e) => e.isIntersecting);
        if (visible.current) setNear(true);
      },
      // A screen ahead: it is ready (and its first swipe smooth) before it scrolls in.
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [container]);

  useEffect(() => {
    const el = container.current;
    if (!el || !near) return;
    const swiper = new Swiper(el, { loop });
    instance.current = swiper;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (autoplayMs > 0) timer = setTimeout(advance, autoplayMs);
    };
    function advance() {
      // Off screen or hidden: no slide moves (and no layout work) nobody sees.
      if (visible.current && !document.hidden) {
        if (!loop && swiper.isEnd) swiper.slideTo(0);
        else swiper.slideNext();
      }
      schedule();
    }

    swiper.on('slideChange', () => onIndex.current(swiper.realIndex));
    swiper.on('touchStart', stop);
    swiper.on('touchEnd', schedule);
    swiper.on('slideChangeTransitionEnd', schedule);
    schedule();

    return () => {
      stop();
      instance.current = null;
      // Restores the slides' order and inline styles so React finds its DOM as it left it.
      swiper.destroy(true, true);
    };
  }, [container, near, loop, autoplayMs, onIndex]);

  return { instance, near };
}
