import { type CSSProperties, type RefObject, useEffect, useState } from 'react';
import { PRICE_ATTRIBUTE, TITLE_ATTRIBUTE } from './laneMarks';
import { pageIsScrolling, useScrollState } from './useScrollState';

/**
 * The floating overlays' lane (ADR 0015): nothing floating rests on a price. While the page moves the
 * cart and back-top buttons (and the pendants) tuck to a sliver at the screen edge; once it settles each
 * is checked against the prices on screen: the buttons' column rises just far enough to sit between two
 * rows of prices (at most MAX_SHIFT_PX), and of titles too where that is within reach; a pendant on a
 * price stays tucked.
 *
 * Measured with offsetLeft/offsetTop, which for a fixed element are its place in the viewport without the
 * tuck or the rise applied (transforms never move them), so a check never feeds on its own last answer.
 */

/** Marks a floating button of the column; every member rises together, so they never meet. */
const COLUMN_ATTRIBUTE = 'data-floating-column';
/** How far the column may rise above its lane (two rows of a two-column grid are ~260 px apart). */
export const MAX_SHIFT_PX = 144;
const SHIFT_STEP_PX = 4;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A button's resting box in the viewport, whatever tuck or rise is applied to it now. */
const restingBox = (el: HTMLElement): Box => ({
  left: el.offsetLeft,
  top: el.offsetTop,
  right: el.offsetLeft + el.offsetWidth,
  bottom: el.offsetTop + el.offsetHeight,
});

/**
 * A pendant's resting box: its tuck moves it sideways only, so its drawn rows are where it rests (a middle
 * pendant is centred with a transform that offsetTop would leave out), its columns come from offsetLeft.
 */
function pendantBox(el: HTMLElement): Box {
  const drawn = el.getBoundingClientRect();
  return { left: el.offsetLeft, top: drawn.top, right: el.offsetLeft + el.offsetWidth, bottom: drawn.bottom };
}

/** The elements with `attribute` on screen now. */
function visible(attribute: string): Box[] {
  const height = window.innerHeight;
  return [...document.querySelectorAll(`[${attribute}]`)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.bottom > 0 && r.top < height);
}

export const visiblePrices = (): Box[] => visible(PRICE_ATTRIBUTE);

/**
 * How far (px, up) a column resting at `column` must rise so that no price lies under it; null when no
 * rise up to `max` clears them all.
 */
export function clearRise(column: Box, prices: readonly Box[], max = MAX_SHIFT_PX): number | null {
  for (let rise = 0; rise <= max; rise += SHIFT_STEP_PX) {
    const moved = { ...column, top: column.top - rise, bottom: column.bottom - rise };
    if (!prices.some((p) => boxesOverlap(moved, p))) return rise;
  }
  return null;
}

// One check for every overlay per frame: the page settling, a resize and new content (product rows load
// after the buttons) all ask for it; each mounted overlay answers it with its own measurement. The checks
// run in a task queued from the frame, after its style and layout: measured before them (in the
// requestAnimationFrame callback itself, right after the mutation that asked) every check forced a
// layout of its own. The answers are React state, written after every read.
const checks = new Set<() => void>();
let pending = false;
let watchers: (() => void) | undefined;

export function requestLaneCheck(): void {
  if (pending || typeof requestAnimationFrame === 'undefined') return;
  pending = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      pending = false;
      // While the page moves every overlay is tucked, and the page settling asks again: an answer now
      // (blocks below render as they come near) would read layout mid-scroll and move the
      // column while it should keep still (ADR 0015: it moves only when the page stops).
      if (pageIsScrolling()) return;
      for (const check of checks) check();
    }, 0),
  );
}

function watchPage(): () => void {
  window.addEventListener('resize', requestLaneCheck, { passive: true });
  // Text changes (a countdown's seconds) are not childList mutations, so a ticking page stays quiet.
  const mutations =
    typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(requestLaneCheck);
  mutations?.observe(document.body, { childList: true, subtree: true });
  const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(requestLaneCheck);
  resizes?.observe(document.body);
  return () => {
    window.removeEventListener('resize', requestLaneCheck);
    mutations?.disconnect();
    resizes?.disconnect();
  };
}

function useLaneCheck(check: () => void, scrolling: boolean): void {
  useEffect(() => {
    checks.add(check);
    watchers ??= watchPage();
    requestLaneCheck();
    return () => {
      checks.delete(check);
      if (checks.size === 0) {
        watchers?.();
        watchers = undefined;
      }
    };
  }, [check]);
  // The page settled: the prices under the lane are others now.
  useEffect(() => {
    if (!scrolling) requestLaneCheck();
  }, [scrolling]);
}

export interface ColumnPlace {
  /** Props for the button: the column marker, the rise (CSS variable) and the tucked flag. */
  attributes: {
    [COLUMN_ATTRIBUTE]: '';
    'data-tucked'?: true;
    style: CSSProperties;
  };
}

/**
 * A floating button's place in the column (cart, back-top): tucked while the page moves, else risen as
 * far as the whole column must to clear the prices, or tucked when no rise within reach clears them.
 */
export function useFloatingColumn(ref: RefObject<HTMLElement | null>): ColumnPlace {
  const { scrolling } = useScrollState();
  const [place, setPlace] = useState<{ rise: number; blocked: boolean }>({ rise: 0, blocked: false });
  const [check] = useState(() => () => {
    if (!ref.current) return;
    const members = [...document.querySelectorAll<HTMLElement>(`[${COLUMN_ATTRIBUTE}]`)].map(restingBox);
    const column = members.reduce<Box>(
      (all, b) => ({
        left: Math.min(all.left, b.left),
        top: Math.min(all.top, b.top),
        right: Math.max(all.right, b.right),
        bottom: Math.max(all.bottom, b.bottom),
      }),
      restingBox(ref.current),
    );
    const prices = visiblePrices();
    // Clear of the titles as well where a rise within reach allows (a two-column grid); a one-column
    // list has text the whole height of a card, so there the prices alone decide.
    const rise = clearRise(column, [...prices, ...visible(TITLE_ATTRIBUTE)]) ?? clearRise(column, prices);
    setPlace((was) =>
      rise === null
        ? was.blocked
          ? was
          : { rise: was.rise, blocked: true }
        : was.rise === rise && !was.blocked
          ? was
          : { rise, blocked: false },
    );
  });
  useLaneCheck(check, scrolling);
  const tucked = scrolling || place.blocked;
  return {
    attributes: {
      [COLUMN_ATTRIBUTE]: '',
      ...(tucked ? { 'data-tucked': true as const } : {}),
      // A CSS custom property: CSSProperties has no key for it.
      style: { '--lane-rise': `${place.rise}px` } as CSSProperties,
    },
  };
}

/** Whether a pendant resting where it is (untucked) would lie on a price; checked when the page settles. */
export function useRestsOnPrice(ref: RefObject<HTMLElement | null>): boolean {
  const { scrolling } = useScrollState();
  const [onPrice, setOnPrice] = useState(false);
  const [check] = useState(() => () => {
    if (!ref.current) return;
    const box = pendantBox(ref.current);
    setOnPrice(visiblePrices().some((p) => boxesOverlap(box, p)));
  });
  useLaneCheck(check, scrolling);
  return onPrice;
}
