import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../../schemas/api/order';
import { useMessages } from '../../i18n/messages';
import styles from './Invoice.module.css';
import { invoiceMessages } from './messages';
import { invoiceInfoPath } from './paths';

/**
 * Once the goods are on their way: a just-paid order's card keeps to its own few actions, and its details
 * offer the invoice from payment on (InvoiceEntry). The server also refuses refunded ones.
 */
const LISTED: readonly OrderSummary['status'][] = ['shipped', 'received', 'completed'];

/**
 * The order list's 发票 for a shipped or received order of one store part: the invoice page shows the invoice, or offers
 * to ask for one (with several parts the shopper picks the part in the order's details). No request per
 * card: the list stays one read.
 */
export function OrderListInvoiceEntry({ order }: { order: OrderSummary }) {
  const t = useMessages(invoiceMessages);
  const [only, ...more] = order.stores;
  if (!LISTED.includes(order.status) || !only || more.length > 0) return null;
  return (
    <div className={styles.entries}>
      <Link className={styles.entry} to={invoiceInfoPath(only.orderStoreNo)} data-testid="list-invoice">
        {t.listEntry}
      </Link>
    </div>
  );
}
