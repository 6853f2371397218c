import { DISMISS_ATTRIBUTE } from '../../blocks/shared/dismiss';
import { currentTracker } from '../session/tracking';

/** A block counts as seen when at least half of it is in view for this long. */
const EXPOSURE_RATIO = 0.5;
const EXPOSURE_MS = 1000;
const HOST = '[data-block-id]';
const MODAL = '[aria-modal="true"]';

interface PageInfo {
  pageId: string;
  version: number;
}

function blockOf(el: Element): { blockId: string; blockType: string } | null {
  const host = el.closest<HTMLElement>(HOST);
  const blockId = host?.dataset.blockId;
  return host && blockId ? { blockId, blockType: host.dataset.blockType ?? '' } : null;
}

/** An open modal dialog (the booth popup, a UI modal or sheet) hides every block but its own. */
function covered(target: Element): boolean {
  const host = target.closest(HOST);
  for (const modal of document.querySelectorAll(MODAL)) if (!host?.contains(modal)) return true;
  return false;
}

/**
 * Per-block figures for operators: a BlockExposure event the first time a block of this page view is at
 * least half visible for a second with no modal over it, a BlockClick for every tap inside one but on its close button and a BlockDismiss for a tap on that, each
 * with pageId, blockId and the published version. `flow` is the renderer's flow layer; the whole page
 * around it is watched, so the nav bar and the fixed blocks (pendants, popup, bottom bar and countdown)
 * count too. Each block's own elements are observed, not its wrapper: a fixed block's wrapper has no box.
 * Blocks render lazily (and the popup only once it opens), so new elements are picked up as they appear.
 * Loaded lazily by the renderer (not in the first route), never for previews. Returns the stop function.
 */
export function watchBlocks(flow: HTMLElement, page: PageInfo): () => void {
  const { pageId, version } = page;
  const tracker = currentTracker();
  if (!tracker || typeof IntersectionObserver === 'undefined') return () => {};
  const root = flow.parentElement ?? flow;
  const seen = new Set<string>();
  /** Elements at least half in view now (covered or not), and the running one-second timers. */
  const inView = new Set<Element>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const send = (
    type: 'BlockExposure' | 'BlockClick' | 'BlockDismiss',
    block: { blockId: string; blockType: string },
  ) => tracker.track(type, { pageId, version, ...block });

  const disarm = (target: Element) => {
    clearTimeout(timers.get(target));
    timers.delete(target);
  };
  const arm = (target: Element) => {
    const block = blockOf(target);
    if (!block || seen.has(block.blockId) || timers.has(target)) return;
    if (covered(target)) return;
    timers.set(
      target,
      setTimeout(() => {
        timers.delete(target);
        if (seen.has(block.blockId) || !inView.has(target) || covered(target)) return;
        seen.add(block.blockId);
        send('BlockExposure', block);
      }, EXPOSURE_MS),
    );
  };
  /** A modal opened or closed: stop the clocks of covered blocks, start those uncovered again. */
  const recheck = () => {
    for (const target of inView) {
      if (!target.isConnected) inView.delete(target);
      if (covered(target) || !target.isConnected) disarm(target);
      else arm(target);
    }
  };

  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.intersectionRatio >= EXPOSURE_RATIO) {
          inView.add(entry.target);
          arm(entry.target);
        } else {
          inView.delete(entry.target);
          disarm(entry.target);
        }
      }
    },
    { threshold: [0, EXPOSURE_RATIO] },
  );
  const observed = new WeakSet<Element>();
  const scan = () => {
    for (const host of root.querySelectorAll(HOST)) {
      for (const el of host.children) {
        if (!observed.has(el)) {
          observed.add(el);
          io.observe(el);
        }
      }
    }
    recheck();
  };
  scan();
  const mo = new MutationObserver(scan);
  mo.observe(root, { childList: true, subtree: true });
  // UI modals and sheets are portals on the body: their coming and going covers and uncovers the page.
  const bodyMo = new MutationObserver(recheck);
  bodyMo.observe(document.body, { childList: true });
  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const block = blockOf(e.target);
    if (!block) return;
    // Closing a block is not a click-through (blocks/shared/dismiss.ts): it is counted apart, as a close.
    send(e.target.closest(`[${DISMISS_ATTRIBUTE}]`) ? 'BlockDismiss' : 'BlockClick', block);
  };
  // Capture: a block that navigates away on tap still reports the tap first.
  root.addEventListener('click', onClick, true);
  return () => {
    io.disconnect();
    mo.disconnect();
    bodyMo.disconnect();
    for (const t of timers.values()) clearTimeout(t);
    root.removeEventListener('click', onClick, true);
  };
}
