import type { promotionOperatorEdit } from '../../../schemas/api/endpoints/promotion-operator';
import type { OperatorPromotion } from '../../../schemas/api/promotion-operator';
import { centsToYuan } from '../../lib/money';
import { toBeijingInput } from '../clock';
import type { FormBody } from './campaignApi';
import { centsOf, customerNosOf, timeOf, wholeOf } from './couponForm';

/** One 满减 tier as typed, in yuan. */
export interface TierForm {
  threshold: string;
  reduction: string;
}

/** The 满减 form as typed: tiers in yuan, the window in Beijing time, SKUs pasted like customer numbers. */
export interface PromotionForm {
  activityNo: string;
  title: string;
  scope: 'all' | 'category' | 'store' | 'sku';
  categoryCode: string;
  storeNo: string;
  skuNos: string;
  tiers: TierForm[];
  startAt: string;
  endAt: string;
  top: boolean;
  seq: string;
}

/** The whole activity as PUT /api/operator/promotions/{activityNo} takes it (POST adds activityNo). */
export function promotionBody(f: PromotionForm): FormBody<typeof promotionOperatorEdit> {
  return {
    title: f.title.trim(),
    scope: f.scope,
    ...(f.scope === 'category' ? { categoryCode: wholeOf(f.categoryCode) } : {}),
    ...(f.scope === 'store' ? { storeNo: f.storeNo.trim() } : {}),
    ...(f.scope === 'sku' ? { skuNos: customerNosOf(f.skuNos) } : {}),
    tiers: f.tiers.map((t) => ({
      thresholdCents: centsOf(t.threshold),
      reductionCents: centsOf(t.reduction),
    })),
    startAt: timeOf(f.startAt),
    endAt: timeOf(f.endAt),
    top: f.top,
    seq: wholeOf(f.seq) ?? 10,
  };
}

/** An activity back as the form shows it, for editing. */
export const promotionFormOf = (p: OperatorPromotion): PromotionForm => ({
  activityNo: p.activityNo,
  title: p.title,
  scope: p.scope,
  categoryCode: p.categoryCode === null ? '' : String(p.categoryCode),
  storeNo: p.storeNo ?? '',
  skuNos: p.skuNos.join('\n'),
  tiers: p.tiers.map((t) => ({
    threshold: centsToYuan(t.thresholdCents),
    reduction: centsToYuan(t.reductionCents),
  })),
  startAt: toBeijingInput(p.startAt),
  endAt: toBeijingInput(p.endAt),
  top: p.top,
  seq: String(p.seq),
});
