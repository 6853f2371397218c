import { useSyncExternalStore } from 'react';

/** How long after the last scroll event the page counts as still scrolling. */
export const SCROLL_SETTLE_MS = 600;

export interface ScrollState {
  /** Being scrolled now (and SCROLL_SETTLE_MS after the last scroll event). */
  scrolling: boolean;
  /** Scrolled past the first screen: the products and their prices are what lies under a pendant. */
  deep: boolean;
}

/**
 * One watcher of the document's scroll for every floating overlay on the page. The scroll event only
 * flags movement; the position (scrollY, innerHeight, which force a layout when the page changed since
 * the last one) is read once, in a task queued from the handler: scroll events fire in the frame's
 * rendering steps, so that task runs after the frame's layout and paint. Never inside the scroll handler
 * nor during a render (the deals page's forced reflows while scrolling).
 */
interface Position {
  scrolling: boolean;
  y: number;
  viewport: number;
}
let position: Position = { scrolling: false, y: 0, viewport: 0 };
const listeners = new Set<() => void>();
let settleTimer: ReturnType<typeof setTimeout> | undefined;
let measureTimer: ReturnType<typeof setTimeout> | undefined;

function publish(next: Position): void {
  if (next.scrolling === position.scrolling && next.y === position.y && next.viewport === position.viewport)
    return;
  position = next;
  for (const listener of listeners) listener();
}

/** Reads the position in a task of its own, once however many scroll events asked before it ran. */
function measureAfterFrame(): void {
  if (measureTimer !== undefined || typeof window === 'undefined') return;
  measureTimer = setTimeout(() => {
    measureTimer = undefined;
    publish({ ...position, y: window.scrollY, viewport: window.innerHeight });
  }, 0);
}

function onScroll(): void {
  if (!position.scrolling) publish({ ...position, scrolling: true });
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => publish({ ...position, scrolling: false }), SCROLL_SETTLE_MS);
  measureAfterFrame();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page opened (or restored) part way down: its position, without reading it in a render.
    measureAfterFrame();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    clearTimeout(settleTimer);
    clearTimeout(measureTimer);
    measureTimer = undefined;
    // The next page starts from the top until its own position is read.
    position = { scrolling: false, y: 0, viewport: 0 };
  };
}

/** Whether the page is moving now (the same flag the overlays render from), for work that waits for rest. */
export const pageIsScrolling = (): boolean => position.scrolling;

const serverFalse = () => false;

/**
 * The document's scroll state for the floating overlays (pendants, the cart and back-top buttons), which
 * tuck aside while the page moves (ADR 0015); pendants also stay tucked below the first screen, so the
 * titles and prices under them can be read. Re-renders only on a flip.
 */
export function useScrollState(): ScrollState {
  const scrolling = useSyncExternalStore(subscribe, () => position.scrolling, serverFalse);
  const deep = useSyncExternalStore(subscribe, () => position.y > position.viewport, serverFalse);
  return { scrolling, deep };
}

/** True once the document has scrolled at least `threshold` px (0 = always); re-renders on a flip. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => position.y >= threshold,
    () => threshold <= 0,
  );
}
