import type { TeamDetail } from '../../../schemas/api/group-buy';
import type { groupBuyMessages } from './messages';

type Words = (typeof groupBuyMessages)['zh-CN'];

/** The headline for the team's state as this viewer sees it (yudao's detail page). */
export function headline(d: TeamDetail, t: Words): string {
  const mine = d.viewer !== 'visitor';
  if (d.status === 'succeeded') return mine ? t.succeeded : t.succeededOther;
  if (d.status === 'failed') return mine && d.myRefunded ? t.failedMine : t.failedOther;
  if (d.status === 'forming') return t.forming;
  if (d.expireAt !== null && d.expireAt <= d.now) return t.timeUp;
  return t.waiting(d.missing);
}
