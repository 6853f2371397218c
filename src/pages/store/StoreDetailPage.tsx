import { useParams } from 'react-router-dom';
import type { StoreDetail } from '../../../schemas/api/store';
import { fetchStoreDetail, unlessGone } from '../../api/store';
import { phoneCall } from '../../bridge/native';
import { formatDate } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Cell } from '../../ui/Cell';
import { CellGroup } from '../../ui/CellGroup';
import { Skeleton } from '../../ui/Skeleton';
import { Tag } from '../../ui/Tag';
import { storeMessages } from './messages';
import { OfflineStores } from './OfflineStores';
import styles from './Store.module.css';
import { StoreHeader } from './StoreHeader';

function Detail({ store }: { store: StoreDetail }) {
  const t = useMessages(storeMessages);
  const ratings = [
    [t.overallRating, store.rating],
    [t.goodsRating, store.goodsRating],
    [t.serviceRating, store.serviceRating],
    [t.logisticsRating, store.logisticsRating],
  ] as const;
  return (
    <div className={styles.page} data-testid="store-detail">
      <StoreHeader info={store} luxury={store.storeType === 'luxury'} detailsLink={false} />
      <section className={styles.card} aria-labelledby="ratings-title">
        <h2 id="ratings-title" className={styles.cardTitle}>
          {t.ratings}
        </h2>
        <dl className={styles.ratings}>
          {ratings.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value.toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {store.promises.length > 0 && (
        <section className={styles.card} aria-labelledby="promises-title">
          <h2 id="promises-title" className={styles.cardTitle}>
            {t.promises}
          </h2>
          <ul className={styles.promises}>
            {store.promises.map((p) => (
              <li key={p}>
                <Tag type="primary" plain round>
                  {t[`promise.${p}`]}
                </Tag>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CellGroup title={t.company}>
        <Cell title={t.companyName} value={store.companyName} />
        <Cell title={t.city} value={store.city} />
        <Cell title={t.openedAt} value={formatDate(store.openedAt)} />
        <Cell
          title={t.servicePhone}
          value={store.servicePhone}
          onClick={() => void phoneCall(store.servicePhone)}
          data-testid="service-phone"
        />
      </CellGroup>
      <CellGroup title={t.licences}>
        {store.licences.map((l) => (
          <Cell
            key={l.kind}
            title={t[`licence.${l.kind}`]}
            value={l.number}
            label={t.licenceIssuer(
              l.issuer,
              l.validUntil === null ? t.licenceLongTerm : t.licenceValid(formatDate(l.validUntil)),
            )}
          />
        ))}
      </CellGroup>
      {store.offlineStoreCount > 0 && (
        <OfflineStores storeNo={store.storeNo} count={store.offlineStoreCount} />
      )}
    </div>
  );
}

/** /storeDetail/:storeNo: ratings by part, service promises, company and licences, and the physical shops. */
export default function StoreDetailPage() {
  const t = useMessages(storeMessages);
  const { storeNo = '' } = useParams();
  const { state, reload } = useScreenData(() => unlessGone(fetchStoreDetail(storeNo)), {
    key: storeNo,
    isEmpty: (store) => store === null,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="page" />}
      empty={<EmptyState kind="search" title={t.storeGone} />}
    >
      {(store) => store && <Detail store={store} />}
    </ScreenStates>
  );
}
