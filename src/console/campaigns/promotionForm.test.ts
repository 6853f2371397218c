import { describe, expect, it } from 'vitest';
import { type OperatorPromotion, operatorPromotionEditSchema } from '../../../schemas/api/promotion-operator';
import { fieldProblems } from '../schemaProblems';
import { promotionBody, promotionFormOf } from './promotionForm';

const activity: OperatorPromotion = {
  activityNo: 'FD-1',
  title: '满300减30',
  kind: 'fullDiscount',
  scope: 'sku',
  categoryCode: null,
  storeNo: null,
  skuNos: ['SKU1', 'SKU2'],
  tiers: [
    { thresholdCents: 30000, reductionCents: 3000 },
    { thresholdCents: 60050, reductionCents: 8000 },
  ],
  startAt: Date.parse('2026-05-01T10:00:00+08:00'),
  endAt: Date.parse('2026-05-08T10:00:00+08:00'),
  top: true,
  seq: 3,
  phase: 'live',
};

describe('promotion form', () => {
  it('shows an activity in yuan and sends it back unchanged in cents', () => {
    const form = promotionFormOf(activity);
    expect(form.tiers).toEqual([
      { threshold: '300', reduction: '30' },
      { threshold: '600.5', reduction: '80' },
    ]);
    const body = promotionBody(form);
    expect(body).toEqual({
      title: activity.title,
      scope: 'sku',
      skuNos: ['SKU1', 'SKU2'],
      tiers: activity.tiers,
      startAt: activity.startAt,
      endAt: activity.endAt,
      top: true,
      seq: 3,
    });
    expect(fieldProblems(operatorPromotionEditSchema, body).size).toBe(0);
  });
  it('a tier taking off more than its threshold is a problem of the tiers', () => {
    const form = promotionFormOf(activity);
    const body = promotionBody({ ...form, tiers: [{ threshold: '100', reduction: '150' }] });
    expect(fieldProblems(operatorPromotionEditSchema, body)).toEqual(new Set(['tiers']));
  });
});
