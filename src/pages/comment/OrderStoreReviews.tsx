import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { MyReview, OrderStoreReviews, ReviewableItem } from '../../../schemas/api/comment';
import { fetchOrderStoreReviews } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { ItemHeader } from '../../screen/ItemHeader';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { ReviewBody } from './ReviewCard';

/**
 * The screen of one store part of an order (`:orderStoreNo`) and its reviews, shared by writing and by
 * reading one's reviews: loads it (again when shown again), and without an order number or order shows the
 * way to my orders; `children` render the loaded part, with `reload` for after a write.
 */
export function OrderStoreReviewsScreen({
  children,
}: {
  children: (part: OrderStoreReviews, screen: { orderStoreNo: string; reload: () => void }) => ReactNode;
}) {
  const t = useMessages(commentMessages);
  const { orderStoreNo = '' } = useParams();
  const { state, reload } = useScreenData(() => fetchOrderStoreReviews(orderStoreNo), {
    key: orderStoreNo,
    enabled: orderStoreNo !== '',
    reshow: true,
  });
  const noOrder = <EmptyState kind="orders" title={t.noOrder} linkTo="/order/list" linkText={t.myOrders} />;
  return (
    <ScreenStates state={state} onRetry={reload} idle={noOrder}>
      {(part) => children(part, { orderStoreNo, reload })}
    </ScreenStates>
  );
}

/** An item already reviewed: the item, its review, and what the screen adds below (the follow-up form). */
export function ReviewedItem({
  item,
  review,
  children,
}: {
  item: ReviewableItem;
  review: MyReview;
  children?: ReactNode;
}) {
  return (
    <section className={styles.card}>
      <ItemHeader item={item} />
      <ReviewBody review={review} />
      {children}
    </section>
  );
}
