import { PRICE_ATTRIBUTE } from '../../blocks/shared/laneMarks';
import { type MoneyParts, splitMoneyParts } from '../../blocks/shared/price-parts';
import { formatMoney, formatMoneyParts } from '../i18n/format';
import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import styles from './Price.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface PriceProps {
  /** Amount in cents; 0 or below shows ¥0.00. */
  cents: number;
  size?: 'sm' | 'md' | 'lg';
  /** The struck-through original price beside a sale price. */
  original?: boolean;
  className?: string;
}

/** The formatted amount (formatMoney's) cut into the sign, the big integer and the small decimals. */
export const priceParts = (cents: number): MoneyParts => splitMoneyParts(formatMoneyParts(cents));

/**
 * ¥ + integer yuan + smaller '.decimal' (spec §3: the price display splits integer and decimal), cut from
 * the same Intl formatting as formatMoney so a Price beside a formatted row reads the same (¥19,447.00).
 * Screen readers get the whole amount in one piece instead of three fragments.
 */
export function Price({ cents, size = 'md', original = false, className }: PriceProps) {
  const t = useMessages(uiCoreMessages);
  const { sign, integer, decimal } = priceParts(cents);
  const amount = formatMoney(cents);
  const classes = [styles.price, styles[size], original ? styles.original : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    // Marked as a price: the booth pages' floating buttons keep off it (ADR 0015).
    <span className={classes} {...{ [PRICE_ATTRIBUTE]: '' }}>
      <VisuallyHidden>{original ? t.originalPrice(amount) : amount}</VisuallyHidden>
      <span aria-hidden="true">
        <span className={styles.sign}>{sign}</span>
        <span>{integer}</span>
        <span className={styles.decimal}>{decimal}</span>
      </span>
    </span>
  );
}
