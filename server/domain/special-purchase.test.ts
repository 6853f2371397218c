import { describe, expect, it } from 'vitest';
import {
  appraise,
  deductTradeIn,
  isSubscriber,
  judgeStudent,
  maskPhone,
  RECYCLE_CENTS,
  specialPurchasesFromEnv,
  spreadDeduction,
} from './special-purchase';

describe('special purchase rules', () => {
  it('knows the operator’s number segments and masks a number', () => {
    expect(isSubscriber('18612345678')).toBe(true);
    expect(isSubscriber('13912345678')).toBe(false);
    expect(maskPhone('18612345678')).toBe('186****5678');
  });

  it('approves a known school’s student number of its shape only', () => {
    const pku = { schoolName: '北京大学', studentNoLength: 10 };
    expect(judgeStudent(pku, '2024001234')).toEqual({ verdict: 'approved' });
    expect(judgeStudent(pku, '20240012')).toEqual({ verdict: 'rejected', reason: 'student_no_invalid' });
    expect(judgeStudent(pku, 'A024001234')).toEqual({ verdict: 'rejected', reason: 'student_no_invalid' });
    expect(judgeStudent(null, '2024001234')).toEqual({ verdict: 'rejected', reason: 'school_unknown' });
  });

  it('values a device in whole yuan by condition; one that does not power on is recycled', () => {
    expect(appraise(230000, 'like_new', true)).toBe(230000);
    expect(appraise(230000, 'good', true)).toBe(184000);
    expect(appraise(123456, 'fair', true)).toBe(67900); // 55 % is 679.0008 yuan: whole yuan, rounded down
    expect(appraise(230000, 'like_new', false)).toBe(RECYCLE_CENTS);
    expect(appraise(10000, 'broken', false)).toBe(2000); // never more than its condition's share
  });

  it('spreads a deduction over stores, largest first, never past a store’s goods', () => {
    const parts = spreadDeduction(15000, [
      { storeNo: 'A', roomCents: 5000 },
      { storeNo: 'B', roomCents: 12000 },
    ]);
    expect(Object.fromEntries(parts)).toEqual({ B: 12000, A: 3000 });
    expect([...spreadDeduction(99999, [{ storeNo: 'A', roomCents: 100 }]).values()]).toEqual([100]);
  });

  it('takes a trade-in off a quote without a payable below zero (freight stays)', () => {
    const q = {
      stores: [
        { storeNo: 'A', goodsCents: 5000, discountCents: 1000, freightCents: 800, payableCents: 4800 },
      ],
      amounts: { goodsCents: 5000, discountCents: 1000, freightCents: 800, payableCents: 4800 },
    };
    const traded = deductTradeIn(q, 184000);
    expect(traded.tradeInCents).toBe(4000);
    expect(traded.amounts).toEqual({
      goodsCents: 5000,
      discountCents: 5000,
      freightCents: 800,
      payableCents: 800,
    });
    expect(traded.stores[0]?.payableCents).toBe(800);
  });

  it('reads its settings from the environment and refuses nonsense', () => {
    expect(specialPurchasesFromEnv({ OPERATOR_CODE_TTL_MS: '60000', EDU_VERIFY_DELAY_MS: '0' })).toEqual({
      codeTtlMs: 60000,
      eduDecisionMs: 0,
    });
    expect(() => specialPurchasesFromEnv({ TRADE_IN_HOLD_MS: '-1' })).toThrow(/TRADE_IN_HOLD_MS/);
  });
});
