import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchLogistics } from '../../api/order';
import { Skeleton } from '../../ui/Skeleton';
import styles from './common/Orders.module.css';
import { formatTime } from './common/orderTexts';
import { EmptyState, ErrorState } from './common/StateViews';
import { useLoad } from './common/useLoad';

/** /order/logisticsInformation?orderNo=: the carrier, tracking number and the nodes reached so far. */
export default function LogisticsPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const load = useCallback(() => fetchLogistics(orderNo), [orderNo]);
  const { state, reload } = useLoad(orderNo, load);
  if (!orderNo) return <EmptyState title="No order to track" linkTo="/order/list" linkText="My orders" />;
  if (state.status === 'loading') return <Skeleton variant="list" rows={3} label="Loading logistics" />;
  if (state.status === 'error')
    return state.handled ? null : <ErrorState message={state.message} onRetry={reload} />;
  const info = state.data;
  // Newest first, the way parcel tracking reads.
  const nodes = [...info.nodes].reverse();
  return (
    <div className={styles.page} data-testid="logistics-page">
      <section className={styles.card}>
        <dl className={styles.dl}>
          <dt>Carrier</dt>
          <dd>{info.carrier}</dd>
          <dt>Tracking no.</dt>
          <dd>{info.trackingNo}</dd>
        </dl>
        <Link className={styles.muted} to={`/order/logisticsList?orderNo=${encodeURIComponent(orderNo)}`}>
          View packages ›
        </Link>
      </section>
      <section className={styles.card}>
        {info.current === null ? (
          <p className={styles.muted}>The order has not been packed yet.</p>
        ) : (
          <ol className={styles.timeline}>
            {nodes.map((node) => (
              <li key={node.code} className={`${styles.node} ${node.reached ? styles.reached : ''}`}>
                {node.label}
                {node.time !== null && <span className={styles.muted}> {formatTime(node.time)}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
