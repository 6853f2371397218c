import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { Popup } from '../../ui/Popup';
import { CLAIM_BUTTON_TEXT, couponTerms, validity } from './couponTexts';
import styles from './Extras.module.css';
import page from './ProductPage.module.css';

const STRIP_CHIPS = 2;

/** The 'Coupons' row: the first few coupons at a glance; tapping opens the claim sheet. */
export function CouponStrip({ coupons, onOpen }: { coupons: readonly StoreCoupon[]; onOpen: () => void }) {
  if (coupons.length === 0) return null;
  return (
    <button type="button" className={page.rowButton} onClick={onOpen} data-testid="coupon-strip">
      <span className={page.rowLabel}>Coupons</span>
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

/** Every coupon for this product with its claim button; claimed ones wait in the wallet for checkout. */
export function CouponClaimSheet({ open, onClose, coupons, claiming, onClaim }: CouponClaimSheetProps) {
  return (
    <Popup open={open} onClose={onClose} title="Coupons">
      <div className={page.sheetBody} data-testid="coupon-claim-sheet">
        <ul className={styles.list}>
          {coupons.map((c) => (
            <li key={c.couponNo} className={styles.coupon} data-testid="claimable-coupon">
              <span className={styles.couponValue}>{couponTerms({ ...c, thresholdCents: 0 })}</span>
              <div className={styles.couponBody}>
                <p className={styles.couponName}>{c.name}</p>
                <p className={styles.couponTerms}>
                  {couponTerms(c)} · {validity(c)}
                  {c.held ? ' · In your wallet' : ''}
                </p>
              </div>
              <button
                type="button"
                className={styles.claim}
                disabled={c.refusal !== null || claiming !== null}
                aria-label={`${c.refusal ? CLAIM_BUTTON_TEXT[c.refusal] : 'Claim'} ${c.name}`}
                onClick={() => onClaim(c.couponNo)}
              >
                {claiming === c.couponNo ? 'Claiming…' : c.refusal ? CLAIM_BUTTON_TEXT[c.refusal] : 'Claim'}
              </button>
            </li>
          ))}
        </ul>
        <p className={page.hint}>Claimed coupons are offered at checkout.</p>
      </div>
    </Popup>
  );
}
