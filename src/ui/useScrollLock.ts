import { useEffect } from 'react';

/**
 * The page under a mask does not scroll (滚动穿透), on every web view the mall meets:
 * `overflow: hidden` on the body is ignored by iOS Safari before 16 for touch scrolling, and
 * `overscroll-behavior` is missing before iOS 16 / Chrome 63 too. What works everywhere is pinning the
 * body where it stands (`position: fixed` at minus the scroll offset) and putting the offset back when the
 * last mask closes. Masks stack (a modal over a sheet): only the first lock pins, only the last unlock
 * restores, so the shopper lands where they were before the first mask opened.
 */
let locks = 0;
let saved: { scrollY: number; style: string } | null = null;

function pin(): void {
  const body = document.body;
  const scrollY = window.scrollY;
  saved = { scrollY, style: body.getAttribute('style') ?? '' };
  body.style.position = 'fixed';
  body.style.top = `${-scrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  body.style.overflow = 'hidden';
}

function unpin(): void {
  const body = document.body;
  const previous = saved;
  saved = null;
  if (!previous) return;
  if (previous.style) body.setAttribute('style', previous.style);
  else body.removeAttribute('style');
  // Instant, whatever the page's scroll-behaviour: the shopper must not watch the page scroll back.
  window.scrollTo({ top: previous.scrollY, left: 0, behavior: 'instant' });
}

/** Locks the page's scroll until the returned release is called (once; later calls do nothing). */
export function lockScroll(): () => void {
  locks += 1;
  if (locks === 1) pin();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) unpin();
  };
}

/** Locks the page's scroll while `active` (each mask calls it; nested masks count). */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
