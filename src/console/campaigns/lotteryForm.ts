import type { lotteryOperatorCreate } from '../../../schemas/api/endpoints/lottery-operator';
import type { FormBody } from './campaignApi';
import { centsOf, customerNosOf, timeOf, wholeOf } from './couponForm';

/** One prize row as typed: price in yuan. */
export interface PrizeForm {
  name: string;
  skuNo: string;
  price: string;
  total: string;
}

/** The lottery form as typed: times in Beijing time, invitees pasted like a batch's customers. */
export interface LotteryForm {
  activityNo: string;
  title: string;
  rules: string;
  invitedOnly: boolean;
  invitees: string;
  assistCap: string;
  joinStartAt: string;
  joinEndAt: string;
  drawAt: string;
  claimDeadline: string;
  prizes: PrizeForm[];
}

/** The body of POST /api/operator/lottery. */
export function lotteryBody(f: LotteryForm): FormBody<typeof lotteryOperatorCreate> {
  return {
    activityNo: f.activityNo.trim(),
    title: f.title.trim(),
    rules: f.rules.trim(),
    invitedOnly: f.invitedOnly,
    invitees: f.invitedOnly ? customerNosOf(f.invitees) : [],
    assistCap: wholeOf(f.assistCap),
    joinStartAt: timeOf(f.joinStartAt),
    joinEndAt: timeOf(f.joinEndAt),
    drawAt: timeOf(f.drawAt),
    claimDeadline: timeOf(f.claimDeadline),
    prizes: f.prizes.map((p) => ({
      name: p.name.trim(),
      skuNo: p.skuNo.trim(),
      priceCents: centsOf(p.price),
      total: wholeOf(p.total),
    })),
  };
}
