import type { Amounts } from '../../schemas/api/amounts';
import type { EduRejectReason, TradeInCondition } from '../../schemas/api/special-purchase';
import type { StorePricing } from './pricing';

/** Timings and limits of the simulated operator, education verifier and appraiser. */
export interface SpecialPurchaseConfig {
  /** A texted code works this long. */
  codeTtlMs: number;
  /** One code per number per this long. */
  resendMs: number;
  /** At most this many codes per number, and per customer, in an hour. */
  maxSendsPerHour: number;
  /** A code dies after this many wrong tries. */
  maxWrongTries: number;
  /** A verified number keeps the telecom price for this long. */
  verifiedTtlMs: number;
  /** The education verifier answers this long after an application (0: at once). */
  eduDecisionMs: number;
  /** An approved student keeps the education price this long. */
  eduValidMs: number;
  /** A trade-in estimate is held this long. */
  tradeInHoldMs: number;
}

export const SPECIAL_PURCHASE_DEFAULTS: SpecialPurchaseConfig = {
  codeTtlMs: 5 * 60 * 1000,
  resendMs: 60 * 1000,
  maxSendsPerHour: 5,
  maxWrongTries: 5,
  verifiedTtlMs: 30 * 60 * 1000,
  eduDecisionMs: 3000,
  eduValidMs: 365 * 24 * 60 * 60 * 1000,
  tradeInHoldMs: 24 * 60 * 60 * 1000,
};

/** The environment variable of each setting (server/README.md). */
const ENV_NAMES: Record<keyof SpecialPurchaseConfig, string> = {
  codeTtlMs: 'OPERATOR_CODE_TTL_MS',
  resendMs: 'OPERATOR_CODE_RESEND_MS',
  maxSendsPerHour: 'OPERATOR_CODE_MAX_PER_HOUR',
  maxWrongTries: 'OPERATOR_CODE_MAX_WRONG_TRIES',
  verifiedTtlMs: 'OPERATOR_VERIFIED_TTL_MS',
  eduDecisionMs: 'EDU_VERIFY_DELAY_MS',
  eduValidMs: 'EDU_VERIFY_VALID_MS',
  tradeInHoldMs: 'TRADE_IN_HOLD_MS',
};

/** The settings given in the environment; a value that is not a non-negative whole number stops the start. */
export function specialPurchasesFromEnv(
  env: Record<string, string | undefined>,
): Partial<SpecialPurchaseConfig> {
  const out: Partial<SpecialPurchaseConfig> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof SpecialPurchaseConfig, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
    out[key] = value;
  }
  return out;
}

export const HOUR_MS = 60 * 60 * 1000;

/**
 * The simulated operator (China Unicom) serves these number segments; another operator's number is not
 * its subscriber and gets no code.
 */
const SUBSCRIBER_PREFIXES = [
  '130',
  '131',
  '132',
  '145',
  '155',
  '156',
  '166',
  '175',
  '176',
  '185',
  '186',
  '196',
];

export const isSubscriber = (phone: string) => SUBSCRIBER_PREFIXES.some((p) => phone.startsWith(p));

/** 186****5678: the number as the screens and the operator's text show it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** a***@pku.edu.cn */
export function maskSchoolEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The verifier's rule: the e-mail's domain must be a known school and the number that school's shape. */
export function judgeStudent(
  school: { schoolName: string; studentNoLength: number } | null,
  studentNo: string,
): { verdict: 'approved' } | { verdict: 'rejected'; reason: EduRejectReason } {
  if (!school) return { verdict: 'rejected', reason: 'school_unknown' };
  if (studentNo.length !== school.studentNoLength || !/^\d+$/.test(studentNo))
    return { verdict: 'rejected', reason: 'student_no_invalid' };
  return { verdict: 'approved' };
}

/** Share of a like-new value each condition fetches, in percent. */
const CONDITION_PERCENT: Record<TradeInCondition, number> = {
  like_new: 100,
  good: 80,
  fair: 55,
  broken: 20,
};

/** The flat recycling value of a device that does not power on, whatever its model. */
export const RECYCLE_CENTS = 5000;

/**
 * The appraiser's rule, integer cents: the condition's share of the top value, rounded down to whole
 * yuan; a device that does not power on fetches the recycling value (never more than the share).
 */
export function appraise(topValueCents: number, condition: TradeInCondition, powersOn: boolean): number {
  const share = Math.floor((topValueCents * CONDITION_PERCENT[condition]) / 100 / 100) * 100;
  return powersOn ? share : Math.min(share, RECYCLE_CENTS);
}

/**
 * The trade-in deduction spread over the stores of an order, largest goods first, each capped at what is
 * left of its goods after its other discounts: the payable never goes below zero (freight stays).
 */
export function spreadDeduction(
  valueCents: number,
  stores: readonly { storeNo: string; roomCents: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  let left = valueCents;
  for (const s of [...stores].sort(
    (a, b) => b.roomCents - a.roomCents || a.storeNo.localeCompare(b.storeNo),
  )) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, s.roomCents));
    if (take > 0) out.set(s.storeNo, take);
    left -= take;
  }
  return out;
}

/**
 * A quote with a trade-in taken off: each store's discount grows by its part of the deduction (so the
 * after-sales apportioning sees it like any other discount) and the amounts are summed again.
 */
export function deductTradeIn<Q extends { stores: StorePricing[]; amounts: Amounts }>(
  q: Q,
  valueCents: number,
): Q & { tradeInCents: number } {
  const parts = spreadDeduction(
    valueCents,
    q.stores.map((s) => ({ storeNo: s.storeNo, roomCents: s.goodsCents - s.discountCents })),
  );
  const stores = q.stores.map((s) => {
    const take = parts.get(s.storeNo) ?? 0;
    return { ...s, discountCents: s.discountCents + take, payableCents: s.payableCents - take };
  });
  const tradeInCents = [...parts.values()].reduce((a, b) => a + b, 0);
  const amounts: Amounts = {
    goodsCents: q.amounts.goodsCents,
    discountCents: q.amounts.discountCents + tradeInCents,
    freightCents: q.amounts.freightCents,
    payableCents: q.amounts.payableCents - tradeInCents,
  };
  return { ...q, stores, amounts, tradeInCents };
}
