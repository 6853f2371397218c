import { useCallback, useEffect, useRef, useState } from 'react';
import { couponCatchRefusedSchema, type StoreCoupon } from '../../../schemas/api/store-coupon';
import { newUniqueCode } from '../../api/client';
import { catchCoupon, fetchStoreCoupons } from '../../api/coupon';
import { errorMessage, isApiError } from '../../api/errors';
import { toast } from '../../ui/toast';

/**
 * The product's claimable coupons and the claim action. A claim keeps its uniqueCode until the server
 * has answered it for good, so a retry after a lost answer is the same claim, never a second one.
 */
export function useStoreCoupons(skuNo: string) {
  const [coupons, setCoupons] = useState<StoreCoupon[]>([]);
  const [claiming, setClaiming] = useState<string | null>(null);
  const pendingCodes = useRef(new Map<string, string>());

  const load = useCallback(() => {
    let current = true;
    fetchStoreCoupons(skuNo).then(
      (list) => {
        if (current) setCoupons(list.coupons);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [skuNo]);

  useEffect(() => load(), [load]);

  const claim = async (couponNo: string) => {
    if (claiming) return;
    const code = pendingCodes.current.get(couponNo) ?? newUniqueCode();
    pendingCodes.current.set(couponNo, code);
    setClaiming(couponNo);
    try {
      const { coupon } = await catchCoupon(couponNo, skuNo, code);
      pendingCodes.current.delete(couponNo);
      setCoupons((list) => list.map((c) => (c.couponNo === coupon.couponNo ? coupon : c)));
      toast('Coupon claimed');
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      // A refusal is final for this code; a lost answer (timeout) keeps it for the retry.
      if (isApiError(error) && couponCatchRefusedSchema.safeParse(error.result).success) {
        pendingCodes.current.delete(couponNo);
        load();
      }
      toast(errorMessage(error), 2000);
    } finally {
      setClaiming(null);
    }
  };

  return { coupons, claiming, claim };
}
