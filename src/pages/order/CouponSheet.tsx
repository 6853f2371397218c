import type { OrderCouponList } from '../../../schemas/api/coupon-order';
import { fetchOrderCoupons } from '../../api/order';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Popup } from '../../ui/Popup';
import { couponTerms } from '../coupon/couponWords';
import { couponMessages } from '../coupon/messages';
import styles from './ConfirmPage.module.css';
import { orderMessages } from './messages';
import { PriceAfterCoupon } from './PriceAfterCoupon';

export interface CouponSheetProps {
  open: boolean;
  onClose: () => void;
  confirmToken: string;
  chosen: string | null;
  onChoose: (couponNo: string | null) => void;
  /** The wallet judged for this confirmation; the luxury checkout reads its own call. */
  load?: (confirmToken: string) => Promise<OrderCouponList>;
  /** The order's goods: each usable coupon then shows the goods' price after it (coupon-price-cal). */
  items?: readonly { skuNo: string; quantity: number }[];
}

/** The customer's coupons for this order: usable ones to choose from, the others with their reason. */
export function CouponSheet({
  open,
  onClose,
  confirmToken,
  chosen,
  onChoose,
  load = fetchOrderCoupons,
  items,
}: CouponSheetProps) {
  const t = useMessages(orderMessages);
  const words = useMessages(couponMessages);
  // Read each time the sheet opens: claiming elsewhere may have added a coupon.
  const { state } = useScreenData(() => load(confirmToken), {
    key: `${confirmToken}|${open}`,
    enabled: open,
    part: true,
  });
  const list = state.status === 'ready' || state.status === 'empty' ? state.data : null;
  const error = state.status === 'error' ? state.message : '';

  return (
    <Popup open={open} onClose={onClose} title={t.coupon}>
      <div className={styles.sheetBody} data-testid="coupon-sheet">
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        {state.status === 'loading' && <p className={styles.muted}>{t.loadingCoupons}</p>}
        {list && (
          <ul className={styles.choiceList}>
            <li>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={chosen === null}
                onClick={() => onChoose(null)}
              >
                <span className={styles.choiceTitle}>{t.noCoupon}</span>
              </button>
            </li>
            {list.available.map((c) => (
              <li key={c.couponNo}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={chosen === c.couponNo}
                  onClick={() => onChoose(c.couponNo)}
                  data-testid="coupon-option"
                >
                  <span className={styles.choiceTitle}>
                    {c.name} <span className={styles.saving}>-{formatMoney(c.deductCents)}</span>
                    {c.couponNo === list.bestCouponNo && <span className={styles.badge}>{words.best}</span>}
                  </span>
                  <span className={styles.muted}>{couponTerms(c)}</span>
                  {/* coupon-price-cal takes at most 50 lines. */}
                  {items && items.length > 0 && items.length <= 50 && (
                    <PriceAfterCoupon couponNo={c.couponNo} items={items} />
                  )}
                </button>
              </li>
            ))}
            {list.unavailable.map((c) => (
              <li key={c.couponNo}>
                <button type="button" className={styles.choice} disabled>
                  <span className={styles.choiceTitle}>{c.name}</span>
                  <span className={styles.muted}>
                    {couponTerms(c)} · {c.reason ? words[`reason.${c.reason}`] : t.couponNotUsable}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
