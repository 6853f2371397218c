import type { CouponState } from '../../../schemas/api/coupon-state';
import { claimCenterCoupon } from '../../api/couponCenter';
import { isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
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

  const patch = (couponNo: string, change: (c: T) => T) =>
    list.update((all) => all.map((c) => (c.couponNo === couponNo ? change(c) : c)));

  const action = useAction(
    (uniqueCode: string, couponNo: string) => claimCenterCoupon(couponNo, uniqueCode),
    {
      onDone: ({ coupon }) => {
        patch(coupon.couponNo, (c) => ({
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
      },
      // A lost answer keeps the code for the retry (useAction); anything but a coupon refusal is said as the
      // server said it.
      onError: (error, _message, [couponNo]) => {
        const refusal = refusalOf(error);
        if (refusal === null) return false;
        const next = STATE_AFTER[refusal];
        if (next !== null) patch(couponNo, (c) => ({ ...c, state: next }));
        toast(t[`refusal.${refusal}`], 2000);
        void list.refresh();
        return true;
      },
    },
  );

  return {
    claiming: action.running?.[0] ?? null,
    claim: async (couponNo: string) => {
      if (action.busy) return;
      await action.run(couponNo);
    },
  };
}
