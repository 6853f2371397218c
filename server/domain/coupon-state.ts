import type { CouponState } from '../../schemas/api/coupon-state';
import { DAY_MS, localDayStart } from './local-day';

/**
 * The spec's coupon state labels (§4), computed in one place from the template, the customer's own
 * coupons of it and the clock; every list (center, product strip, My coupons) and every button reads it.
 *
 * Two subjects carry a label:
 * - a template as one customer sees it (center, product page): -1 claiming, 0 go claim, 1 go use (holds a
 *   usable one and may not claim another now), 2 snapped up, 4 claimed (at the limit, nothing usable to go
 *   to: all used, or not started yet), 5 not started (the claim window opens later), 6 ended;
 * - an issued coupon (My coupons): 3 go use, 5 not started (its use window opens later), 6 ended (expired),
 *   7 used.
 */
export const COUPON_STATE = {
  claiming: -1,
  goClaim: 0,
  goUse: 1,
  snappedUp: 2,
  goUseHeld: 3,
  claimed: 4,
  notStarted: 5,
  ended: 6,
  used: 7,
} as const satisfies Record<string, CouponState>;

/** What the labels need of a template. */
export interface TemplateFacts {
  status: number;
  remainingQuantity: number;
  perCustomerLimit: number;
  /** When it can be claimed: [claimStartAt, claimEndAt). */
  claimStartAt: number;
  claimEndAt: number;
}

/** What the labels need of one issued coupon. */
export interface IssuedFacts {
  status: 'unused' | 'used';
  validFrom: number;
  validUntil: number;
}

/** The label of one issued coupon. A disabled template ends its coupons too (they no longer apply). */
export function heldCouponState(h: IssuedFacts, templateStatus: number, now: number): 3 | 5 | 6 | 7 {
  if (h.status === 'used') return COUPON_STATE.used;
  if (templateStatus !== 1 || now >= h.validUntil) return COUPON_STATE.ended;
  if (now < h.validFrom) return COUPON_STATE.notStarted;
  return COUPON_STATE.goUseHeld;
}

/**
 * The label of a template for one customer. `claiming` is the client's own -1 while its claim request is
 * in flight; the server never answers it. A customer who may still claim sees 'go claim' even when they
 * already hold one (they can use it from My coupons); at the limit, a usable one turns the button into
 * 'go use'.
 */
export function templateState(
  t: TemplateFacts,
  mine: readonly IssuedFacts[],
  now: number,
  opts: { claiming?: boolean } = {},
): CouponState {
  if (opts.claiming) return COUPON_STATE.claiming;
  const usable = mine.some((h) => heldCouponState(h, t.status, now) === COUPON_STATE.goUseHeld);
  if (t.status !== 1 || now >= t.claimEndAt) return usable ? COUPON_STATE.goUse : COUPON_STATE.ended;
  if (now < t.claimStartAt) return usable ? COUPON_STATE.goUse : COUPON_STATE.notStarted;
  const atLimit = mine.length >= t.perCustomerLimit;
  if (!atLimit && t.remainingQuantity > 0) return COUPON_STATE.goClaim;
  if (usable) return COUPON_STATE.goUse;
  return atLimit ? COUPON_STATE.claimed : COUPON_STATE.snappedUp;
}

/** How a template's issued coupons are valid. */
export type Validity = { kind: 'fixed'; startAt: number; endAt: number } | { kind: 'days'; days: number };

/**
 * The window a coupon issued at `issuedAt` is usable in: fixed dates, or from the claim to the end of
 * the local day `days` days later (claimed Monday 15:00 with 1 day: until Tuesday 24:00), so it lasts at
 * least days × 24 h and never dies mid-afternoon on a day the list shows as still valid.
 */
export function issuedWindow(v: Validity, issuedAt: number): { validFrom: number; validUntil: number } {
  if (v.kind === 'fixed') return { validFrom: v.startAt, validUntil: v.endAt };
  return { validFrom: issuedAt, validUntil: localDayStart(issuedAt) + (v.days + 1) * DAY_MS };
}

/** Whether an unused coupon ends within `withinMs` (the "expiring soon" hint). */
export const expiresSoon = (h: IssuedFacts, now: number, withinMs: number): boolean =>
  h.status === 'unused' && h.validUntil > now && h.validUntil - now <= withinMs;
