import { Fragment } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '../../../schemas/api/order';
import { fetchOrderDetail } from '../../api/order';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { AfterSaleEntry } from '../afterSale/AfterSaleEntry';
import { AddressChangeEntry, OrderTimerNote, ReviewEntry } from '../comment/OrderEntries';
import { PayKindRow } from '../ecny/PayKindRow';
import { ServiceEntry } from '../im/ServiceEntry';
import { InvoiceEntry } from '../invoice/InvoiceEntry';
import { PlacementSlot } from '../slot/PlacementSlot';
import { AmountRows } from './AmountRows';
import { amountWording } from './amountWording';
import { CopyOrderNo } from './CopyOrderNo';
import { ItemRow } from './ItemRow';
import { type OrderMessages, orderMessages } from './messages';
import { OrderActionBar } from './OrderActionBar';
import styles from './Orders.module.css';
import { useOrderActions } from './useOrderActions';

function timeline(o: OrderDetail, t: OrderMessages): Array<{ label: string; at: number }> {
  const steps: Array<[string, number | null]> = [
    [t['step.placed'], o.createdAt],
    [t['step.paid'], o.paidAt],
    [t['step.shipped'], o.shippedAt],
    [t['step.received'], o.receivedAt],
    [t['step.completed'], o.completedAt],
    [
      o.cancelKind === 'refund'
        ? t['step.refunded']
        : o.cancelKind === 'timeout'
          ? t['step.timeout']
          : t['step.cancelled'],
      o.cancelledAt,
    ],
  ];
  return steps.filter((s): s is [string, number] => s[1] !== null).map(([label, at]) => ({ label, at }));
}

/** What the order's invoice is now: one issued or on its way since checkout wins over the checkout choice. */
function invoiceText(o: OrderDetail, t: OrderMessages): string {
  if (o.invoiceState === 'issued') return t.invoiceIssued;
  if (o.invoiceState === 'applying') return t.invoiceApplying;
  if (o.invoice.type === 'none') return t.invoiceNone;
  if (o.invoice.type === 'personal') return t.invoicePersonal(o.invoice.title);
  return t.invoiceCompany(o.invoice.title, o.invoice.taxNo);
}

function Detail({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const t = useMessages(orderMessages);
  const navigate = useNavigate();
  const { run, busy } = useOrderActions((action) => {
    if (action === 'remove') navigate('/order/list', { replace: true });
    else onChanged();
  });
  return (
    <div className={styles.page} data-testid="order-detail" data-status={order.status}>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle} data-testid="order-status">
          {t[`status.${order.status}`]}
        </h2>
        {order.status === 'awaiting_payment' && (
          <p className={styles.muted}>{t.payBy(formatDateTime(order.payDeadline))}</p>
        )}
        <OrderTimerNote order={order} />
        {order.cancelReason && <p className={styles.muted}>{t.cancelReason(order.cancelReason)}</p>}
        {order.refundCents !== null && order.refundCents > 0 && (
          <p className={styles.muted}>{t.refundNote}</p>
        )}
      </section>
      <section className={styles.card} aria-label={t.deliveryAddress}>
        <p>
          {order.address.name} {order.address.phone}
        </p>
        <p className={styles.muted}>
          {order.address.province} {order.address.city} {order.address.district} {order.address.detail}
        </p>
        <AddressChangeEntry order={order} onChanged={onChanged} />
      </section>
      {order.stores.map((store) => (
        <section key={store.orderStoreNo} className={styles.card} aria-label={store.storeName}>
          <h3 className={styles.sectionTitle}>{store.storeName}</h3>
          <ul className={styles.items}>
            {store.items.map((item) => (
              <Fragment key={item.orderItemNo}>
                <ItemRow item={item} />
                <AfterSaleEntry orderNo={order.orderNo} item={item} />
              </Fragment>
            ))}
          </ul>
          <ReviewEntry order={order} orderStoreNo={store.orderStoreNo} />
          <InvoiceEntry status={order.status} orderStoreNo={store.orderStoreNo} />
        </section>
      ))}
      <AmountRows amounts={order.amounts} payableLabel={t[amountWording(order.status)]} />
      <section className={styles.card}>
        <dl className={styles.dl}>
          <dt>{t.orderNo}</dt>
          <dd>
            <CopyOrderNo orderNo={order.orderNo} />
          </dd>
          <dt>{t.invoice}</dt>
          <dd>{invoiceText(order, t)}</dd>
          <PayKindRow order={order} />
          {order.remark && (
            <>
              <dt>{t.remark}</dt>
              <dd>{order.remark}</dd>
            </>
          )}
        </dl>
        <ServiceEntry subject="order" subjectNo={order.orderNo} />
      </section>
      <section className={styles.card} aria-labelledby="order-timeline">
        <h3 id="order-timeline" className={styles.sectionTitle}>
          {t.timeline}
        </h3>
        <ol className={styles.timeline}>
          {timeline(order, t).map((step) => (
            <li key={step.label} className={`${styles.node} ${styles.reached}`}>
              {step.label} <span className={styles.muted}>{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      <PlacementSlot code={43} />
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
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  // Back from the cashier or another app: the order may have moved on (reshow).
  const { state, reload } = useScreenData(() => fetchOrderDetail(orderNo), {
    key: orderNo,
    enabled: orderNo !== '',
    reshow: true,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={<EmptyState kind="orders" title={t.noOrder} linkTo="/order/list" linkText={t.myOrders} />}
    >
      {(order) => <Detail order={order} onChanged={reload} />}
    </ScreenStates>
  );
}
