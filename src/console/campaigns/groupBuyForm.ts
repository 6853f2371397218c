import type { groupBuyOperatorEdit } from '../../../schemas/api/endpoints/group-buy-operator';
import type { OperatorGroupBuy } from '../../../schemas/api/group-buy-operator';
import { centsToYuan } from '../../lib/money';
import { toBeijingInput } from '../clock';
import type { FormBody } from './campaignApi';
import { centsOf, timeOf, wholeOf } from './couponForm';

/** The group-buy form as typed: the team price in yuan, the window in minutes, times in Beijing time. */
export interface GroupBuyForm {
  activityNo: string;
  skuNo: string;
  title: string;
  teamPrice: string;
  teamSize: string;
  windowMinutes: string;
  startAt: string;
  endAt: string;
  seq: string;
}

/** The whole activity as PUT /api/operator/group-buy/{activityNo} takes it (POST adds activityNo). */
export function groupBuyBody(f: GroupBuyForm): FormBody<typeof groupBuyOperatorEdit> {
  return {
    skuNo: f.skuNo.trim(),
    title: f.title.trim(),
    teamPriceCents: centsOf(f.teamPrice),
    teamSize: wholeOf(f.teamSize),
    windowMinutes: wholeOf(f.windowMinutes),
    startAt: timeOf(f.startAt),
    endAt: timeOf(f.endAt),
    seq: wholeOf(f.seq) ?? 10,
  };
}

/** An activity back as the form shows it, for editing. */
export const groupBuyFormOf = (a: OperatorGroupBuy): GroupBuyForm => ({
  activityNo: a.activityNo,
  skuNo: a.skuNo,
  title: a.title,
  teamPrice: centsToYuan(a.teamPriceCents),
  teamSize: String(a.teamSize),
  windowMinutes: String(a.windowMinutes),
  startAt: toBeijingInput(a.startAt),
  endAt: toBeijingInput(a.endAt),
  seq: String(a.seq),
});
