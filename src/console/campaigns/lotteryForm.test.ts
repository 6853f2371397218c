import { describe, expect, it } from 'vitest';
import { operatorActivityInputSchema } from '../../../schemas/api/lottery-operator';
import { fieldProblems } from '../schemaProblems';
import { type LotteryForm, lotteryBody } from './lotteryForm';

const form: LotteryForm = {
  activityNo: 'L-SPRING',
  title: '春季抽奖',
  rules: '每人一个抽奖码',
  invitedOnly: false,
  invitees: 'C0001',
  assistCap: '3',
  joinStartAt: '2026-05-01T10:00',
  joinEndAt: '2026-05-08T10:00',
  drawAt: '2026-05-08T10:00',
  claimDeadline: '2026-05-15T10:00',
  prizes: [{ name: '手机', skuNo: 'SKU2000101', price: '5999.5', total: '2' }],
};

describe('lotteryBody', () => {
  it('sends prize values in cents and the windows as epoch ms; invitees only when invited-only', () => {
    const body = lotteryBody(form);
    expect(body).toMatchObject({
      assistCap: 3,
      invitees: [],
      drawAt: Date.parse('2026-05-08T10:00:00+08:00'),
      prizes: [{ name: '手机', skuNo: 'SKU2000101', priceCents: 599950, total: 2 }],
    });
    expect(fieldProblems(operatorActivityInputSchema, body).size).toBe(0);
    expect(lotteryBody({ ...form, invitedOnly: true, invitees: 'C0001, C0002' }).invitees).toEqual([
      'C0001',
      'C0002',
    ]);
  });
  it('names the prize field that cannot be read', () => {
    const body = lotteryBody({
      ...form,
      prizes: [{ ...form.prizes[0], price: '¥5' } as LotteryForm['prizes'][0]],
    });
    expect(fieldProblems(operatorActivityInputSchema, body)).toEqual(new Set(['prizes.0.priceCents']));
  });
});
