import type { ClaimState } from '../../schemas/api/lottery-claim';

const PAID = new Set(['paid', 'shipped', 'received', 'completed']);

/**
 * What a win looks like to its winner: paid claim order → claimed; an order awaiting payment → ordered;
 * a win past its deadline is lapsed even before the sweep has switched it (reads never wait for the timer).
 */
export function claimStateOf(
  w: { state: 'won' | 'ordered' | 'lapsed'; orderStatus: string | null; claimDeadline: number },
  now: number,
): ClaimState {
  if (w.state === 'ordered') return w.orderStatus !== null && PAID.has(w.orderStatus) ? 'claimed' : 'ordered';
  if (w.state === 'won' && now >= w.claimDeadline) return 'lapsed';
  return w.state;
}
