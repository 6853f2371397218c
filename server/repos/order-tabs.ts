import type { OrderTab } from '../../schemas/api/order-status';
import type { SqlValue } from '../db/db';
import { REVIEWABLE_STATUSES } from '../domain/reviews';

/**
 * Which of a customer's orders an order-list tab holds, as SQL over `orders o` (parameters from $2 on;
 * $1 is the customer). The order list and the 我的 page's counts both read it, so a count is always the
 * total of the list it leads to.
 *
 * 待评价 (to_review) is the order list's reading of the review rule in server/domain/reviews.ts: reviews
 * open (received or completed) and a line without its review, the same line-has-a-review fact that
 * storeReviewStates turns into the 评价 / 查看评价 entries, so a listed order always offers 评价.
 */
export function tabFilter(tab: Exclude<OrderTab, 'all'> | null): { sql: string; params: SqlValue[] } {
  if (tab === null) return { sql: 'true', params: [] };
  if (tab === 'to_review') {
    return {
      sql: `o.status = ANY($2::text[]) AND EXISTS (
        SELECT 1 FROM order_items i WHERE i.order_no = o.order_no
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_no = i.order_item_no))`,
      params: [[...REVIEWABLE_STATUSES]],
    };
  }
  return { sql: 'o.status = $2', params: [tab] };
}
