import type { OperatorActivityTerms } from '../../../schemas/api/activity-terms-operator';
import type { activityTermsOperatorSet } from '../../../schemas/api/endpoints/activity-terms-operator';
import { centsToYuan } from '../../lib/money';
import type { FormBody } from './campaignApi';
import { centsOf, wholeOf } from './couponForm';

/** The gift / trial terms form as typed: the trial price in yuan. */
export interface ActivityTermsForm {
  skuNo: string;
  kind: 'gift' | 'trial';
  giftSkuNo: string;
  giftQuantity: string;
  trialPrice: string;
  trialLimit: string;
}

export const emptyActivityTerms = (): ActivityTermsForm => ({
  skuNo: '',
  kind: 'gift',
  giftSkuNo: '',
  giftQuantity: '1',
  trialPrice: '',
  trialLimit: '1',
});

/** The body of PUT /api/operator/activity-terms/{skuNo}: only the chosen kind's fields. */
export function activityTermsBody(f: ActivityTermsForm): FormBody<typeof activityTermsOperatorSet> {
  return f.kind === 'gift'
    ? { kind: 'gift', giftSkuNo: f.giftSkuNo.trim(), giftQuantity: wholeOf(f.giftQuantity) }
    : { kind: 'trial', trialPriceCents: centsOf(f.trialPrice), trialLimit: wholeOf(f.trialLimit) };
}

/** A SKU's terms back as the form shows them, for editing (the other kind's fields at their defaults). */
export const activityTermsFormOf = (t: OperatorActivityTerms): ActivityTermsForm => ({
  ...emptyActivityTerms(),
  skuNo: t.skuNo,
  kind: t.kind,
  ...(t.giftSkuNo !== null ? { giftSkuNo: t.giftSkuNo } : {}),
  ...(t.giftQuantity !== null ? { giftQuantity: String(t.giftQuantity) } : {}),
  ...(t.trialPriceCents !== null ? { trialPrice: centsToYuan(t.trialPriceCents) } : {}),
  ...(t.trialLimit !== null ? { trialLimit: String(t.trialLimit) } : {}),
});
