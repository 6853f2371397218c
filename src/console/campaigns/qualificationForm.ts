import type { qualificationOperatorCreate } from '../../../schemas/api/endpoints/qualification-operator';
import type { FormBody } from './campaignApi';
import { centsOf, customerNosOf, timeOf, wholeOf } from './couponForm';

/** The qualification-draw form as typed: the launch price in yuan, times in Beijing time. */
export interface QualificationForm {
  activityNo: string;
  title: string;
  rules: string;
  imageUrl: string;
  skuNo: string;
  launchPrice: string;
  quota: string;
  invitedOnly: boolean;
  invites: string;
  joinStartAt: string;
  joinEndAt: string;
  drawAt: string;
  claimDeadline: string;
}

/** The activity as POST /api/operator/qualification/activities takes it. */
export function qualificationBody(f: QualificationForm): FormBody<typeof qualificationOperatorCreate> {
  return {
    activityNo: f.activityNo.trim(),
    title: f.title.trim(),
    rules: f.rules.trim(),
    imageUrl: f.imageUrl.trim(),
    skuNo: f.skuNo.trim(),
    launchPriceCents: centsOf(f.launchPrice),
    quota: wholeOf(f.quota),
    invitedOnly: f.invitedOnly,
    invites: f.invitedOnly ? customerNosOf(f.invites) : [],
    joinStartAt: timeOf(f.joinStartAt),
    joinEndAt: timeOf(f.joinEndAt),
    drawAt: timeOf(f.drawAt),
    claimDeadline: timeOf(f.claimDeadline),
  };
}
