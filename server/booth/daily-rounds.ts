import { nextDailyEnd, toEpochMs } from '../../schemas/booth/schedule';

interface LooseBlock {
  type?: unknown;
  props?: { endTime?: unknown; repeat?: unknown } & Record<string, unknown>;
}

/**
 * The layout as a shopper gets it at `now`: every bottom countdown that repeats daily counts to its next
 * end after `now`, computed from the clock on each read rather than fixed when the page was published, so
 * a mall started yesterday still shows today's round. Works on unchecked layouts too (the QA replay);
 * anything that is not such a countdown is left as it is. The stored layout is never changed.
 */
export function rollDailyCountdowns(layout: unknown, now: number): unknown {
  const blocks = (layout as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return layout;
  let changed = false;
  const rolled = blocks.map((b: LooseBlock) => {
    const endTime = b?.props?.endTime;
    if (b?.type !== 'bottomCountdown' || b.props?.repeat !== 'daily') return b;
    if (typeof endTime !== 'number' && typeof endTime !== 'string') return b;
    const end = toEpochMs(endTime);
    if (!Number.isFinite(end)) return b;
    changed = true;
    return { ...b, props: { ...b.props, endTime: nextDailyEnd(end, now) } };
  });
  return changed ? { ...(layout as object), blocks: rolled } : layout;
}
