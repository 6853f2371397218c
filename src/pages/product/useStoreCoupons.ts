import { useRef, useState } from 'react';
import { couponCatchRefusedSchema, type StoreCoupon } from '../../../schemas/api/store-coupon';
import { newUniqueCode } from '../../api/client';
import { catchCoupon, fetchStoreCoupons } from '../../api/coupon';
import { errorMessage, isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { toast } from '../../ui/toast';
import { refusedCoupon } from './couponTexts';
import { productMessages } from './messages';

const NONE: StoreCoupon[] = [];

/**
 * The product's claimable coupons and the claim action. A claim keeps its uniqueCode until the server
 * has answered it for good, so a retry after a lost answer is the same claim, never a second one.
 */
export function useStoreCoupons(skuNo: string) {
  const t = useMessages(productMessages);
  // Read again when the page is shown again: a coupon claimed meanwhile (coupon center, another web view)
  // must read as held here, not offer a claim the server then refuses.
  const list = useScreenData(async () => (await fetchStoreCoupons(skuNo)).coupons, {
    key: skuNo,
    part: true,
    reshow: true,
  });
  const coupons = list.state.status === 'ready' ? list.state.data : NONE;
  const [claiming, setClaiming] = useState<string | null>(null);
  const pendingCodes = useRef(new Map<string, string>());

  const claim = async (couponNo: string) => {
    if (claiming) return;
    const code = pendingCodes.current.get(couponNo) ?? newUniqueCode();
    pendingCodes.current.set(couponNo, code);
    setClaiming(couponNo);
    try {
      const { coupon } = await catchCoupon(couponNo, skuNo, code);
      pendingCodes.current.delete(couponNo);
      list.update((all) => all.map((c) => (c.couponNo === coupon.couponNo ? coupon : c)));
      toast(t.couponClaimed);
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      // A refusal is final for this code; a lost answer (timeout) keeps it for the retry.
      const refused = isApiError(error) ? couponCatchRefusedSchema.safeParse(error.result) : undefined;
      if (refused?.success) {
        pendingCodes.current.delete(couponNo);
        // The list was out of date (claimed elsewhere meanwhile): show what the refusal says at once, as
        // held when the shopper holds it, and read the list again for the rest.
        const { reason } = refused.data;
        list.update((all) => all.map((c) => (c.couponNo === couponNo ? refusedCoupon(c, reason) : c)));
        list.reload();
        toast(reason === 'limitReached' ? t.alreadyHeld : t[`refusal.${reason}`], 2000);
        return;
      }
      toast(errorMessage(error), 2000);
    } finally {
      setClaiming(null);
    }
  };

  return { coupons, claiming, claim };
}
