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
  return rollDailyCountdownsUntil(layout, now).layout;
}

/**
 * rollDailyCountdowns, and the first instant its answer changes: the earliest end it counts to (each
 * rolls over to the next day there). Infinity when nothing rolls, so a kept answer knows how long it holds.
 */
export function rollDailyCountdownsUntil(layout: unknown, now: number): { layout: unknown; until: number } {
  const blocks = (layout as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return { layout, until: Number.POSITIVE_INFINITY };
  let until = Number.POSITIVE_INFINITY;
  const rolled = blocks.map((b: LooseBlock) => {
    const endTime = b?.props?.endTime;
    if (b?.type !== 'bottomCountdown' || b.props?.repeat !== 'daily') return b;
    if (typeof endTime !== 'number' && typeof endTime !== 'string') return b;
    const end = toEpochMs(endTime);
    if (!Number.isFinite(end)) return b;
    const next = nextDailyEnd(end, now);
    until = Math.min(until, next);
    return { ...b, props: { ...b.props, endTime: next } };
  });
  return {
    layout: until === Number.POSITIVE_INFINITY ? layout : { ...(layout as object), blocks: rolled },
    until,
  };
}
