import { calculateCouponPrice } from '../../api/couponCenter';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './ConfirmPage.module.css';
import { orderMessages } from './messages';

/**
 * '券后 ¥X' under a coupon in the checkout's chooser: the goods' price if this coupon were used
 * (coupon-price-cal, the server's rule; freight not included). Quiet when it cannot be worked out.
 */
export function PriceAfterCoupon({
  couponNo,
  items,
}: {
  couponNo: string;
  items: readonly { skuNo: string; quantity: number }[];
}) {
  const t = useMessages(orderMessages);
  const key = `${couponNo}|${items.map((i) => `${i.skuNo}x${i.quantity}`).join(',')}`;
  const { state } = useScreenData(
    () =>
      calculateCouponPrice(
        couponNo,
        items.map(({ skuNo, quantity }) => ({ skuNo, quantity })),
      ),
    { key, part: true },
  );
  if (state.status !== 'ready' || !state.data.applicable) return null;
  return (
    <span className={styles.muted} data-testid="coupon-after-price">
      {t.afterCoupon(formatMoney(state.data.payableCents))}
    </span>
  );
}
