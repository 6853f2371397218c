import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '../../../schemas/api/order';
import { fetchOrderDetail } from '../../api/order';
import { usePageReady } from '../../app/pageReady';
import { AmountRows } from './common/AmountRows';
import { OrderActionBar } from './common/OrderActionBar';
import styles from './common/Orders.module.css';
import { formatTime, STATUS_TEXT } from './common/orderTexts';
import { EmptyState, ErrorState } from './common/StateViews';
import { useLoad } from './common/useLoad';
import { useOrderActions } from './common/useOrderActions';
import { useReshow } from './common/useReshow';
import { ItemRow } from './ItemRow';

function timeline(o: OrderDetail): Array<{ label: string; at: number }> {
  const steps: Array<[string, number | null]> = [
    ['Order placed', o.createdAt],
    ['Paid', o.paidAt],
    ['Shipped', o.shippedAt],
    ['Received', o.receivedAt],
    ['Completed', o.completedAt],
    [
      o.cancelKind === 'refund'
        ? 'Cancelled and refunded'
        : o.cancelKind === 'timeout'
          ? 'Cancelled (not paid in time)'
          : 'Cancelled',
      o.cancelledAt,
    ],
  ];
  return steps.filter((s): s is [string, number] => s[1] !== null).map(([label, at]) => ({ label, at }));
}

function invoiceText(o: OrderDetail): string {
  if (o.invoice.type === 'none') return 'None';
  if (o.invoice.type === 'personal') return `Personal: ${o.invoice.title}`;
  return `Company: ${o.invoice.title} (${o.invoice.taxNo})`;
}

function Detail({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const { run, busy } = useOrderActions((action) => {
    if (action === 'remove') navigate('/order/list', { replace: true });
    else onChanged();
  });
  return (
    <div className={styles.page} data-testid="order-detail" data-status={order.status}>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle} data-testid="order-status">
          {STATUS_TEXT[order.status]}
        </h2>
        {order.status === 'awaiting_payment' && (
          <p className={styles.muted}>
            Pay by {formatTime(order.payDeadline)} or the order is cancelled automatically.
          </p>
        )}
        {order.cancelReason && <p className={styles.muted}>Reason: {order.cancelReason}</p>}
        {order.refundCents !== null && order.refundCents > 0 && (
          <p className={styles.muted}>A refund goes back to your original payment method.</p>
        )}
      </section>
      <section className={styles.card} aria-label="Delivery address">
        <p>
          {order.address.name} {order.address.phone}
        </p>
        <p className={styles.muted}>
          {order.address.province} {order.address.city} {order.address.district} {order.address.detail}
        </p>
      </section>
      {order.stores.map((store) => (
        <section key={store.orderStoreNo} className={styles.card} aria-label={store.storeName}>
          <h3 className={styles.sectionTitle}>{store.storeName}</h3>
          <ul className={styles.items}>
            {store.items.map((item) => (
              <ItemRow key={item.orderItemNo} item={item} />
            ))}
          </ul>
        </section>
      ))}
      <AmountRows amounts={order.amounts} payableLabel={order.paidAt ? 'Paid' : 'To pay'} />
      <section className={styles.card}>
        <dl className={styles.dl}>
          <dt>Order no.</dt>
          <dd>{order.orderNo}</dd>
          <dt>Invoice</dt>
          <dd>{invoiceText(order)}</dd>
          {order.remark && (
            <>
              <dt>Remark</dt>
              <dd>{order.remark}</dd>
            </>
          )}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-timeline">
        <h3 id="order-timeline" className={styles.sectionTitle}>
          Timeline
        </h3>
        <ol className={styles.timeline}>
          {timeline(order).map((step) => (
            <li key={step.label} className={`${styles.node} ${styles.reached}`}>
              {step.label} <span className={styles.muted}>{formatTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.footer}>
        <OrderActionBar
          actions={order.actions}
          disabled={busy !== null}
          onAction={(a) => void run(a, order.orderNo)}
        />
      </div>
    </div>
  );
}

/** /order/detail?orderNo=: items, amounts, address, timeline and what can be done now. */
export default function DetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const load = useCallback(() => fetchOrderDetail(orderNo), [orderNo]);
  const { state, reload } = useLoad(orderNo, load);
  useReshow(reload);
  usePageReady(state.status !== 'loading' || !orderNo);
  if (!orderNo) return <EmptyState title="No order to show" linkTo="/order/list" linkText="My orders" />;
  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return state.handled ? null : <ErrorState message={state.message} onRetry={reload} />;
  return <Detail order={state.data} onChanged={reload} />;
}
