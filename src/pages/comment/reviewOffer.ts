import type { OrderSummary } from '../../../schemas/api/order';

/** Reviews open once the goods arrived (server/domain/reviews.ts says the same). */
export const REVIEWABLE: readonly OrderSummary['status'][] = ['received', 'completed'];

/** What a screen offers for the reviews of one store part of an order. */
export interface ReviewOffer {
  /** 评价: reviews are open and a line is left to review. */
  write: boolean;
  /** 查看评价: a line has its review. */
  view: boolean;
}

/**
 * The one reading of "reviewed" on the client: every screen that shows 评价 or 查看评价 (order
 * list, order detail) asks here, from the order's state and the server's per-part review facts
 * (reviewStates, from the same line-has-a-review fact the order list's 待评价 tab filters on).
 */
export function reviewOffer(
  order: Pick<OrderSummary, 'status' | 'reviewStates'>,
  orderStoreNo: string,
): ReviewOffer {
  if (!REVIEWABLE.includes(order.status)) return { write: false, view: false };
  const state = order.reviewStates[orderStoreNo] ?? 'none';
  return { write: state !== 'all', view: state !== 'none' };
}
