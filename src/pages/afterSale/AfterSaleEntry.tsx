import { Link } from 'react-router-dom';
import type { OrderAfterSaleStatus, OrderItemAfterSale } from '../../../schemas/api/after-sales';
import { useMessages } from '../../i18n/messages';
import { Tag } from '../../ui/Tag';
import styles from './AfterSale.module.css';
import { afterSaleMessages } from './messages';

export const applyPath = (orderNo: string, orderItemNo: string) =>
  `/order/applyAfterSale?orderNo=${encodeURIComponent(orderNo)}&orderItemNo=${encodeURIComponent(orderItemNo)}`;
export const rmaListPath = (orderItemNo: string) => `/order/rmaList/${encodeURIComponent(orderItemNo)}`;
export const rmaDetailPath = (rmaNo: string) => `/order/afterSaleDetail?rmaNo=${encodeURIComponent(rmaNo)}`;

/**
 * Under an order line on the order details: 'apply' while the server says a type may be applied for now
 * (canApply), 'progress' once the line has an application. Nothing otherwise.
 */
export function AfterSaleEntry({
  orderNo,
  item,
}: {
  orderNo: string;
  item: { orderItemNo: string; afterSale?: OrderItemAfterSale | undefined };
}) {
  const t = useMessages(afterSaleMessages);
  const a = item.afterSale;
  if (!a || (a.canApply.length === 0 && a.latest === null)) return null;
  return (
    <li className={styles.entry}>
      {a.latest !== null && (
        <Link className={styles.entryLink} to={rmaListPath(item.orderItemNo)}>
          {t.progress}
        </Link>
      )}
      {a.canApply.length > 0 && (
        <Link className={styles.entryLink} to={applyPath(orderNo, item.orderItemNo)}>
          {t.apply}
        </Link>
      )}
    </li>
  );
}

/** The order's after-sales status on the order list ('售后中', '已退款'); nothing when there is none. */
export function OrderAfterSaleTag({ status }: { status: OrderAfterSaleStatus | undefined }) {
  const t = useMessages(afterSaleMessages);
  if (!status || status === 'none') return null;
  return (
    <span data-testid="order-after-sale">
      <Tag type={status === 'applying' ? 'warning' : 'success'} plain>
        {t[`order.${status}`]}
      </Tag>
    </span>
  );
}
