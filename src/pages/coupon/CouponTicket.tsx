import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CouponState } from '../../../schemas/api/coupon-state';
import { useMessages } from '../../i18n/messages';
import styles from './Coupon.module.css';
import { couponAction, couponProductsPath } from './couponAction';
import { type CouponRuleFields, couponCondition, couponValue } from './couponWords';
import { couponMessages } from './messages';

export interface CouponTicketProps {
  coupon: CouponRuleFields & { couponNo: string; name: string };
  /** The terms, scope and validity lines under the name. */
  lines: readonly ReactNode[];
  /** Greyed: used, expired, snapped up, ended. */
  dim?: boolean;
  /** The right-hand side: the button, and whatever goes with it. */
  side: ReactNode;
  'data-testid'?: string;
  'data-state'?: number;
}

/** One coupon as a ticket: value and condition on the red stub, the name and terms, the action at the side. */
export function CouponTicket({ coupon, lines, dim = false, side, ...rest }: CouponTicketProps) {
  return (
    <li
      className={`${styles.ticket} ${dim ? styles.dim : ''}`}
      data-testid={rest['data-testid']}
      data-coupon-no={coupon.couponNo}
      data-state={rest['data-state']}
    >
      <div className={styles.stub}>
        <span className={styles.value}>{couponValue(coupon)}</span>
        <span className={styles.condition}>{couponCondition(coupon)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{coupon.name}</p>
        {lines.map((line, i) => (
          // The lines are fixed per screen; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional lines of one ticket
          <p key={i} className={styles.line}>
            {line}
          </p>
        ))}
      </div>
      <div className={styles.side}>{side}</div>
    </li>
  );
}

export interface CouponActionButtonProps {
  state: CouponState;
  couponNo: string;
  /** The coupon's name, so each button is named after its coupon for screen readers. */
  name: string;
  /** A coupon the shopper holds (My coupons): 6 reads expired. */
  held?: boolean;
  onClaim?: () => void;
}

/**
 * The button a state label gives (couponAction.ts): claim, claiming, go use (a link to the coupon's
 * products) or a greyed label. Every list of coupons uses this one.
 */
export function CouponActionButton({
  state,
  couponNo,
  name,
  held = false,
  onClaim,
}: CouponActionButtonProps) {
  const t = useMessages(couponMessages);
  const action = couponAction(state, held);
  const label = t.actionNamed(action.label, name);
  switch (action.kind) {
    case 'use':
      return (
        <Link
          className={`${styles.action} ${styles.use}`}
          to={couponProductsPath(couponNo)}
          aria-label={label}
          data-action="use"
        >
          {action.label}
        </Link>
      );
    case 'claim':
      return (
        <button
          type="button"
          className={styles.action}
          aria-label={label}
          data-action="claim"
          onClick={onClaim}
        >
          {action.label}
        </button>
      );
    case 'busy':
      return (
        <button type="button" className={styles.action} aria-label={label} aria-busy="true" disabled>
          {action.label}
        </button>
      );
    case 'none':
      return (
        <button type="button" className={styles.action} aria-label={label} data-action="none" disabled>
          {action.label}
        </button>
      );
  }
}
