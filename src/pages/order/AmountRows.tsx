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
  /** Under the discount: what it is made of ('满减 -¥30.00，优惠券 -¥20.00'). */
  detail?: string;
}

/** What the discount is made of, as the server split it (checkout): they add up to discountCents. */
export interface DiscountParts {
  /** Full discounts (满减, the stores' promotions). */
  promotionCents: number;
  couponCents: number;
  tradeInCents?: number | undefined;
}

/** '满减 -¥30.00，优惠券 -¥20.00': only the parts there are. */
function partsText(parts: DiscountParts): string {
  const t = messagesOf(orderMessages);
  const named: [string, number][] = [
    [t.discountPromotion, parts.promotionCents],
    [t.discountCoupon, parts.couponCents],
    [t.discountTradeIn, parts.tradeInCents ?? 0],
  ];
  return named
    .filter(([, cents]) => cents > 0)
    .map(([name, cents]) => t.discountPart(name, formatMoney(cents)))
    .join(t.discountJoin);
}

/**
 * The rows an amount block shows, in order. Discounts only when there is one; freight always,
 * because 'Free' is worth saying. Every number comes from the server; nothing is added up here.
 */
export function amountRows(amounts: Amounts, parts?: DiscountParts): AmountRow[] {
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
      ...(parts ? { detail: partsText(parts) } : {}),
    });
  rows.push({
    key: 'freight',
    label: t.freight,
    cents: amounts.freightCents,
    text: amounts.freightCents > 0 ? formatMoney(amounts.freightCents) : t.freeFreight,
  });
  return rows;
}

export function AmountRows({
  amounts,
  payableLabel,
  parts,
}: {
  amounts: Amounts;
  payableLabel?: string;
  /** Given at checkout: the one 优惠 row says what it is made of. */
  parts?: DiscountParts;
}) {
  const t = messagesOf(orderMessages);
  return (
    <dl className={styles.rows} data-testid="amounts">
      {amountRows(amounts, parts).map((row) => (
        <div key={row.key} className={styles.row} data-amount={row.key}>
          <dt>{row.label}</dt>
          <dd>
            {row.text}
            {row.detail && <span className={styles.detail}>{row.detail}</span>}
          </dd>
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
