import { Link } from 'react-router-dom';
import { fetchStoreList } from '../../api/store';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import styles from './Luxury.module.css';
import { luxuryMessages } from './messages';

/** /luxury/store/list: the boutiques of the luxury zone, best rated first. */
export default function LuxuryStoreListPage() {
  const t = useMessages(luxuryMessages);
  const { state, reload } = useScreenData(() => fetchStoreList('luxury'), {
    key: 'luxury',
    isEmpty: (stores) => stores.length === 0,
  });
  return (
    <div className={styles.page} data-testid="luxury-store-list">
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t.zoneTitle}</h1>
        <p className={styles.heroSubtitle}>{t.zoneSubtitle}</p>
      </header>
      <ScreenStates state={state} onRetry={reload} empty={<EmptyState kind="search" title={t.noStores} />}>
        {(stores) => (
          <ul className={styles.stores}>
            {stores.map((store) => (
              <li key={store.storeNo}>
                <Link className={styles.storeCard} to={`/luxury/store/${encodeURIComponent(store.storeNo)}`}>
                  <span className={styles.storeLogo}>
                    <Image src={store.logoUrl} alt="" ratio={1} radius={6} />
                  </span>
                  <span className={styles.storeText}>
                    <span className={styles.storeName}>{store.name}</span>
                    <span className={styles.storeLine}>{store.description}</span>
                    <span className={styles.storeLine}>
                      {t.stats(
                        store.rating.toFixed(1),
                        store.productCount,
                        formatCount(store.followers, true),
                      )}
                    </span>
                  </span>
                  <span className={styles.enter}>{t.enterStore}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ScreenStates>
    </div>
  );
}
