import { couponCatchRefusedSchema, type StoreCoupon } from '../../../schemas/api/store-coupon';
import { catchCoupon, fetchStoreCoupons } from '../../api/coupon';
import { isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
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
  const action = useAction(
    (uniqueCode: string, couponNo: string) => catchCoupon(couponNo, skuNo, uniqueCode),
    {
      onDone: ({ coupon }) => {
        list.update((all) => all.map((c) => (c.couponNo === coupon.couponNo ? coupon : c)));
        toast(t.couponClaimed);
      },
      // A refusal is final for its code; a lost answer (timeout) keeps it for the retry (useAction).
      onError: (error, _message, [couponNo]) => {
        const refused = isApiError(error) ? couponCatchRefusedSchema.safeParse(error.result) : undefined;
        if (!refused?.success) return false;
        // The list was out of date (claimed elsewhere meanwhile): show what the refusal says at once, as
        // held when the shopper holds it, and read the list again for the rest.
        const { reason } = refused.data;
        list.update((all) => all.map((c) => (c.couponNo === couponNo ? refusedCoupon(c, reason) : c)));
        list.reload();
        toast(reason === 'limitReached' ? t.alreadyHeld : t[`refusal.${reason}`], 2000);
        return true;
      },
    },
  );
  const claiming = action.running?.[0] ?? null;
  const claim = async (couponNo: string) => {
    if (action.busy) return;
    await action.run(couponNo);
  };

  return { coupons, claiming, claim };
}
