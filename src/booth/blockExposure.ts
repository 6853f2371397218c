import { currentTracker } from '../app/tracking';

/** A block counts as seen when at least half of it is in view for this long (issue 18). */
const EXPOSURE_RATIO = 0.5;
const EXPOSURE_MS = 1000;

interface PageInfo {
  pageId: string;
  version: number;
}

function blockOf(el: Element): { blockId: string; blockType: string } | null {
  const host = el.closest<HTMLElement>('[data-block-id]');
  const blockId = host?.dataset.blockId;
  return host && blockId ? { blockId, blockType: host.dataset.blockType ?? '' } : null;
}

/**
 * Per-block figures for operators: a BlockExposure event the first time a block of this page view is at
 * least half visible for a second, and a BlockClick for every tap inside one, each with pageId, blockId and
 * the published version. Blocks render lazily, so new block elements are picked up as they appear.
 * Loaded lazily by the renderer (not in the first route), never for previews. Returns the stop function.
 */
export function watchBlocks(container: HTMLElement, page: PageInfo): () => void {
  const { pageId, version } = page;
  const tracker = currentTracker();
  if (!tracker || typeof IntersectionObserver === 'undefined') return () => {};
  const seen = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const send = (type: 'BlockExposure' | 'BlockClick', block: { blockId: string; blockType: string }) =>
    tracker.track(type, { pageId, version, ...block });

  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = blockOf(entry.target);
        if (!block || seen.has(block.blockId)) continue;
        if (entry.intersectionRatio >= EXPOSURE_RATIO) {
          if (timers.has(entry.target)) continue;
          timers.set(
            entry.target,
            setTimeout(() => {
              timers.delete(entry.target);
              if (seen.has(block.blockId)) return;
              seen.add(block.blockId);
              io.unobserve(entry.target);
              send('BlockExposure', block);
            }, EXPOSURE_MS),
          );
        } else {
          clearTimeout(timers.get(entry.target));
          timers.delete(entry.target);
        }
      }
    },
    { threshold: [0, EXPOSURE_RATIO] },
  );
  const observed = new WeakSet<Element>();
  const scan = () => {
    for (const el of container.querySelectorAll('[data-block-id]')) {
      if (!observed.has(el)) {
        observed.add(el);
        io.observe(el);
      }
    }
  };
  scan();
  const mo = new MutationObserver(scan);
  mo.observe(container, { childList: true, subtree: true });
  const onClick = (e: MouseEvent) => {
    const block = e.target instanceof Element ? blockOf(e.target) : null;
    if (block) send('BlockClick', block);
  };
  // Capture: a block that navigates away on tap still reports the tap first.
  container.addEventListener('click', onClick, true);
  return () => {
    io.disconnect();
    mo.disconnect();
    for (const t of timers.values()) clearTimeout(t);
    container.removeEventListener('click', onClick, true);
  };
}
