import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '../../../schemas/api/order';
import { type OrderTab, orderTabSchema } from '../../../schemas/api/order-status';
import { fetchOrderList } from '../../api/order';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { Price } from '../../ui/Price';
import { OrderAfterSaleTag } from '../afterSale/AfterSaleEntry';
import { OrderListReviewEntry } from '../comment/ListReviewEntry';
import { OrderListInvoiceEntry } from '../invoice/ListInvoiceEntry';
import { amountWording } from './amountWording';
import { orderMessages } from './messages';
import { OrderActionBar } from './OrderActionBar';
import styles from './Orders.module.css';
import { useOrderActions } from './useOrderActions';

// 待评价 sits after 已发货, where JD's and Taobao's order lists put it.
const ORDER_TABS: readonly OrderTab[] = orderTabSchema.options.flatMap((t): OrderTab[] =>
  t === 'to_review' ? [] : t === 'shipped' ? [t, 'to_review'] : [t],
);

const isOrderTab = (value: string | null): value is OrderTab => ORDER_TABS.some((t) => t === value);

function OrderCard({
  order,
  busy,
  onAction,
}: {
  order: OrderSummary;
  busy: boolean;
  onAction: Parameters<typeof OrderActionBar>[0]['onAction'];
}) {
  const t = useMessages(orderMessages);
  const detail = `/order/detail?orderNo=${encodeURIComponent(order.orderNo)}`;
  const items = order.stores.flatMap((s) => s.items);
  const first = items[0];
  return (
    <li
      className={styles.card}
      data-testid="order-card"
      data-order-no={order.orderNo}
      data-status={order.status}
    >
      <Link className={styles.cardLink} to={detail}>
        <div className={styles.cardHead}>
          <span className={styles.muted}>{order.stores.map((s) => s.storeName).join(t.storeSeparator)}</span>
          <span className={styles.status}>
            <OrderAfterSaleTag status={order.afterSaleStatus} /> {t[`status.${order.status}`]}
          </span>
        </div>
        <div className={styles.thumbs}>
          {items.slice(0, 4).map((item) => (
            <img key={item.orderItemNo} src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
          ))}
        </div>
        {items.length === 1 && first && <p className={styles.muted}>{first.name}</p>}
        <div className={styles.total}>
          <span className={styles.muted}>{t.itemCount(order.itemCount)}</span>
          <span>{t[amountWording(order.status)]}</span>
          <Price cents={order.amounts.payableCents} />
        </div>
      </Link>
      <OrderActionBar actions={order.actions} disabled={busy} onAction={onAction} />
      <OrderListReviewEntry order={order} />
      <OrderListInvoiceEntry order={order} />
    </li>
  );
}

/** /order/list?status=: tabs replace the history entry; pages load as the shopper scrolls; pull to refresh. */
export default function ListPage() {
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('status');
  const tab: OrderTab = isOrderTab(raw) ? raw : 'all';
  // Back from the cashier or another app: statuses may have moved on (reshow).
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchOrderList(tab, pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: tab, idOf: (o) => o.orderNo, reshow: true },
  );

  const { run, busy } = useOrderActions((action, orderNo) => {
    if (action === 'remove') list.update((orders) => orders.filter((o) => o.orderNo !== orderNo));
    else list.refresh();
  });

  const chooseTab = (next: OrderTab) => {
    if (next === tab) return;
    navigate({ search: next === 'all' ? '' : `?status=${next}` }, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="order-list">
      <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
        {ORDER_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={key === tab}
            onClick={() => chooseTab(key)}
          >
            {t[`tab.${key}`]}
          </button>
        ))}
      </div>
      <PagedStates list={list} empty={<EmptyState kind="orders" title={t.noOrders} />}>
        {(orders) => (
          <ul className={styles.items}>
            {orders.map((order) => (
              <OrderCard
                key={order.orderNo}
                order={order}
                busy={busy === order.orderNo}
                onAction={(a) => void run(a, order.orderNo)}
              />
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}
