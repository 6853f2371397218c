import styles from './BlockPrice.module.css';
import { blockSharedMessages } from './messages';
import { priceParts } from './price-parts';
import { useBlockMessages } from './useBlockMessages';

export interface BlockPriceProps {
  cents: number;
  /** The struck-through market price beside a sale price. */
  original?: boolean;
}

/** ¥ + integer + smaller .decimal; screen readers get the amount in one piece. */
export function BlockPrice({ cents, original = false }: BlockPriceProps) {
  const t = useBlockMessages(blockSharedMessages);
  const { integer, decimal } = priceParts(cents);
  return (
    <span className={original ? styles.original : styles.price}>
      <span className={styles.srOnly}>
        {original ? t.originalPrice(`¥${integer}.${decimal}`) : `¥${integer}.${decimal}`}
      </span>
      <span aria-hidden="true">
        <span className={styles.small}>¥</span>
        {integer}
        <span className={styles.small}>.{decimal}</span>
      </span>
    </span>
  );
}
