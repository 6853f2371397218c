import type { Amounts } from '../../../schemas/api/amounts';
import { formatMoney } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { Price } from '../../ui/Price';
import styles from './AmountRows.module.css';
import { orderMessages } from './messages';

export interface AmountRow {
  key: 'goods' | 'discount' | 'freight' | 'payable';
  label: string;
  cents: number;
  /** Text for the amount: '-¥5.00' for discounts, 'free' in words for no freight. */
  text: string;
}

/**
 * The rows an amount block shows, in order. Discounts only when there is one; freight always,
 * because 'Free' is worth saying. Every number comes from the server; nothing is added up here.
 */
export function amountRows(amounts: Amounts): AmountRow[] {
  const t = messagesOf(orderMessages);
  const rows: AmountRow[] = [
    { key: 'goods', label: t.goods, cents: amounts.goodsCents, text: formatMoney(amounts.goodsCents) },
  ];
  if (amounts.discountCents > 0)
    rows.push({
      key: 'discount',
      label: t.discount,
      cents: amounts.discountCents,
      text: `-${formatMoney(amounts.discountCents)}`,
    });
  rows.push({
    key: 'freight',
    label: t.freight,
    cents: amounts.freightCents,
    text: amounts.freightCents > 0 ? formatMoney(amounts.freightCents) : t.freeFreight,
  });
  return rows;
}

export function AmountRows({ amounts, payableLabel }: { amounts: Amounts; payableLabel?: string }) {
  const t = messagesOf(orderMessages);
  return (
    <dl className={styles.rows} data-testid="amounts">
      {amountRows(amounts).map((row) => (
        <div key={row.key} className={styles.row} data-amount={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.payable}`} data-amount="payable">
        <dt>{payableLabel ?? t.total}</dt>
        <dd>
          <Price cents={amounts.payableCents} size="md" />
        </dd>
      </div>
    </dl>
  );
}
