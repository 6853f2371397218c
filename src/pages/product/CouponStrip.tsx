import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { useMessages } from '../../i18n/messages';
import { Popup } from '../../ui/Popup';
import { CouponActionButton } from '../coupon/CouponTicket';
import { couponTerms, couponValue } from '../coupon/couponWords';
import { couponMessages } from '../coupon/messages';
import { claimButton, validity } from './couponTexts';
import styles from './Extras.module.css';
import { productMessages } from './messages';
import page from './ProductPage.module.css';

const STRIP_CHIPS = 2;

/** The 'Coupons' row: the first few coupons at a glance; tapping opens the claim sheet. */
export function CouponStrip({ coupons, onOpen }: { coupons: readonly StoreCoupon[]; onOpen: () => void }) {
  const t = useMessages(productMessages);
  if (coupons.length === 0) return null;
  return (
    <button type="button" className={page.rowButton} onClick={onOpen} data-testid="coupon-strip">
      <span className={page.rowLabel}>{t.coupons}</span>
      <span className={styles.chips}>
        {coupons.slice(0, STRIP_CHIPS).map((c) => (
          <span key={c.couponNo} className={styles.chip}>
            {couponTerms(c)}
          </span>
        ))}
      </span>
      <span className={styles.more} aria-hidden="true">
        ›
      </span>
    </button>
  );
}

export interface CouponClaimSheetProps {
  open: boolean;
  onClose: () => void;
  coupons: readonly StoreCoupon[];
  claiming: string | null;
  onClaim: (couponNo: string) => void;
}

/**
 * Every coupon for this product with the button its state label gives (spec §4), the same button every
 * coupon list has: go claim, claiming, go use (the coupon's products), or a greyed label.
 */
export function CouponClaimSheet({ open, onClose, coupons, claiming, onClaim }: CouponClaimSheetProps) {
  const t = useMessages(productMessages);
  const words = useMessages(couponMessages);
  return (
    <Popup open={open} onClose={onClose} title={t.coupons}>
      <div className={page.sheetBody} data-testid="coupon-claim-sheet">
        <ul className={styles.list}>
          {coupons.map((c) => {
            const button = claimButton(c, claiming === c.couponNo);
            return (
              <li key={c.couponNo} className={styles.coupon} data-testid="claimable-coupon">
                <span className={styles.couponValue}>{couponValue(c)}</span>
                <div className={styles.couponBody}>
                  <p className={styles.couponName}>{c.name}</p>
                  <p className={styles.couponTerms}>
                    {couponTerms(c)} · {validity(c)}
                    {c.held ? ` · ${t.inWallet}` : ''}
                  </p>
                </div>
                {button.kind === 'state' ? (
                  <CouponActionButton
                    state={button.state}
                    couponNo={c.couponNo}
                    name={c.name}
                    onClaim={claiming === null ? () => onClaim(c.couponNo) : undefined}
                  />
                ) : (
                  <button
                    type="button"
                    className={styles.claim}
                    disabled
                    aria-label={words.actionNamed(t[`refusal.${button.reason}`], c.name)}
                  >
                    {t[`refusal.${button.reason}`]}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <p className={page.hint}>{t.claimedHint}</p>
      </div>
    </Popup>
  );
}
