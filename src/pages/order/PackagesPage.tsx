import { Link, useSearchParams } from 'react-router-dom';
import { fetchPackages } from '../../api/order';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

/** /order/logisticsList?orderNo=: one package per store part of the order. */
export default function PackagesPage() {
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { state, reload } = useScreenData(() => fetchPackages(orderNo), {
    key: orderNo,
    enabled: orderNo !== '',
    isEmpty: (d) => d.packages.length === 0,
    reshow: true,
  });
  const myOrders = (title: string) => (
    <EmptyState kind="orders" title={title} linkTo="/order/list" linkText={t.myOrders} />
  );
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={2} label={t.loadingPackages} />}
      idle={myOrders(t.noOrderToTrack)}
      empty={myOrders(t.noPackages)}
    >
      {({ packages }) => (
        <ul className={`${styles.page} ${styles.items}`} data-testid="packages-page">
          {packages.map((p, index) => (
            <li key={p.packageNo} className={styles.card}>
              <div className={styles.cardHead}>
                <span>{t.packageTitle(index + 1, p.storeName)}</span>
                <span className={styles.status}>{p.current ? t[`node.${p.current}`] : t.notYetPacked}</span>
              </div>
              <div className={styles.thumbs}>
                {p.imageUrls.slice(0, 4).map((src) => (
                  <img key={src} src={src} alt="" width={56} height={56} loading="lazy" />
                ))}
              </div>
              <p className={styles.muted}>
                {p.carrier} {p.trackingNo} · {t.packageItems(p.itemCount)}
              </p>
              <Link
                className={styles.muted}
                to={`/order/logisticsInformation?orderNo=${encodeURIComponent(orderNo)}`}
              >
                {t.track}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ScreenStates>
  );
}
