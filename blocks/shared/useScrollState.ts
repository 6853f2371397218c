import { useEffect, useState } from 'react';

/** How long after the last scroll event the page counts as still scrolling. */
export const SCROLL_SETTLE_MS = 600;

export interface ScrollState {
  /** Being scrolled now (and SCROLL_SETTLE_MS after the last scroll event). */
  scrolling: boolean;
  /** Scrolled past the first screen: the products and their prices are what lies under a pendant. */
  deep: boolean;
}

const isDeep = () => typeof window !== 'undefined' && window.scrollY > window.innerHeight;

/**
 * The document's scroll state for the floating overlays (pendants, the cart and back-top buttons), which
 * tuck aside while the page moves (ADR 0015); pendants also stay tucked below the first screen, so the
 * titles and prices under them can be read. Re-renders only on a flip.
 */
export function useScrollState(): ScrollState {
  const [scrolling, setScrolling] = useState(false);
  const [deep, setDeep] = useState(isDeep);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      setDeep(isDeep());
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return { scrolling, deep };
}
