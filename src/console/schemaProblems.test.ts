import { describe, expect, it } from 'vitest';
import { couponTemplateCreateSchema } from '../../schemas/api/coupon-operator';
import { operatorActivityInputSchema } from '../../schemas/api/lottery-operator';
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
  it('names a field inside a list by its dotted path, a rule over the whole body by the empty path', () => {
    const input = {
      activityNo: 'L1',
      title: '抽奖',
      rules: '规则',
      assistCap: 0,
      joinStartAt: 3_000,
      joinEndAt: 2_000,
      drawAt: 4_000,
      claimDeadline: 5_000,
      prizes: [{ name: '', skuNo: 'SKU1', priceCents: 100, total: 1 }],
    };
    expect(fieldProblems(operatorActivityInputSchema, input)).toEqual(new Set(['prizes.0.name', '']));
    const fixed = { ...input, prizes: [{ ...input.prizes[0], name: '一等奖' }] };
    expect(fieldProblems(operatorActivityInputSchema, fixed)).toEqual(new Set(['']));
  });
  it('names a field left out (undefined from an unreadable input)', () => {
    expect(fieldProblems(couponTemplateCreateSchema, { ...good, thresholdCents: null })).toEqual(
      new Set(['thresholdCents']),
    );
  });
});
