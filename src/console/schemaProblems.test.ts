import { describe, expect, it } from 'vitest';
import { couponTemplateCreateSchema } from '../../schemas/api/coupon-operator';
import { fieldProblems } from './schemaProblems';

const good = {
  couponNo: 'C-1',
  name: '满100减20',
  couponType: 1,
  thresholdCents: 10000,
  discountCents: 2000,
  totalQuantity: 10,
  perCustomerLimit: 1,
  startAt: 1_000,
  endAt: 2_000,
};

describe('fieldProblems', () => {
  it('finds nothing in a body the schema accepts', () => {
    expect(fieldProblems(couponTemplateCreateSchema, good).size).toBe(0);
  });
  it('names each field a body breaks, the cross-field rules by the field they name', () => {
    const bad = { ...good, couponNo: 'no spaces', discountCents: 10000, endAt: 500 };
    expect([...fieldProblems(couponTemplateCreateSchema, bad)].sort()).toEqual([
      'couponNo',
      'discountCents',
      'endAt',
    ]);
  });
  it('names a field left out (undefined from an unreadable input)', () => {
    expect(fieldProblems(couponTemplateCreateSchema, { ...good, thresholdCents: null })).toEqual(
      new Set(['thresholdCents']),
    );
  });
});
