import { describe, expect, it } from 'vitest';
import {
  changedCouponFields,
  couponEditState,
  couponFieldEditable,
  editOfTemplate,
  lockedCouponField,
} from './coupon-edit-rules';
import { type CouponTemplate, couponTemplateEditSchema } from './coupon-operator';

const T: CouponTemplate = {
  couponNo: 'R-1',
  name: '满100减20',
  couponType: 1,
  thresholdCents: 10000,
  discountCents: 2000,
  discountPercent: null,
  totalQuantity: 50,
  remainingQuantity: 50,
  perCustomerLimit: 1,
  scope: 'store',
  storeNo: 'ST1005',
  categoryCode: null,
  skuNos: [],
  validDays: null,
  startAt: 1_000_000,
  endAt: 9_000_000,
  claimStartAt: null,
  inCenter: true,
  phase: 'live',
  issued: 0,
  revision: 3,
  updatedBy: null,
  updatedAt: null,
};
const before = editOfTemplate(T);

describe('coupon template edit rules', () => {
  it('states a template as a valid edit body that changes nothing', () => {
    expect(couponTemplateEditSchema.safeParse(before).success).toBe(true);
    expect(changedCouponFields(before, { ...before })).toEqual([]);
    expect(before).not.toHaveProperty('discountPercent');
    expect(before.storeNo).toBe('ST1005');
  });

  it('lets every field change before any coupon is issued', () => {
    const after = { ...before, couponType: 2 as const, thresholdCents: 0, scope: 'all' as const };
    delete after.storeNo;
    expect(changedCouponFields(before, after)).toEqual(['couponType', 'thresholdCents', 'scope', 'storeNo']);
    expect(lockedCouponField('open', before, after)).toBeUndefined();
  });

  it('once issued, names the first field that moves the rules, less stock or an earlier end', () => {
    expect(lockedCouponField('issued', before, { ...before, discountCents: 1000 })).toEqual({
      field: 'discountCents',
      why: 'issued',
    });
    expect(lockedCouponField('issued', before, { ...before, totalQuantity: 49 })).toEqual({
      field: 'totalQuantity',
      why: 'stockDown',
    });
    expect(lockedCouponField('issued', before, { ...before, endAt: T.endAt - 1 })).toEqual({
      field: 'endAt',
      why: 'endEarlier',
    });
    const allowed = { ...before, name: '新名字', totalQuantity: 80, endAt: T.endAt + 1, inCenter: false };
    expect(lockedCouponField('issued', before, allowed)).toBeUndefined();
  });

  it('refuses any change once ended, and compares SKU lists as sets', () => {
    expect(lockedCouponField('ended', before, { ...before, name: 'x' })).toEqual({
      field: 'name',
      why: 'ended',
    });
    const skus = { ...before, scope: 'sku' as const, skuNos: ['A', 'B'] };
    expect(changedCouponFields(skus, { ...skus, skuNos: ['B', 'A'] })).toEqual([]);
  });

  it('derives the state and what the console offers from phase and issued count', () => {
    expect(couponEditState({ phase: 'ended', issued: 0 })).toBe('ended');
    expect(couponEditState({ phase: 'live', issued: 2 })).toBe('issued');
    expect(couponEditState({ phase: 'upcoming', issued: 0 })).toBe('open');
    expect(couponFieldEditable('issued', 'scope')).toBe(false);
    expect(couponFieldEditable('issued', 'endAt')).toBe(true);
    expect(couponFieldEditable('ended', 'name')).toBe(false);
  });
});
