import { useEffect, useState } from 'react';
import type { OrderCoupon, OrderCouponList } from '../../../schemas/api/coupon-order';
import { errorMessage } from '../../api/errors';
import { fetchOrderCoupons } from '../../api/order';
import { formatYuan } from '../../lib/money';
import { Popup } from '../../ui/Popup';
import styles from './ConfirmPage.module.css';

export interface CouponSheetProps {
  open: boolean;
  onClose: () => void;
  confirmToken: string;
  chosen: string | null;
  onChoose: (couponNo: string | null) => void;
}

function couponTerms(c: OrderCoupon): string {
  const value = `¥${formatYuan(c.discountCents)} off`;
  return c.couponType === 1 && c.thresholdCents > 0
    ? `${value} orders over ¥${formatYuan(c.thresholdCents)}`
    : value;
}

/** The customer's coupons for this order: usable ones to choose from, the others with their reason. */
export function CouponSheet({ open, onClose, confirmToken, chosen, onChoose }: CouponSheetProps) {
  const [list, setList] = useState<OrderCouponList | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open) return;
    let current = true;
    setError('');
    fetchOrderCoupons(confirmToken).then(
      (l) => {
        if (current) setList(l);
      },
      (e: unknown) => {
        if (current) setError(errorMessage(e));
      },
    );
    return () => {
      current = false;
    };
  }, [open, confirmToken]);

  return (
    <Popup open={open} onClose={onClose} title="Coupons">
      <div className={styles.sheetBody} data-testid="coupon-sheet">
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        {list === null && !error && <p className={styles.muted}>Loading coupons…</p>}
        {list && (
          <ul className={styles.choiceList}>
            <li>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={chosen === null}
                onClick={() => onChoose(null)}
              >
                <span className={styles.choiceTitle}>No coupon</span>
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
                    {c.name} <span className={styles.saving}>-¥{formatYuan(c.deductCents)}</span>
                  </span>
                  <span className={styles.muted}>{couponTerms(c)}</span>
                </button>
              </li>
            ))}
            {list.unavailable.map((c) => (
              <li key={c.couponNo}>
                <button type="button" className={styles.choice} disabled>
                  <span className={styles.choiceTitle}>{c.name}</span>
                  <span className={styles.muted}>
                    {couponTerms(c)} · {c.reasonText ?? 'not usable for this order'}
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
