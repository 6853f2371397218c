import { Link } from 'react-router-dom';
import type { MyReview } from '../../../schemas/api/comment';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchMyReviews } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { Image } from '../../ui/Image';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { ReviewBody } from './ReviewCard';

/** One of my reviews under the product it is about (which opens the product), with its follow-up entry. */
function MyReviewCard({ review }: { review: MyReview }) {
  const t = useMessages(commentMessages);
  return (
    <li className={styles.card} data-testid="my-review">
      <Link className={styles.product} to={productPath(review)}>
        <Image src={review.imageUrl} alt="" radius={4} className={styles.thumb} />
        <span className={styles.productName}>{review.name}</span>
      </Link>
      <ReviewBody review={review} />
      {review.canFollowUp && (
        <div className={styles.entries}>
          <Link
            className={styles.secondary}
            to={`/order/myComment/${encodeURIComponent(review.orderStoreNo)}`}
          >
            {t.followUp}
          </Link>
        </div>
      )}
    </li>
  );
}

/** /mine/reviews (我的评价): the customer's own reviews, newest first, paged as they scroll. */
export default function MyReviewsPage() {
  const t = useMessages(commentMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchMyReviews(pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: 'mine-reviews', idOf: (r) => r.reviewNo, reshow: true },
  );
  return (
    <div className={styles.page} data-testid="my-reviews">
      <PagedStates
        list={list}
        empty={
          <EmptyState
            kind="orders"
            title={t.noReviews}
            linkTo="/order/list?status=to_review"
            linkText={t.goReview}
          />
        }
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((r) => (
              <MyReviewCard key={r.reviewNo} review={r} />
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}
