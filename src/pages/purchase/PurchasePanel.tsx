import { useLocation } from 'react-router-dom';
import { fetchPurchaseBase, fetchPurchaseShipment } from '../../api/purchase';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Tag } from '../../ui/Tag';
import page from '../product/ProductPage.module.css';
import { purchaseMessages } from './messages';
import styles from './PurchasePanel.module.css';

/**
 * The purchase-type product's own flow on /xhProduct/detail (ADR 0017): the partner, the batch an order
 * placed now joins and when it arrives, the per-customer limit with what is left, and the areas not
 * served. On other routes, or for goods outside a purchase programme, it shows nothing.
 */
export function PurchasePanel({ spuNo, skuNo }: { spuNo: string; skuNo: string }) {
  const { pathname } = useLocation();
  const purchase = pathname.startsWith('/xhProduct/');
  const t = useMessages(purchaseMessages);
  const base = useScreenData(() => fetchPurchaseBase(spuNo), {
    key: `purchase|${spuNo}`,
    part: true,
    enabled: purchase,
  });
  const ship = useScreenData(() => fetchPurchaseShipment(skuNo), {
    key: `purchase-ship|${skuNo}`,
    part: true,
    enabled: purchase,
  });
  if (!purchase || base.state.status !== 'ready') return null;
  const b = base.state.data;
  const s = ship.state.status === 'ready' ? ship.state.data : null;
  const days = b.batchWeekdays.map((d) => t.weekday(d)).join(t.daySeparator);
  return (
    <section className={page.card} aria-label={t.title} data-testid="purchase-panel">
      <h2 className={styles.title}>
        <Tag type="primary">{t.title}</Tag> <span>{b.partnerName}</span>
      </h2>
      <dl className={styles.rows}>
        <dt>{t.schedule}</dt>
        <dd>{t.scheduleText(days, b.cutoffHour)}</dd>
        {s && (
          <>
            <dt>{t.batch}</dt>
            <dd data-testid="purchase-batch">
              {t.batchText(formatDateTime(s.batchAt), formatDate(s.arriveFrom), formatDate(s.arriveTo))}
            </dd>
          </>
        )}
        <dt>{t.limit}</dt>
        <dd data-testid="purchase-limit">
          {b.remaining === null
            ? t.limitText(b.perCustomerLimit)
            : t.remainingText(b.perCustomerLimit, b.remaining)}
        </dd>
      </dl>
      {s && !s.deliverable && s.province !== null && (
        <p className={styles.warn}>{t.noDelivery(s.province)}</p>
      )}
      {b.excludedProvinces.length > 0 && (
        <p className={styles.note}>{t.excluded(b.excludedProvinces.join(t.daySeparator))}</p>
      )}
      {b.notes && <p className={styles.note}>{b.notes}</p>}
    </section>
  );
}
