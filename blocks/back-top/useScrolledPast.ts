import { useEffect, useState } from 'react';

/**
 * True once the document has scrolled at least `threshold` px (0 = always). Booth pages scroll
 * the document, not an inner box, so the window's scroll position is the one that matters.
 * The listener is passive and only re-renders when the answer flips.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= threshold);
  useEffect(() => {
    const check = () => setPast(window.scrollY >= threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}
