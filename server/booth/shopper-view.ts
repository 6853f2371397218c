import { rollDailyCountdownsUntil } from './daily-rounds';
import { dropExpiredBlocks, nextBlockEnd, type RawLayout } from './layout';

/**
 * A published layout as shoppers get it at `now` (ended blocks dropped, daily countdowns rolled to their
 * next end), and `until`, the first instant after which it would read differently: an answer kept in
 * memory holds exactly that long. Blocks that start later change nothing here: they are in
 * the answer already and the app shows them at their start, judged on the answer's server time.
 */
export function shopperViewAt(layout: RawLayout, now: number): { layout: unknown; until: number } {
  const rolled = rollDailyCountdownsUntil(dropExpiredBlocks(layout, now), now);
  return { layout: rolled.layout, until: Math.min(rolled.until, nextBlockEnd(layout, now)) };
}
