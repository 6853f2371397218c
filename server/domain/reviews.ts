import { GOOD_RATING } from '../../schemas/api/comment';
import type { OrderStatus } from '../../schemas/api/order-status';
import type { Refusal } from './refusal';

/**
 * Rules of reviews, without storage. A review is written once the goods are in the shopper's
 * hands: the order is received (or, after the completion delay, completed). Before that there is nothing
 * to judge yet; a cancelled order never arrived.
 */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['received', 'completed'];

export const reviewsOpen = (status: OrderStatus): boolean => REVIEWABLE_STATUSES.includes(status);

/** Why this item cannot get its first review now, or null. */
export function writeRefusal(
  item: { orderItemNo: string; status: OrderStatus },
  hasReview: boolean,
): Refusal | null {
  if (!reviewsOpen(item.status)) {
    return { refusal: 'review_not_open', orderItemNo: item.orderItemNo, status: item.status };
  }
  if (hasReview) return { refusal: 'review_exists', orderItemNo: item.orderItemNo };
  return null;
}

/** Why a follow-up cannot be added to this (own) review, or null: one follow-up, ever. */
export function followUpRefusal(review: { reviewNo: string; followUpAt: number | null }): Refusal | null {
  return review.followUpAt === null ? null : { refusal: 'follow_up_exists', reviewNo: review.reviewNo };
}

/**
 * The name shown on a public review: the first character and a star ('李*', 'W*'), so another shopper
 * never reads a customer's full nick name; null when the writer chose to be anonymous.
 */
export function maskedAuthor(nickName: string, anonymous: boolean): string | null {
  if (anonymous) return null;
  const first = [...nickName.trim()][0];
  return first ? `${first}*` : null;
}

/** Whole percent of good ratings, rounded down; null with no reviews. */
export function goodPercent(total: number, good: number): number | null {
  if (total <= 0) return null;
  return Math.floor((good * 100) / total);
}

export const isGood = (rating: number): boolean => rating >= GOOD_RATING;

export type StoreReviewState = 'none' | 'some' | 'all';

/**
 * How far a store part of an order is reviewed, from its lines and the lines reviewed (one review per
 * line): the order detail offers 评价 while a line is left and 查看评价 once one is written.
 */
export function storeReviewStates(
  stores: readonly { orderStoreNo: string; items: readonly { orderItemNo: string }[] }[],
  reviewedItemNos: ReadonlySet<string>,
): Record<string, StoreReviewState> {
  const states: Record<string, StoreReviewState> = {};
  for (const store of stores) {
    const reviewed = store.items.filter((i) => reviewedItemNos.has(i.orderItemNo)).length;
    states[store.orderStoreNo] = reviewed === 0 ? 'none' : reviewed === store.items.length ? 'all' : 'some';
  }
  return states;
}
