import { useEffect, useState } from 'react';

/** How long after the last scroll event the page counts as still scrolling. */
export const SCROLL_SETTLE_MS = 600;

/**
 * True while the document is being scrolled (and SCROLL_SETTLE_MS after). Pendants tuck aside
 * meanwhile, so the titles and prices moving underneath are readable; re-renders only on a flip.
 */
export function useScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return scrolling;
}
