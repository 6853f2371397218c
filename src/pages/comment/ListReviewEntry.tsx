import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../../schemas/api/order';
import { useMessages } from '../../i18n/messages';
import styles from './Comment.module.css';
import { commentMessages } from './messages';

/** Reviews open once the goods arrived (server/domain/reviews.ts says the same). */
export const REVIEWABLE: readonly OrderSummary['status'][] = ['received', 'completed'];

/**
 * The order list's 评价 for a received order of one store part (with several parts the shopper picks the
 * part in the order's details). Its own light file: the list's chunk does not carry the address sheet.
 */
export function OrderListReviewEntry({ order }: { order: OrderSummary }) {
  const t = useMessages(commentMessages);
  const [only, ...more] = order.stores;
  if (!REVIEWABLE.includes(order.status) || !only || more.length > 0) return null;
  // Offered while a line is left to review (the order's own review facts).
  if ((order.reviewStates[only.orderStoreNo] ?? 'none') === 'all') return null;
  return (
    <div className={styles.entries}>
      <Link
        className={styles.secondary}
        to={`/order/writeComment/${encodeURIComponent(only.orderStoreNo)}`}
        data-testid="list-write-review"
      >
        {t.write}
      </Link>
    </div>
  );
}
