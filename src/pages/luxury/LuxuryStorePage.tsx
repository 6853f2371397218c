import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StoreInfo } from '../../../schemas/api/store';
import { productPath } from '../../../schemas/booth/product-path';
import { productLabelMessages, STOCK_STATE_KEYS } from '../../../schemas/i18n/productLabels';
import { fetchStoreInfo, fetchStoreProducts, unlessGone } from '../../api/store';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import { Tag } from '../../ui/Tag';
import { storeMessages } from '../store/messages';
import { StoreHeader } from '../store/StoreHeader';
import styles from './Luxury.module.css';
import { luxuryMessages } from './messages';

function Boutique({ info }: { info: StoreInfo }) {
  const t = useMessages(luxuryMessages);
  const s = useMessages(storeMessages);
  const labels = useMessages(productLabelMessages);
  const navigate = useNavigate();
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchStoreProducts(info.storeNo, { sort: 1, pageNo, pageSize });
      return { items: page.items, hasMore: page.hasMore };
    },
    { key: `luxury:${info.storeNo}`, idOf: (p) => p.skuNo, part: true },
  );
  return (
    <div className={styles.page} data-testid="luxury-store">
      <StoreHeader info={info} luxury />
      <ul className={styles.promises}>
        {info.promises.map((p) => (
          <li key={p}>{s[`promise.${p}`]}</li>
        ))}
      </ul>
      <p className={styles.note}>{t.authenticityNote}</p>
      <PagedStates list={list} pullToRefresh={false} empty={<p className={styles.note}>{t.noProducts}</p>}>
        {(items) => (
          <ul className={styles.products}>
            {items.map((p) => (
              <li key={p.skuNo} className={styles.product}>
                <Link className={styles.productLink} to={productPath(p)}>
                  <Image src={p.imageUrl} alt={p.name} ratio={1} radius={4} />
                  <span className={styles.productName}>{p.name}</span>
                </Link>
                <span className={styles.productFoot}>
                  {p.stockState === 0 ? (
                    <Price cents={p.salePriceCents} />
                  ) : (
                    <span className={styles.soldOut}>
                      {labels[STOCK_STATE_KEYS[p.stockState] ?? 'soldOut']}
                    </span>
                  )}
                  <Tag type="warning" plain>
                    {t.instalmentsTag}
                  </Tag>
                </span>
                {p.stockState === 0 && (
                  <button
                    type="button"
                    className={styles.buyButton}
                    aria-label={t.buyInInstalmentsOf(p.name)}
                    onClick={() =>
                      navigate(
                        `/luxury/confirm?${new URLSearchParams({ skuNo: p.skuNo, quantity: '1', stage: '12' })}`,
                      )
                    }
                  >
                    {t.buyInInstalments}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}

/** /luxury/store/:storeNo: a boutique: its header, promises, and goods to buy outright or in instalments. */
export default function LuxuryStorePage() {
  const s = useMessages(storeMessages);
  const t = useMessages(luxuryMessages);
  const { storeNo = '' } = useParams();
  const { state, reload } = useScreenData(() => unlessGone(fetchStoreInfo(storeNo)), {
    key: storeNo,
    isEmpty: (info) => info === null,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="page" />}
      empty={
        <EmptyState kind="search" title={s.storeGone} linkTo="/luxury/store/list" linkText={t.goToZone} />
      }
    >
      {(info) => info && <Boutique info={info} />}
    </ScreenStates>
  );
}
