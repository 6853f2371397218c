import { DEFAULT_LANG } from '../../schemas/i18n/lang';
import { useBlockRuntime } from '../runtime';
import styles from './BlockPrice.module.css';
import { PRICE_ATTRIBUTE } from './laneMarks';
import { blockSharedMessages } from './messages';
import { moneyParts } from './price-parts';
import { useBlockMessages } from './useBlockMessages';

export interface BlockPriceProps {
  cents: number;
  /** The struck-through market price beside a sale price. */
  original?: boolean;
}

/** ¥ + integer + smaller .decimal, in the app's one money format; screen readers get the amount in one piece. */
export function BlockPrice({ cents, original = false }: BlockPriceProps) {
  const t = useBlockMessages(blockSharedMessages);
  const { sign, integer, decimal } = moneyParts(cents, useBlockRuntime().lang ?? DEFAULT_LANG);
  const amount = `${sign}${integer}${decimal}`;
  return (
    // Marked as a price: floating overlays keep off it (floatingLane.ts).
    <span className={original ? styles.original : styles.price} {...{ [PRICE_ATTRIBUTE]: '' }}>
      <span className={styles.srOnly}>{original ? t.originalPrice(amount) : amount}</span>
      <span aria-hidden="true">
        <span className={styles.small}>{sign}</span>
        {integer}
        <span className={styles.small}>{decimal}</span>
      </span>
    </span>
  );
}
