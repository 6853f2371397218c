import { type RefObject, useEffect, useRef } from 'react';
import type Swiper from 'swiper';
import { useLatest } from '../shared/useLatest';

export interface SwiperOptions {
  loop: boolean;
  /** 0 = no autoplay. */
  autoplayMs: number;
  onIndexChange: (realIndex: number) => void;
  /** The carousel has come near the viewport (useNearViewport): every slide is rendered, start swiper. */
  near: boolean;
  /** Near the viewport now: autoplay moves only what may be seen. */
  inRange: RefObject<boolean>;
}

/**
 * Drives swiper's core on markup React renders. Swiper's React wrapper and its Autoplay and
 * Pagination modules would push this block's chunk to ~29 KB gzip, over its 25 KB budget; core
 * plus this hook and the React dots is ~23 KB. Autoplay here advances after `autoplayMs` of rest,
 * holds while a finger is down, and skips ticks while the page is hidden or the carousel is off
 * screen.
 *
 * Swiper reads the container's size and its slides' places when it starts (after writing the slides'
 * widths), which forced a layout per carousel inside React's commit: on a long page the mall's blocks
 * rendered ~100x slower than stand-ins. So swiper starts only once the carousel is `near`,
 * which an IntersectionObserver reports after a frame's layout, never in the commit that rendered the
 * page; later it measures again only on resize (its own ResizeObserver).
 *
 * Swiper's core (~22 KB gzip) is a chunk of its own, loaded only then: the first slide is laid out by
 * CSS alone, so the first screen's paint no longer waits for it (it was downloaded beside the
 * entry script, on the way to the largest paint). A dot tapped before it arrives does nothing.
 */
export function useSwiper(
  container: RefObject<HTMLElement | null>,
  { loop, autoplayMs, onIndexChange, near, inRange }: SwiperOptions,
): RefObject<Swiper | null> {
  const instance = useRef<Swiper | null>(null);
  const onIndex = useLatest(onIndexChange);

  useEffect(() => {
    const el = container.current;
    if (!el || !near) return;
    let stopped = false;
    let cleanup: (() => void) | null = null;
    import('swiper')
      .then(({ default: SwiperCore }) => {
        if (stopped) return;
        const swiper = new SwiperCore(el, { loop });
        instance.current = swiper;
        const undo = drive(swiper, { loop, autoplayMs, inRange, onIndex });
        cleanup = () => {
          undo();
          instance.current = null;
        };
      })
      // No carousel then: the first slide stays, as it is before swiper starts.
      .catch(() => {});
    return () => {
      stopped = true;
      cleanup?.();
    };
  }, [container, near, loop, autoplayMs, onIndex, inRange]);

  return instance;
}

/** Autoplay and the index callback on a started swiper; answers how to undo it all. */
function drive(
  swiper: Swiper,
  {
    loop,
    autoplayMs,
    inRange,
    onIndex,
  }: Pick<SwiperOptions, 'loop' | 'autoplayMs' | 'inRange'> & {
    onIndex: RefObject<(realIndex: number) => void>;
  },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    if (autoplayMs > 0) timer = setTimeout(advance, autoplayMs);
  };
  function advance() {
    // Off screen or hidden: no slide moves (and no layout work) nobody sees.
    if (inRange.current && !document.hidden) {
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
    // Restores the slides' order and inline styles so React finds its DOM as it left it.
    swiper.destroy(true, true);
  };
}
