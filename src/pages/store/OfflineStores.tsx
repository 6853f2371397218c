import { useCallback, useEffect, useState } from 'react';
import type { OfflineKind, OfflineStore } from '../../../schemas/api/store';
import { type Coordinates, fetchOfflineKinds, fetchOfflineStore, fetchOfflineStores } from '../../api/store';
import { getLocation, type ShopperLocation } from '../../bridge/location';
import { phoneCall } from '../../bridge/native';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { Sheet } from '../../ui/Sheet';
import { Tag } from '../../ui/Tag';
import { reportBridgeOutcome } from '../../ui/upgradePrompt';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { storeMessages } from './messages';
import styles from './Store.module.css';

type Located = { status: 'locating' } | ShopperLocation;

/** Metres as the shopper reads them: 850m, 1.2km, 1,068km. */
function useDistanceText() {
  const t = useMessages(storeMessages);
  return (m: number | null) => {
    if (m === null) return '';
    if (m < 1000) return t.distanceMeters(m);
    return t.distanceKm(m < 100_000 ? (m / 1000).toFixed(1) : String(Math.round(m / 1000)));
  };
}

/** Where the shopper is: the app's location, else the browser's; asked once, again on request. */
function useShopperLocation() {
  const [located, setLocated] = useState<Located>({ status: 'locating' });
  const locate = useCallback(async () => {
    setLocated({ status: 'locating' });
    const outcome = await getLocation();
    if (outcome.ok) setLocated(outcome.value);
    else {
      await reportBridgeOutcome(outcome);
      setLocated({ status: 'unavailable' });
    }
  }, []);
  useEffect(() => {
    void locate();
  }, [locate]);
  return { located, locate };
}

function ShopDetail({ offlineNo, where }: { offlineNo: string; where: Coordinates | null }) {
  const t = useMessages(storeMessages);
  const distance = useDistanceText();
  const { state } = useScreenData(() => fetchOfflineStore(offlineNo, where), { key: offlineNo, part: true });
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.status !== 'ready') return <p className={styles.muted}>{t.locating}</p>;
  const shop = state.data;
  return (
    <div data-testid="shop-detail">
      <p className={styles.shopName}>{shop.name}</p>
      <p className={styles.shopLine}>{t.shopAddress(`${shop.city}${shop.district}${shop.address}`)}</p>
      <p className={styles.shopLine}>{t.hours(shop.opensAt, shop.closesAt)}</p>
      {shop.distanceMeters !== null && (
        <p className={styles.shopLine}>{t.shopDistance(distance(shop.distanceMeters))}</p>
      )}
      <button type="button" className={styles.primaryButton} onClick={() => void phoneCall(shop.phone)}>
        {t.call(shop.phone)}
      </button>
    </div>
  );
}

function ShopList({
  storeNo,
  kind,
  where,
  onOpen,
}: {
  storeNo: string;
  kind: OfflineKind | null;
  where: Coordinates | null;
  onOpen: (shop: OfflineStore) => void;
}) {
  const t = useMessages(storeMessages);
  const distance = useDistanceText();
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchOfflineStores(
        { storeNo, kind: kind ?? undefined, where },
        { pageNo, pageSize },
      );
      return { items: page.items, hasMore: page.hasMore };
    },
    {
      key: `${storeNo}|${kind ?? ''}|${where ? `${where.latitude},${where.longitude}` : ''}`,
      idOf: (s) => s.offlineNo,
      part: true,
    },
  );
  return (
    <PagedStates
      list={list}
      pullToRefresh={false}
      empty={<p className={styles.muted}>{t.noOfflineStores}</p>}
      data-testid="offline-stores"
    >
      {(shops) => (
        <ul className={styles.shops}>
          {shops.map((s) => (
            <li key={s.offlineNo}>
              <button
                type="button"
                className={styles.shop}
                onClick={() => onOpen(s)}
                data-testid="offline-store"
              >
                <span className={styles.shopMain}>
                  <span className={styles.shopName}>{s.name}</span>
                  <span className={styles.shopLine}>
                    <Tag type="primary" plain>
                      {t[`kind.${s.kind}`]}
                    </Tag>{' '}
                    {t.hours(s.opensAt, s.closesAt)}
                  </span>
                  <span className={styles.shopLine}>
                    {s.district}
                    {s.address}
                  </span>
                </span>
                {s.distanceMeters !== null && (
                  <span className={styles.distance} data-testid="shop-distance">
                    {distance(s.distanceMeters)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedStates>
  );
}

/**
 * The brand's physical shops, nearest first from where the shopper is (distances by the server). Without
 * a location (refused or unavailable) they are listed by city, with a note saying how to allow it and a
 * button to try again.
 */
export function OfflineStores({ storeNo, count }: { storeNo: string; count: number }) {
  const t = useMessages(storeMessages);
  const { located, locate } = useShopperLocation();
  const [kind, setKind] = useState<OfflineKind | null>(null);
  const [picked, setPicked] = useState<OfflineStore | null>(null);
  const sheet = useHistorySheet('shop');
  const kinds = useScreenData(() => fetchOfflineKinds(storeNo), { key: storeNo, part: true });
  const where =
    located.status === 'granted' ? { latitude: located.latitude, longitude: located.longitude } : null;
  const present = kinds.state.status === 'ready' ? kinds.state.data.filter((k) => k.count > 0) : [];

  return (
    <section className={styles.card} aria-labelledby="offline-title" data-testid="offline-section">
      <h2 id="offline-title" className={styles.cardTitle}>
        <span>{t.offlineStores}</span>
        <span className={styles.muted}>{t.offlineCount(count)}</span>
      </h2>
      {present.length > 1 && (
        <ul className={styles.kinds}>
          {[null, ...present.map((k) => k.kind)].map((k) => (
            <li key={k ?? 'all'}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={kind === k}
                onClick={() => setKind(k)}
              >
                {k === null ? t.allKinds : t[`kind.${k}`]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {located.status === 'locating' && (
        <p className={styles.locationNote} role="status">
          {t.locating}
        </p>
      )}
      {located.status === 'granted' && <p className={styles.locationNote}>{t.nearestFirst}</p>}
      {(located.status === 'denied' || located.status === 'unavailable') && (
        <div
          className={`${styles.locationNote} ${styles.locationDenied}`}
          role="status"
          data-testid="location-refused"
        >
          <p>{located.status === 'denied' ? t.locationDenied : t.locationUnavailable}</p>
          {located.status === 'denied' && <p>{t.locationDeniedHint}</p>}
          <button type="button" className={styles.linkButton} onClick={() => void locate()}>
            {t.locateAgain}
          </button>
        </div>
      )}
      {located.status !== 'locating' && (
        <ShopList
          storeNo={storeNo}
          kind={kind}
          where={where}
          onOpen={(shop) => {
            setPicked(shop);
            sheet.show();
          }}
        />
      )}
      <Sheet sheet={sheet} title={t.shopDetails}>
        <div className={styles.sheetBody}>
          {sheet.open && picked && <ShopDetail offlineNo={picked.offlineNo} where={where} />}
        </div>
      </Sheet>
    </section>
  );
}
