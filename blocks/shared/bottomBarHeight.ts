import { type RefObject, useLayoutEffect } from 'react';

/**
 * The one fixed bar at the bottom of the screen (the shell's tab bar, or an operator's bottom-bar block)
 * publishes its height, without the safe-area inset, as this variable on <html>, with `data-bottom-bar`
 * while it is shown. What must clear the bar (the booth page's spacer and floating lane, the cart's
 * submit bar) reads it instead of assuming 52 px: with large text (elder mode, 200 % text zoom) the bar
 * grows to fit its labels, and so do they.
 */
export const BOTTOM_BAR_VAR = '--mall-bottom-bar';
/** The bar's height with the usual text; the fallback before the first measure (and in the server's HTML). */
export const BOTTOM_BAR_PX = 52;
/** The variable with its fallback, for CSS values and inline styles. */
export const BOTTOM_BAR_HEIGHT = `var(${BOTTOM_BAR_VAR}, ${BOTTOM_BAR_PX}px)`;

/** Measures `ref` (the bar's content box, inside the safe-area padding) for as long as it is mounted. */
export function usePublishBottomBar(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    // The usual height is the variable's fallback already: leaving <html>'s style alone then spares the
    // whole document a style recalculation when the page hydrates (an inherited property on the root).
    const publish = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height === BOTTOM_BAR_PX) root.style.removeProperty(BOTTOM_BAR_VAR);
      else root.style.setProperty(BOTTOM_BAR_VAR, `${height}px`);
    };
    publish();
    root.setAttribute('data-bottom-bar', '');
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_VAR);
      root.removeAttribute('data-bottom-bar');
    };
  }, [ref]);
}
