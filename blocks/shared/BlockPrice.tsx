import styles from './BlockPrice.module.css';
import { priceParts } from './price-parts';

export interface BlockPriceProps {
  cents: number;
  /** The struck-through market price beside a sale price. */
  original?: boolean;
}

/** ¥ + integer + smaller .decimal; screen readers get the amount in one piece. */
export function BlockPrice({ cents, original = false }: BlockPriceProps) {
  const { integer, decimal } = priceParts(cents);
  return (
    <span className={original ? styles.original : styles.price}>
      <span className={styles.srOnly}>{`${original ? 'original price ' : ''}¥${integer}.${decimal}`}</span>
      <span aria-hidden="true">
        <span className={styles.small}>¥</span>
        {integer}
        <span className={styles.small}>.{decimal}</span>
      </span>
    </span>
  );
}
