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
  answerWhenOwned([...taps], win, Date.now() + WAIT_MS);
}

/** What the boot script keeps too: the controls a tap is meant for. */
const TAPPABLE = 'button,[role=button],[role=tab],input,label,summary';

/**
 * After the shell has hydrated, parts of the screen can still be the server's HTML waiting for their code
 * (the route's lazy screen, each booth block under its own Suspense), and React drops a click on such a
 * part: the shell's `data-hydrated` came, the boot script's listener stood down, and the tap went nowhere
 * (a deal tab, 加入购物车; ADR 0073). For WAIT_MS after the handover, a tap on a control React does not own
 * yet, inside a Suspense boundary of the server's HTML, is held and answered once React owns it.
 */
export function holdTapsOnDehydratedParts(win: Window = window): () => void {
  const doc = win.document;
  const deadline = Date.now() + WAIT_MS;
  const onClick = (event: MouseEvent): void => {
    if (Date.now() >= deadline) {
      stop();
      return;
    }
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!target || ownedByReact(target) || !doc.getElementById('root')?.contains(target)) return;
    if (!waitsForItsCode(target)) return;
    event.preventDefault();
    event.stopPropagation();
    answerWhenOwned([target], win, deadline);
  };
  const stop = (): void => doc.removeEventListener('click', onClick, true);
  doc.addEventListener('click', onClick, true);
  return stop;
}

/** How far back among its siblings a part is looked for its boundary's start: a bound, not a real limit. */
const MAX_SIBLINGS = 500;

/**
 * Whether this control is server HTML inside a Suspense boundary React has not hydrated yet: its outermost
 * ancestor React does not own follows a boundary's start marker (`<!--$-->`, `<!--$?-->`) among its
 * siblings. A control a library added inside a hydrated part (swiper's bullets) follows no such marker,
 * and React never will own it: it is left alone.
 */
function waitsForItsCode(el: Element): boolean {
  let top = el;
  while (top.parentElement && !ownedByReact(top.parentElement)) top = top.parentElement;
  let node = top.previousSibling;
  for (let i = 0; node && i < MAX_SIBLINGS; i++, node = node.previousSibling) {
    if (node.nodeType !== Node.COMMENT_NODE) continue;
    const data = (node as Comment).data;
    if (data === '/$') return false;
    if (data.startsWith('$')) return true;
  }
  return false;
}

/** Clicks each target, in order, once React owns it (or at the deadline, when it is answered as it is). */
function answerWhenOwned(pending: Element[], win: Window, deadline: number): void {
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
