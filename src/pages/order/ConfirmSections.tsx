import type { ReactNode } from 'react';
import type { Address } from '../../../schemas/api/address';
import type { OrderCoupon } from '../../../schemas/api/coupon-order';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
// Shared first: the page's own rules load after it and may refine it.
import actionBar from '../../ui/ActionBar.module.css';
import { Price } from '../../ui/Price';
import { addressLine } from './AddressSheet';
import styles from './ConfirmPage.module.css';
import { orderMessages } from './messages';

/**
 * The sections every order confirmation shows (the ordinary checkout and the luxury one): the address
 * card, the coupon row and the submit bar. One place, so the two pages word and behave alike.
 */

/** The delivery address, or the prompt to add one; opens the address sheet. */
export function AddressCard({ address, onOpen }: { address: Address | null; onOpen: () => void }) {
  const t = useMessages(orderMessages);
  return (
    <button type="button" className={styles.addressCard} onClick={onOpen} data-testid="address-card">
      {address ? (
        <>
          <span className={styles.choiceTitle}>
            {address.name} {address.phone}
          </span>
          <span className={styles.muted}>{addressLine(address)}</span>
        </>
      ) : (
        <span className={styles.choiceTitle}>{t.addAddress}</span>
      )}
    </button>
  );
}

/**
 * The coupon row: the chosen coupon with its own part of the discount (not the 满减 beside it), or how many
 * could be used; opens the coupon sheet.
 */
export function CouponRow({
  coupon,
  couponCents,
  availableCount,
  onOpen,
}: {
  coupon: OrderCoupon | undefined;
  couponCents: number;
  availableCount: number;
  onOpen: () => void;
}) {
  const t = useMessages(orderMessages);
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-testid="coupon-row">
      <span>{t.coupon}</span>
      <span className={styles.rowValue}>
        {coupon
          ? `${coupon.name} -${formatMoney(couponCents)}`
          : availableCount > 0
            ? t.couponsAvailable(availableCount)
            : t.noCouponAvailable}
      </span>
    </button>
  );
}

/**
 * The bar at the bottom: the amount to pay and the submit button. With `hint` (even null) the amount and
 * the hint stack (the luxury page's first instalment); without it they sit on one line.
 */
export function ConfirmBar({
  payableCents,
  hint,
  totalClassName,
  submitting,
  disabled,
  onSubmit,
}: {
  payableCents: number;
  hint?: ReactNode;
  totalClassName?: string;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const t = useMessages(orderMessages);
  const total = (
    <>
      {t.toPay} <Price cents={payableCents} size="lg" />
    </>
  );
  return (
    <div className={`${actionBar.actionBar} ${styles.bar}`}>
      <span className={`${styles.barTotal} ${totalClassName ?? ''}`} aria-live="polite">
        {hint !== undefined ? (
          <>
            <span>{total}</span>
            {hint}
          </>
        ) : (
          total
        )}
      </span>
      <button
        type="button"
        className={styles.submit}
        disabled={disabled}
        onClick={onSubmit}
        data-testid="submit-order"
      >
        {submitting ? t.submitting : t.submitOrder}
      </button>
    </div>
  );
}
