import { type RefObject, useEffect, useRef, useState } from 'react';
import { useBlockRuntime } from '../runtime';
import { onFirstScreen } from './image-priority';

/**
 * Windowing for long booth pages: a block far below renders only its reserved box until it
 * comes within a screen of the viewport, then the rest. One IntersectionObserver serves every block on
 * the page (one per block cost more than the blocks' own markup on a 200-block page); it reports after
 * the frame's layout, so nothing here reads layout during a render or a commit.
 */
type Report = (inRange: boolean) => void;

const reports = new Map<Element, Report>();
let observer: IntersectionObserver | undefined;

function observe(el: Element, report: Report): () => void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) reports.get(entry.target)?.(entry.isIntersecting);
      },
      // A screen ahead: the block is whole (a carousel started, its first swipe smooth) before it shows.
      { rootMargin: '100% 0px' },
    );
  }
  reports.set(el, report);
  observer.observe(el);
  return () => {
    reports.delete(el);
    observer?.unobserve(el);
    // The last block gone (the page left): the next page makes its own.
    if (reports.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

export interface NearViewport {
  /** Has come within a screen of the viewport (stays true), or there is no IntersectionObserver to tell. */
  near: boolean;
  /**
   * Render the whole block: near, or on the first screen (whole at its first paint), or in the operator's
   * preview, which shows every block as it is edited.
   */
  whole: boolean;
  /** Within a screen of the viewport now: e.g. autoplay only moves what may be seen. */
  inRange: RefObject<boolean>;
}

/** Whether the block at flow `index` whose root is `ref` is near the viewport, and whether to render it whole. */
export function useNearViewport(ref: RefObject<Element | null>, index: number): NearViewport {
  const { eagerCount, preview } = useBlockRuntime();
  const supported = typeof IntersectionObserver !== 'undefined';
  // Near at once only in a browser that cannot tell; the server's first screen renders as a browser that
  // can (not near yet), so hydration meets the same markup.
  const [near, setNear] = useState(!supported && typeof window !== 'undefined');
  const inRange = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    return observe(el, (now) => {
      inRange.current = now;
      if (now) setNear(true);
    });
  }, [ref, supported]);
  return { near, whole: near || preview || onFirstScreen(index, eagerCount), inRange };
}
