import { describe, expect, it } from 'vitest';
import { changedCouponFields, editOfTemplate } from '../../../schemas/api/coupon-edit-rules';
import { type CouponTemplate, couponTemplateEditSchema } from '../../../schemas/api/coupon-operator';
import { topFieldProblems } from '../schemaProblems';
import { templateEditBody, templateEditFormOf } from './couponEditForm';

const T: CouponTemplate = {
  couponNo: 'E-1',
  name: '折扣券',
  couponType: 3,
  thresholdCents: 5000,
  discountCents: 3000,
  discountPercent: 85,
  totalQuantity: 20,
  remainingQuantity: 18,
  perCustomerLimit: 2,
  scope: 'all',
  storeNo: null,
  categoryCode: null,
  skuNos: [],
  validDays: null,
  // Seconds the form (minutes) cannot show.
  startAt: Date.parse('2026-05-01T08:00:17+08:00'),
  endAt: Date.parse('2026-05-31T23:59:59+08:00'),
  claimStartAt: null,
  inCenter: true,
  phase: 'live',
  issued: 2,
  revision: 4,
  updatedBy: 'mkt',
  updatedAt: 1,
};

describe('the coupon edit form', () => {
  it('sends an untouched template back unchanged, on its revision', () => {
    const body = couponTemplateEditSchema.parse(templateEditBody(templateEditFormOf(T), T));
    expect(body.baseRevision).toBe(4);
    expect(changedCouponFields(editOfTemplate(T), body)).toEqual([]);
  });

  it('sends a new scope with its SKUs, and names a scope left without its target', () => {
    const f = { ...templateEditFormOf(T), scope: 'sku' as const, skuNos: 'SKU1\nSKU2, SKU3' };
    expect(templateEditBody(f, T)).toMatchObject({ scope: 'sku', skuNos: ['SKU1', 'SKU2', 'SKU3'] });
    const empty = templateEditBody({ ...f, skuNos: '' }, T);
    expect([...topFieldProblems(couponTemplateEditSchema, empty)]).toEqual(['skuNos']);
    const store = templateEditBody({ ...f, scope: 'store', storeNo: '' }, T);
    expect([...topFieldProblems(couponTemplateEditSchema, store)]).toContain('storeNo');
  });

  it('sends a typed new end as the minute typed', () => {
    const body = templateEditBody({ ...templateEditFormOf(T), endAt: '2026-06-30T20:00', total: '40' }, T);
    expect(body).toMatchObject({ endAt: Date.parse('2026-06-30T20:00:00+08:00'), totalQuantity: 40 });
    expect(body.startAt).toBe(T.startAt);
  });
});
