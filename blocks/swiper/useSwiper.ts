import { type RefObject, useEffect, useRef } from 'react';
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
 * holds while a finger is down, and skips ticks while the page is hidden.
 */
export function useSwiper(
  container: RefObject<HTMLElement | null>,
  { loop, autoplayMs, onIndexChange }: SwiperOptions,
) {
  const instance = useRef<Swiper | null>(null);
  const onIndex = useLatest(onIndexChange);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const swiper = new Swiper(el, { loop });
    instance.current = swiper;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (autoplayMs > 0) timer = setTimeout(advance, autoplayMs);
    };
    function advance() {
      if (!document.hidden) {
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
  }, [container, loop, autoplayMs, onIndex]);

  return instance;
}
