import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '../../../schemas/api/order';
import type { OrderTab } from '../../../schemas/api/order-status';
import { errorMessage, isApiError } from '../../api/errors';
import { fetchOrderList } from '../../api/order';
import { usePageReady } from '../../app/pageReady';
import { Price } from '../../ui/Price';
import { OrderActionBar } from './common/OrderActionBar';
import styles from './common/Orders.module.css';
import { isOrderTab, ORDER_TABS, STATUS_TEXT } from './common/orderTexts';
import { EmptyState, ErrorState } from './common/StateViews';
import { useOrderActions } from './common/useOrderActions';
import { useReshow } from './common/useReshow';

const PAGE_SIZE = 10;

interface ListState {
  tab: OrderTab;
  orders: OrderSummary[];
  pageNo: number;
  hasMore: boolean;
  loading: boolean;
  error: { message: string; handled: boolean } | null;
  /** The first page has answered (ready or failed): the skeleton can go. */
  settled: boolean;
}

const fresh = (tab: OrderTab): ListState => ({
  tab,
  orders: [],
  pageNo: 0,
  hasMore: true,
  loading: false,
  error: null,
  settled: false,
});

function OrderCard({
  order,
  busy,
  onAction,
}: {
  order: OrderSummary;
  busy: boolean;
  onAction: Parameters<typeof OrderActionBar>[0]['onAction'];
}) {
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
          <span className={styles.muted}>{order.stores.map((s) => s.storeName).join(', ')}</span>
          <span className={styles.status}>{STATUS_TEXT[order.status]}</span>
        </div>
        <div className={styles.thumbs}>
          {items.slice(0, 4).map((item) => (
            <img key={item.orderItemNo} src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
          ))}
        </div>
        {items.length === 1 && first && <p className={styles.muted}>{first.name}</p>}
        <div className={styles.total}>
          <span className={styles.muted}>
            {order.itemCount} item{order.itemCount === 1 ? '' : 's'}
          </span>
          <span>{order.status === 'awaiting_payment' ? 'To pay' : 'Paid'}</span>
          <Price cents={order.amounts.payableCents} />
        </div>
      </Link>
      <OrderActionBar actions={order.actions} disabled={busy} onAction={onAction} />
    </li>
  );
}

/** /order/list?status=: tabs replace the history entry; pages load on scroll or with 'load more'. */
export default function ListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('status');
  const tab: OrderTab = isOrderTab(raw) ? raw : 'all';
  const [state, setState] = useState<ListState>(() => fresh(tab));
  const inFlight = useRef<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  usePageReady(state.settled);

  const loadPage = useCallback((forTab: OrderTab, pageNo: number) => {
    const ticket = `${forTab}:${pageNo}`;
    if (inFlight.current === ticket) return;
    inFlight.current = ticket;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchOrderList(forTab, pageNo, PAGE_SIZE).then(
      (page) => {
        if (inFlight.current !== ticket) return;
        inFlight.current = null;
        setState((s) => {
          if (s.tab !== forTab) return s;
          // An order can move between pages while paging: keep each order once.
          const known = new Set(pageNo === 1 ? [] : s.orders.map((o) => o.orderNo));
          const orders = [
            ...(pageNo === 1 ? [] : s.orders),
            ...page.list.filter((o) => !known.has(o.orderNo)),
          ];
          return { ...s, orders, pageNo, hasMore: page.hasMore, loading: false, settled: true };
        });
      },
      (error: unknown) => {
        if (inFlight.current !== ticket) return;
        inFlight.current = null;
        setState((s) =>
          s.tab === forTab
            ? {
                ...s,
                loading: false,
                settled: true,
                error: { message: errorMessage(error), handled: isApiError(error) && error.handled },
              }
            : s,
        );
      },
    );
  }, []);

  useEffect(() => {
    inFlight.current = null;
    setState((s) => ({ ...fresh(tab), settled: s.settled }));
    loadPage(tab, 1);
  }, [tab, loadPage]);

  // Back from the cashier or another app: statuses may have moved on.
  useReshow(() => loadPage(tab, 1));

  /** The button retries after a failed page; scrolling alone does not, or a dead network would loop. */
  const more = (retry = true) => {
    if (!state.loading && state.hasMore && (retry || !state.error)) loadPage(tab, state.pageNo + 1);
  };
  const moreRef = useRef(more);
  moreRef.current = more;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) moreRef.current(false);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const { run, busy } = useOrderActions((action, orderNo) => {
    if (action === 'remove')
      setState((s) => ({ ...s, orders: s.orders.filter((o) => o.orderNo !== orderNo) }));
    else loadPage(tab, 1);
  });

  const chooseTab = (next: OrderTab) => {
    if (next === tab) return;
    navigate({ search: next === 'all' ? '' : `?status=${next}` }, { replace: true });
  };

  let body: ReactNode;
  if (state.error && state.orders.length === 0) {
    body = state.error.handled ? null : (
      <ErrorState message={state.error.message} onRetry={() => loadPage(tab, 1)} />
    );
  } else if (state.settled && state.orders.length === 0 && !state.loading) {
    body = <EmptyState title="No orders here yet" />;
  } else {
    body = (
      <ul className={styles.items}>
        {state.orders.map((order) => (
          <OrderCard
            key={order.orderNo}
            order={order}
            busy={busy === order.orderNo}
            onAction={(a) => void run(a, order.orderNo)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page} data-testid="order-list">
      <div className={styles.tabs} role="tablist" aria-label="Order status">
        {ORDER_TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={t.tab === tab}
            onClick={() => chooseTab(t.tab)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {body}
      {state.orders.length > 0 && state.hasMore && (
        <button type="button" className={styles.more} onClick={() => more()} disabled={state.loading}>
          {state.loading ? 'Loading…' : state.error ? 'Retry loading more' : 'Load more'}
        </button>
      )}
      {state.orders.length > 0 && !state.hasMore && <p className={styles.end}>No more orders</p>}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
