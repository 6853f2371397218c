import { Link, useSearchParams } from 'react-router-dom';
import { fetchLogistics } from '../../api/order';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { PlacementSlot } from '../slot/PlacementSlot';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

/** /order/logisticsInformation?orderNo=: the carrier, tracking number and the nodes reached so far. */
export default function LogisticsPage() {
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { state, reload } = useScreenData(() => fetchLogistics(orderNo), {
    key: orderNo,
    enabled: orderNo !== '',
    reshow: true,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={3} label={t.loadingLogistics} />}
      idle={<EmptyState kind="orders" title={t.noOrderToTrack} linkTo="/order/list" linkText={t.myOrders} />}
    >
      {(info) => (
        <div className={styles.page} data-testid="logistics-page">
          <section className={styles.card}>
            <dl className={styles.dl}>
              <dt>{t.carrier}</dt>
              <dd>{info.carrier}</dd>
              <dt>{t.trackingNo}</dt>
              <dd>{info.trackingNo}</dd>
            </dl>
            <Link className={styles.muted} to={`/order/logisticsList?orderNo=${encodeURIComponent(orderNo)}`}>
              {t.viewPackages}
            </Link>
          </section>
          <PlacementSlot code={42} />
          <section className={styles.card}>
            {info.current === null ? (
              <p className={styles.muted}>{t.notPacked}</p>
            ) : (
              <ol className={styles.timeline}>
                {/* Newest first, the way parcel tracking reads. */}
                {[...info.nodes].reverse().map((node) => (
                  <li key={node.code} className={`${styles.node} ${node.reached ? styles.reached : ''}`}>
                    {t[`node.${node.code}`]}
                    {node.time !== null && <span className={styles.muted}> {formatDateTime(node.time)}</span>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </ScreenStates>
  );
}
