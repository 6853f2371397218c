import { describe, expect, it } from 'vitest';
import { couponTemplateCreateSchema } from '../../../schemas/api/coupon-operator';
import { fieldProblems } from '../schemaProblems';
import { customerNosOf, type TemplateForm, templateBody } from './couponForm';

const form: TemplateForm = {
  couponNo: ' SPRING-20 ',
  name: '满100减20',
  couponType: '1',
  threshold: '100',
  discount: '19.9',
  percent: '',
  total: '500',
  perCustomer: '1',
  validDays: '',
  startAt: '2026-05-01T00:00',
  endAt: '2026-05-31T23:59',
  claimStartAt: '',
  inCenter: true,
  scope: 'all',
  storeNo: '',
  categoryCode: '',
  skuNos: '',
};

describe('templateBody', () => {
  it('sends yuan as integer cents and Beijing times as epoch ms, leaving empty optionals out', () => {
    const body = templateBody(form);
    expect(body).toMatchObject({
      couponNo: 'SPRING-20',
      thresholdCents: 10000,
      discountCents: 1990,
      totalQuantity: 500,
      startAt: Date.parse('2026-05-01T00:00:00+08:00'),
    });
    expect(body.validDays).toBeUndefined();
    expect(fieldProblems(couponTemplateCreateSchema, body).size).toBe(0);
  });
  it('turns unreadable input into problems of its own field', () => {
    const body = templateBody({ ...form, discount: '1.999', total: 'many', endAt: '' });
    expect([...fieldProblems(couponTemplateCreateSchema, body)].sort()).toEqual([
      'discountCents',
      'endAt',
      'totalQuantity',
    ]);
  });
  it('gives a cash coupon no threshold and a discount coupon its percentage', () => {
    expect(templateBody({ ...form, couponType: '2', threshold: '100' }).thresholdCents).toBe(0);
    expect(templateBody({ ...form, couponType: '3', percent: '85' }).discountPercent).toBe(85);
    expect('discountPercent' in templateBody(form)).toBe(false);
  });
});

describe('customerNosOf', () => {
  it('reads one a line or comma separated, dropping blanks', () => {
    expect(customerNosOf('C0001\nC0002, C0003，\n\n')).toEqual(['C0001', 'C0002', 'C0003']);
  });
});
