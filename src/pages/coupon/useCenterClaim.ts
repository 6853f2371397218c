import { useRef, useState } from 'react';
import type { CouponState } from '../../../schemas/api/coupon-state';
import { newUniqueCode } from '../../api/client';
import { claimCenterCoupon } from '../../api/couponCenter';
import { errorMessage, isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../ui/toast';
import { couponMessages } from './messages';

type Refusal = 'limitReached' | 'soldOut' | 'ended' | 'notApplicable' | 'unknown' | 'notStarted';
const REFUSALS: readonly Refusal[] = [
  'limitReached',
  'soldOut',
  'ended',
  'notApplicable',
  'unknown',
  'notStarted',
];

/** What a refusal says about the coupon until the list is read again. */
const STATE_AFTER: Record<Refusal, CouponState | null> = {
  limitReached: 4,
  soldOut: 2,
  ended: 6,
  notStarted: 5,
  notApplicable: null,
  unknown: null,
};

function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const reason = (error.result as { reason?: unknown } | null)?.reason;
  return REFUSALS.find((r) => r === reason) ?? null;
}

/** What a claim changes on a listed coupon: its state label and counts (the center also shows stock). */
interface ClaimableCoupon {
  couponNo: string;
  state?: CouponState | undefined;
  claimedCount: number;
  remainingQuantity?: number;
}

/** The list the coupons are shown from: a paged list (the center) or one screen's data (a scene's coupons). */
export interface ClaimList<T> {
  update: (change: (items: T[]) => T[]) => void;
  refresh: () => unknown;
}

/**
 * Claiming from the coupon center (and every list that offers coupons to claim): the button shows -1 (claiming) while the request is in flight and
 * ignores further taps; the answer's state label replaces the button without reloading the list. A claim
 * keeps its uniqueCode until the server has answered for good, so a retry after a lost answer claims once.
 */
export function useCenterClaim<T extends ClaimableCoupon>(list: ClaimList<T>) {
  const t = useMessages(couponMessages);
  const [claiming, setClaiming] = useState<string | null>(null);
  const pendingCodes = useRef(new Map<string, string>());

  const patch = (couponNo: string, change: (c: T) => T) =>
    list.update((all) => all.map((c) => (c.couponNo === couponNo ? change(c) : c)));

  const claim = async (couponNo: string) => {
    if (claiming !== null) return;
    const code = pendingCodes.current.get(couponNo) ?? newUniqueCode();
    pendingCodes.current.set(couponNo, code);
    setClaiming(couponNo);
    try {
      const { coupon } = await claimCenterCoupon(couponNo, code);
      pendingCodes.current.delete(couponNo);
      patch(couponNo, (c) => ({
        ...c,
        state: coupon.state ?? 1,
        ...(c.remainingQuantity === undefined
          ? {}
          : {
              remainingQuantity:
                coupon.claimedCount > c.claimedCount
                  ? Math.max(0, c.remainingQuantity - 1)
                  : c.remainingQuantity,
            }),
        claimedCount: coupon.claimedCount,
      }));
      toast(t.claimed, 2000);
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      const refusal = refusalOf(error);
      if (refusal === null) {
        // A lost answer keeps the code for the retry; anything else is said as the server said it.
        toast(errorMessage(error), 2000);
        return;
      }
      pendingCodes.current.delete(couponNo);
      const next = STATE_AFTER[refusal];
      if (next !== null) patch(couponNo, (c) => ({ ...c, state: next }));
      toast(t[`refusal.${refusal}`], 2000);
      void list.refresh();
    } finally {
      setClaiming(null);
    }
  };

  return { claiming, claim };
}
