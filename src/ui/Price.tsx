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

/** The formatted amount cut into the sign, the big integer (with its group separators) and the small decimals. */
export function priceParts(cents: number): { sign: string; integer: string; decimal: string } {
  let sign = '';
  let integer = '';
  let decimal = '';
  let afterPoint = false;
  for (const part of formatMoneyParts(cents)) {
    if (part.type === 'currency') sign += part.value;
    else if (part.type === 'decimal' || part.type === 'fraction' || afterPoint) {
      afterPoint = true;
      decimal += part.value;
    } else if (part.type !== 'literal') integer += part.value;
  }
  return { sign, integer, decimal };
}

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
    <span className={classes}>
      <VisuallyHidden>{original ? t.originalPrice(amount) : amount}</VisuallyHidden>
      <span aria-hidden="true">
        <span className={styles.sign}>{sign}</span>
        <span>{integer}</span>
        <span className={styles.decimal}>{decimal}</span>
      </span>
    </span>
  );
}
