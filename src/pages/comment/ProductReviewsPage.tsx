import { useParams, useSearchParams } from 'react-router-dom';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchProductReviewSummary, fetchProductReviews } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { hasData } from '../../screen/screenState';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { ReviewBody } from './ReviewCard';

/** The filters the server's product-list answers: every review, or those with photos. */
const FILTERS = ['all', 'photos'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (v: string | null): v is Filter => FILTERS.some((f) => f === v);

/**
 * /product/reviews/:spuNo/:skuNo (商品评价): a product's reviews, newest first, paged as the shopper
 * scrolls, with 全部 / 有图 tabs (the tab is in the address, replaced, so back leaves the list); the SKU
 * is the one the product page showed, for the way back. The counts and the good share come from the summary, a part of the screen that may fail on its own.
 */
export default function ProductReviewsPage() {
  const t = useMessages(commentMessages);
  const { spuNo = '', skuNo = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: Filter = isFilter(raw) ? raw : 'all';
  const summary = useScreenData(() => fetchProductReviewSummary(spuNo), { key: spuNo, part: true });
  const s = hasData(summary.state) ? summary.state.data : null;
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchProductReviews(spuNo, pageNo, { pageSize, withPhotos: filter === 'photos' });
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: `${spuNo}:${filter}`, idOf: (r) => r.reviewNo },
  );
  const label = (f: Filter) =>
    f === 'all' ? t.filterAll(s ? s.total : null) : t.filterPhotos(s ? s.withPhotosCount : null);
  return (
    <div className={styles.page} data-testid="product-reviews">
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t.reviewsTitle}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={f === filter}
              onClick={() => setParams(f === 'all' ? {} : { filter: f }, { replace: true })}
            >
              {label(f)}
            </button>
          ))}
        </div>
        {s && s.goodPercent !== null && <span className={styles.share}>{t.goodShare(s.goodPercent)}</span>}
      </div>
      <PagedStates
        list={list}
        empty={
          <EmptyState
            kind="search"
            title={filter === 'photos' ? t.noPhotoReviews : t.noProductReviews}
            linkTo={productPath({ spuNo, skuNo })}
            linkText={t.backToProduct}
          />
        }
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((r) => (
              <li key={r.reviewNo} className={styles.card}>
                <ReviewBody review={r} />
              </li>
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}
