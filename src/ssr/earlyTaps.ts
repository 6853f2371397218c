/**
 * Taps a shopper made on a server-rendered first screen before its scripts ran: the page's boot script
 * (server/ssr/scripts-after-paint.ts, ADR 0051) keeps their targets in `window.__mallEarlyTaps` and holds
 * them back. Once their part of the screen is hydrated they are answered, in order, by the same elements
 * (hydration keeps the server's nodes); a screen the browser rendered anew has other nodes, so those taps
 * are dropped, as the shopper sees a new screen.
 */
declare global {
  interface Window {
    __mallEarlyTaps?: Element[] | null;
  }
}

/** How long a kept tap may wait for its part of the screen (a lazy block's code) to hydrate. */
const WAIT_MS = 10_000;

/**
 * Whether React has attached this element's handlers. The shell hydrates before a route's lazy screen and
 * each booth block's own Suspense boundary; a click dispatched on a part still dehydrated would be lost.
 * React keeps an element's props under a `__reactProps$…` key once it owns the node: an internal name,
 * read only here and only to time the replay (if it ever changes, taps are answered at the deadline).
 */
const ownedByReact = (el: Element): boolean => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

export function replayEarlyTaps(win: Window = window): void {
  const taps = win.__mallEarlyTaps;
  // Null from here on: the boot script's listener sees it and removes itself at the next tap.
  win.__mallEarlyTaps = null;
  if (!taps || taps.length === 0) return;
  const pending = [...taps];
  const deadline = Date.now() + WAIT_MS;
  const step = () => {
    while (pending.length > 0) {
      const target = pending[0];
      if (!target?.isConnected || !(target instanceof HTMLElement)) {
        pending.shift();
        continue;
      }
      // In order: a later tap waits for an earlier one's part of the screen.
      if (!ownedByReact(target) && Date.now() < deadline) {
        win.requestAnimationFrame(step);
        return;
      }
      pending.shift();
      target.click();
    }
  };
  step();
}
