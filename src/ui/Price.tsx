import { useMessages } from '../i18n/messages';
import { formatYuan, splitPrice } from '../lib/money';
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

/**
 * ¥ + integer yuan + smaller '.decimal' (spec §3: the price display splits integer and decimal).
 * Screen readers get the whole amount in one piece instead of three fragments.
 */
export function Price({ cents, size = 'md', original = false, className }: PriceProps) {
  const t = useMessages(uiCoreMessages);
  const { integer, decimal } = splitPrice(cents);
  const classes = [styles.price, styles[size], original ? styles.original : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      <VisuallyHidden>
        {original ? t.originalPrice(`¥${formatYuan(cents)}`) : `¥${formatYuan(cents)}`}
      </VisuallyHidden>
      <span aria-hidden="true">
        <span className={styles.sign}>¥</span>
        <span>{integer}</span>
        <span className={styles.decimal}>.{decimal}</span>
      </span>
    </span>
  );
}
