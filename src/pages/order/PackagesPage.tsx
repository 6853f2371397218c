import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchPackages } from '../../api/order';
import { Skeleton } from '../../ui/Skeleton';
import styles from './common/Orders.module.css';
import { EmptyState, ErrorState } from './common/StateViews';
import { useLoad } from './common/useLoad';

const NODE_TEXT: Record<string, string> = {
  packed: 'Packed',
  shipped: 'Shipped',
  inTransit: 'In transit',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
};

/** /order/logisticsList?orderNo=: one package per store part of the order. */
export default function PackagesPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const load = useCallback(() => fetchPackages(orderNo), [orderNo]);
  const { state, reload } = useLoad(orderNo, load);
  if (!orderNo) return <EmptyState title="No order to track" linkTo="/order/list" linkText="My orders" />;
  if (state.status === 'loading') return <Skeleton variant="list" rows={2} label="Loading packages" />;
  if (state.status === 'error')
    return state.handled ? null : <ErrorState message={state.message} onRetry={reload} />;
  const { packages } = state.data;
  if (packages.length === 0)
    return <EmptyState title="No packages yet" linkTo="/order/list" linkText="My orders" />;
  return (
    <ul className={`${styles.page} ${styles.items}`} data-testid="packages-page">
      {packages.map((p, index) => (
        <li key={p.packageNo} className={styles.card}>
          <div className={styles.cardHead}>
            <span>
              Package {index + 1} · {p.storeName}
            </span>
            <span className={styles.status}>{p.current ? NODE_TEXT[p.current] : 'Not yet packed'}</span>
          </div>
          <div className={styles.thumbs}>
            {p.imageUrls.slice(0, 4).map((src) => (
              <img key={src} src={src} alt="" width={56} height={56} loading="lazy" />
            ))}
          </div>
          <p className={styles.muted}>
            {p.carrier} {p.trackingNo} · {p.itemCount} item{p.itemCount === 1 ? '' : 's'}
          </p>
          <Link
            className={styles.muted}
            to={`/order/logisticsInformation?orderNo=${encodeURIComponent(orderNo)}`}
          >
            Track ›
          </Link>
        </li>
      ))}
    </ul>
  );
}
