import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../../schemas/api/order';
import { useMessages } from '../../i18n/messages';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { reviewOffer } from './reviewOffer';

/**
 * The order list's 评价 / 查看评价 for an order of one store part (with several parts the shopper picks the
 * part in the order's details), offered as the order details offer them (reviewOffer). Its own light
 * file: the list's chunk does not carry the address sheet.
 */
export function OrderListReviewEntry({ order }: { order: OrderSummary }) {
  const t = useMessages(commentMessages);
  const [only, ...more] = order.stores;
  if (!only || more.length > 0) return null;
  const offer = reviewOffer(order, only.orderStoreNo);
  if (!offer.write && !offer.view) return null;
  const no = encodeURIComponent(only.orderStoreNo);
  return (
    <div className={styles.entries}>
      {offer.view && (
        <Link className={styles.secondary} to={`/order/myComment/${no}`} data-testid="list-view-reviews">
          {t.viewReviews}
        </Link>
      )}
      {offer.write && (
        <Link className={styles.secondary} to={`/order/writeComment/${no}`} data-testid="list-write-review">
          {t.write}
        </Link>
      )}
    </div>
  );
}
