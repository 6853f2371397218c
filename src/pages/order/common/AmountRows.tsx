import type { Amounts } from '../../../../schemas/api/amounts';
import { formatYuan } from '../../../lib/money';
import { Price } from '../../../ui/Price';
import styles from './AmountRows.module.css';

export interface AmountRow {
  key: 'goods' | 'discount' | 'freight' | 'payable';
  label: string;
  cents: number;
  /** Text for the amount: '-¥5.00' for discounts, 'Free' for no freight. */
  text: string;
}

/**
 * The rows an amount block shows, in order. Discounts only when there is one; freight always,
 * because 'Free' is worth saying. Every number comes from the server; nothing is added up here.
 */
export function amountRows(amounts: Amounts): AmountRow[] {
  const rows: AmountRow[] = [
    { key: 'goods', label: 'Goods', cents: amounts.goodsCents, text: `¥${formatYuan(amounts.goodsCents)}` },
  ];
  if (amounts.discountCents > 0)
    rows.push({
      key: 'discount',
      label: 'Discount',
      cents: amounts.discountCents,
      text: `-¥${formatYuan(amounts.discountCents)}`,
    });
  rows.push({
    key: 'freight',
    label: 'Shipping',
    cents: amounts.freightCents,
    text: amounts.freightCents > 0 ? `¥${formatYuan(amounts.freightCents)}` : 'Free',
  });
  return rows;
}

export function AmountRows({ amounts, payableLabel = 'Total' }: { amounts: Amounts; payableLabel?: string }) {
  return (
    <dl className={styles.rows} data-testid="amounts">
      {amountRows(amounts).map((row) => (
        <div key={row.key} className={styles.row} data-amount={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.payable}`} data-amount="payable">
        <dt>{payableLabel}</dt>
        <dd>
          <Price cents={amounts.payableCents} size="md" />
        </dd>
      </div>
    </dl>
  );
}
