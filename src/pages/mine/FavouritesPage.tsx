import { delFavor, fetchFavorList } from '../../api/favor';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { usePagedList } from '../../screen/usePagedList';
import { Tag } from '../../ui/Tag';
import { toast } from '../../ui/toast';
import { mineListMessages } from './listMessages';
import styles from './MineLists.module.css';
import { ProductRow } from './ProductRow';

/** /mine/favourites (我的收藏): the shopper's favourites, newest first, 降价 marked, each removable. */
export default function FavouritesPage() {
  const t = useMessages(mineListMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchFavorList(pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: 'mine-favourites', idOf: (f) => f.skuNo, reshow: true },
  );
  // Each row's removal is its own call: removing two quickly removes both.
  const removing = useAction(
    async (_code: string, skuNo: string) => {
      await delFavor(skuNo);
      return skuNo;
    },
    {
      overlap: true,
      toastMs: TOAST_MS,
      onDone: (skuNo) => {
        list.update((items) => items.filter((f) => f.skuNo !== skuNo));
        toast(t.removed);
      },
    },
  );
  const remove = removing.run;
  return (
    <div className={styles.page} data-testid="favourites-page">
      <PagedStates list={list} empty={<EmptyState kind="search" title={t.favouritesEmpty} />}>
        {(items) => (
          <ul className={styles.rows}>
            {items.map((f) => (
              <ProductRow
                key={f.skuNo}
                {...f}
                onRemove={() => void remove(f.skuNo)}
                marks={
                  f.priceDrop && (
                    <>
                      <Tag type="danger">{t.priceDrop}</Tag>
                      <span className={styles.drop}>
                        {t.priceDropBy(formatMoney(f.favoredPriceCents - f.priceCents))}
                      </span>
                    </>
                  )
                }
              />
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}
