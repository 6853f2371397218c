import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../../schemas/api/order-status';
import { fetchInvoicePart } from '../../api/invoice';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Invoice.module.css';
import { invoiceMessages } from './messages';
import { invoiceFormPath, invoiceInfoPath } from './paths';

/** Orders that may have an invoice: paid and not cancelled (the server also refuses refunded ones). */
const INVOICEABLE: readonly OrderStatus[] = ['paid', 'shipped', 'received', 'completed'];

/**
 * 申请开票 / 查看发票 for a store part of the order detail: asks the server whether the part has an invoice
 * or may get one, and shows only the entry that applies (nothing while loading or on failure).
 */
export function InvoiceEntry({ status, orderStoreNo }: { status: OrderStatus; orderStoreNo: string }) {
  const t = useMessages(invoiceMessages);
  const open = INVOICEABLE.includes(status);
  const { state } = useScreenData(() => fetchInvoicePart(orderStoreNo), {
    key: `${orderStoreNo}:${status}`,
    enabled: open,
    part: true,
    reshow: true,
  });
  if (!open || state.status !== 'ready') return null;
  const part = state.data;
  if (part.current) {
    return (
      <div className={styles.entries}>
        <Link className={styles.entry} to={invoiceInfoPath(orderStoreNo)} data-testid="view-invoice">
          {t.view}
          <span className={styles.muted}>
            {t[`entry.${part.current.state === 'issued' ? 'issued' : 'applying'}`]}
          </span>
        </Link>
      </div>
    );
  }
  if (!part.canApply) return null;
  return (
    <div className={styles.entries}>
      <Link className={styles.entry} to={invoiceFormPath(orderStoreNo)} data-testid="apply-invoice">
        {t.apply}
      </Link>
    </div>
  );
}
