import { useRef, useState } from 'react';
import { couponCatchRefusedSchema, type StoreCoupon } from '../../../schemas/api/store-coupon';
import { newUniqueCode } from '../../api/client';
import { catchCoupon, fetchStoreCoupons } from '../../api/coupon';
import { errorMessage, isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { toast } from '../../ui/toast';
import { productMessages } from './messages';

const NONE: StoreCoupon[] = [];

/**
 * The product's claimable coupons and the claim action. A claim keeps its uniqueCode until the server
 * has answered it for good, so a retry after a lost answer is the same claim, never a second one.
 */
export function useStoreCoupons(skuNo: string) {
  const t = useMessages(productMessages);
  const list = useScreenData(async () => (await fetchStoreCoupons(skuNo)).coupons, {
    key: skuNo,
    part: true,
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
      if (isApiError(error) && couponCatchRefusedSchema.safeParse(error.result).success) {
        pendingCodes.current.delete(couponNo);
        list.reload();
      }
      toast(errorMessage(error), 2000);
    } finally {
      setClaiming(null);
    }
  };

  return { coupons, claiming, claim };
}
