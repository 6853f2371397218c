import { describe, expect, it } from 'vitest';
import { judgeWallet } from './checkout';
import { type CouponFacts, couponSaving, eligibleCentsOf, judgeCoupon } from './coupon-rules';
import {
  COUPON_STATE,
  heldCouponState,
  type IssuedFacts,
  issuedWindow,
  type TemplateFacts,
  templateState,
} from './coupon-state';
import { normalisePlainCode, PLAIN_CODE_ALPHABET, plainCodeFrom, plainCodeWait } from './coupon-views';
import { localDayStart } from './local-day';
import type { PricedItem } from './pricing';

const NOW = Date.UTC(2026, 10, 23, 7, 0, 0); // 15:00 in China
const H = 3_600_000;
const DAY = 24 * H;

const template = (over: Partial<TemplateFacts> = {}): TemplateFacts => ({
  status: 1,
  remainingQuantity: 10,
  perCustomerLimit: 1,
  claimStartAt: NOW - DAY,
  claimEndAt: NOW + 10 * DAY,
  ...over,
});
const held = (over: Partial<IssuedFacts> = {}): IssuedFacts => ({
  status: 'unused',
  validFrom: NOW - DAY,
  validUntil: NOW + DAY,
  ...over,
});

describe('state labels (spec §4): one per state', () => {
  it('-1 claiming while the claim request is in flight', () => {
    expect(templateState(template(), [], NOW, { claiming: true })).toBe(-1);
  });
  it('0 go claim: claim window open, stock left, under the limit (also when one is held)', () => {
    expect(templateState(template(), [], NOW)).toBe(COUPON_STATE.goClaim);
    expect(templateState(template({ perCustomerLimit: 2 }), [held()], NOW)).toBe(0);
  });
  it('1 go use: at the limit (or none left) while holding a usable one', () => {
    expect(templateState(template(), [held()], NOW)).toBe(COUPON_STATE.goUse);
    expect(templateState(template({ perCustomerLimit: 2, remainingQuantity: 0 }), [held()], NOW)).toBe(1);
    // The claim window has closed but the held coupon is still good.
    expect(templateState(template({ claimEndAt: NOW - 1 }), [held()], NOW)).toBe(1);
  });
  it('2 snapped up: none left and the customer holds nothing usable', () => {
    expect(templateState(template({ remainingQuantity: 0 }), [], NOW)).toBe(COUPON_STATE.snappedUp);
  });
  it('3 go use: a held coupon inside its window', () => {
    expect(heldCouponState(held(), 1, NOW)).toBe(COUPON_STATE.goUseHeld);
  });
  it('4 claimed: at the limit with nothing usable (used, or not started yet)', () => {
    expect(templateState(template(), [held({ status: 'used' })], NOW)).toBe(COUPON_STATE.claimed);
    expect(templateState(template(), [held({ validFrom: NOW + DAY, validUntil: NOW + 2 * DAY })], NOW)).toBe(
      4,
    );
  });
  it('5 not started: claim window not open yet / held coupon not usable yet', () => {
    expect(templateState(template({ claimStartAt: NOW + H }), [], NOW)).toBe(COUPON_STATE.notStarted);
    expect(heldCouponState(held({ validFrom: NOW + 1 }), 1, NOW)).toBe(5);
  });
  it('6 ended: template over or disabled / held coupon expired', () => {
    expect(templateState(template({ claimEndAt: NOW }), [], NOW)).toBe(COUPON_STATE.ended);
    expect(templateState(template({ status: 0 }), [held()], NOW)).toBe(6);
    expect(heldCouponState(held({ validUntil: NOW }), 1, NOW)).toBe(6);
    expect(heldCouponState(held(), 0, NOW)).toBe(6);
  });
  it('7 used', () => {
    expect(heldCouponState(held({ status: 'used', validUntil: NOW - 1 }), 1, NOW)).toBe(COUPON_STATE.used);
  });
});

describe('validity', () => {
  it('N days from claiming ends at local (UTC+8) midnight N days later', () => {
    const w = issuedWindow({ kind: 'days', days: 1 }, NOW);
    expect(w.validFrom).toBe(NOW);
    // Claimed Monday 15:00 China time: usable through Tuesday, until Wednesday 00:00 China time.
    expect(w.validUntil).toBe(Date.UTC(2026, 10, 24, 16, 0, 0));
    expect(w.validUntil - NOW).toBeGreaterThanOrEqual(DAY);
    expect(localDayStart(NOW)).toBe(Date.UTC(2026, 10, 22, 16, 0, 0));
  });
  it('fixed dates are the template dates', () => {
    expect(issuedWindow({ kind: 'fixed', startAt: 1, endAt: 2 }, NOW)).toEqual({
      validFrom: 1,
      validUntil: 2,
    });
  });
});

const facts = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  couponNo: 'C1',
  name: 'c',
  couponType: 1,
  thresholdCents: 0,
  discountCents: 1000,
  discountPercent: null,
  scopeSkuNos: null,
  storeNo: null,
  categoryCode: null,
  startAt: NOW - DAY,
  endAt: NOW + DAY,
  status: 1,
  ...over,
});
const item = (
  skuNo: string,
  priceCents: number,
  quantity = 1,
  over: Partial<PricedItem> = {},
): PricedItem => ({
  skuNo,
  storeNo: 'S1',
  storeType: 'standard',
  categoryCode: 20,
  priceCents,
  quantity,
  ...over,
});

describe('savings in cents', () => {
  it('full reduction: face value once the threshold is met, never more than the goods', () => {
    const c = facts({ thresholdCents: 10000, discountCents: 2000 });
    expect(judgeCoupon(c, [item('A', 9999)], NOW)).toMatchObject({
      applicable: false,
      reason: 'belowThreshold',
    });
    expect(judgeCoupon(c, [item('A', 10000)], NOW).deductCents).toBe(2000);
    expect(judgeCoupon(facts({ couponType: 2, discountCents: 500 }), [item('A', 300)], NOW).deductCents).toBe(
      300,
    );
  });
  it('discount: pays the rounded-down share, capped by the face value', () => {
    const c = facts({ couponType: 3, discountPercent: 85, discountCents: 5000 });
    // 999 × 0.85 = 849.15 → pays 849, saves 150.
    expect(couponSaving(c, 999)).toBe(150);
    expect(judgeCoupon(c, [item('A', 999)], NOW).deductCents).toBe(150);
    // 100000 × 15 % = 15000, capped at 5000.
    expect(judgeCoupon(c, [item('A', 50000, 2)], NOW).deductCents).toBe(5000);
    // A discount coupon may have a threshold too.
    expect(judgeCoupon({ ...c, thresholdCents: 2000 }, [item('A', 999)], NOW).reason).toBe('belowThreshold');
  });
  it('SKU and e-CNY scopes count only the listed SKUs', () => {
    const c = facts({ couponType: 3, discountPercent: 50, discountCents: 100000, scopeSkuNos: ['A'] });
    const items = [item('A', 1000), item('B', 5000)];
    expect(eligibleCentsOf(c, items)).toBe(1000);
    expect(judgeCoupon(c, items, NOW).deductCents).toBe(500);
    expect(judgeCoupon(c, [item('B', 5000)], NOW).reason).toBe('noEligibleItems');
  });
  it('store and category scopes narrow as before', () => {
    const c = facts({ storeNo: 'S2', discountCents: 100 });
    expect(judgeCoupon(c, [item('A', 1000)], NOW).reason).toBe('noEligibleItems');
    expect(judgeCoupon(c, [item('A', 1000, 1, { storeNo: 'S2' })], NOW).deductCents).toBe(100);
  });
});

describe('best coupon', () => {
  it('largest saving first, ties by earliest expiry', () => {
    const wallet = [
      { customerCouponId: 1, facts: facts({ couponNo: 'LATE', discountCents: 1000, endAt: NOW + 5 * DAY }) },
      { customerCouponId: 2, facts: facts({ couponNo: 'SOON', discountCents: 1000, endAt: NOW + DAY }) },
      { customerCouponId: 3, facts: facts({ couponNo: 'SMALL', discountCents: 500, endAt: NOW + H }) },
      {
        customerCouponId: 4,
        facts: facts({ couponNo: 'PCT', couponType: 3, discountPercent: 90, discountCents: 9000 }),
      },
    ];
    // 20000 × 10 % = 2000: the discount coupon wins on this order.
    expect(judgeWallet(wallet, [item('A', 20000)], NOW).best?.facts.couponNo).toBe('PCT');
    // 5000 × 10 % = 500: the two 1000s tie; the one ending sooner is preselected.
    const w = judgeWallet(wallet, [item('A', 5000)], NOW);
    expect(w.best?.facts.couponNo).toBe('SOON');
    expect(w.available.map((c) => c.couponNo)).toEqual(['SOON', 'LATE', 'SMALL', 'PCT']);
  });
});

describe('redemption codes', () => {
  it('normalises case, spaces and dashes', () => {
    expect(normalisePlainCode(' abcd-efgh jk ')).toBe('ABCDEFGHJK');
  });
  it('draws 12 unambiguous symbols, skipping biased bytes', () => {
    const bytes = new Uint8Array(32).map((_, i) => (i === 0 ? 255 : i * 7));
    const code = plainCodeFrom(bytes);
    expect(code).toHaveLength(12);
    expect([...(code ?? '')].every((ch) => PLAIN_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(code).not.toMatch(/[01ILO]/);
    expect(plainCodeFrom(new Uint8Array(32).fill(250))).toBeNull();
  });
  it('5 wrong codes in 10 minutes pause until the oldest leaves the window', () => {
    const t = [NOW - 9 * 60_000, NOW - 3, NOW - 2, NOW - 1];
    expect(plainCodeWait(t, NOW)).toBe(0);
    expect(plainCodeWait([...t, NOW], NOW)).toBe(60_000);
  });
});
