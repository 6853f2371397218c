import type {
  FollowUpRequest,
  MyReview,
  MyReviewList,
  OrderStoreReviews,
  ProductReviewList,
  ProductReviewSummary,
  WriteReviewRequest,
} from '../../schemas/api/comment';
import {
  commentFollowUp,
  commentMyList,
  commentOrderStore,
  commentProductList,
  commentProductSummary,
  commentWrite,
} from '../../schemas/api/endpoints/comments/comment';
import { call } from './call';

/**
 * Reviews (schemas/api/comment.ts). The review calls are keyed by the order item on the server (one
 * review each), so a retried submit never writes a second one; the uniqueCode lets a retry after a lost answer get the review back instead of 'already reviewed'.
 */

/** The items of one store part of the caller's order, with their reviews and whether each may get one. */
export const fetchOrderStoreReviews = (orderStoreNo: string): Promise<OrderStoreReviews> =>
  call(commentOrderStore, { query: { orderStoreNo } }, { silent: true });

export const writeReview = (body: WriteReviewRequest, uniqueCode: string): Promise<MyReview> =>
  call(commentWrite, { body }, { uniqueCode });

export const followUpReview = (body: FollowUpRequest, uniqueCode: string): Promise<MyReview> =>
  call(commentFollowUp, { body }, { uniqueCode });

export const fetchMyReviews = (pageNo: number, pageSize = 10): Promise<MyReviewList> =>
  call(commentMyList, { body: { pageNo, pageSize } }, { silent: true });

export const fetchProductReviews = (
  spuNo: string,
  pageNo: number,
  opts: { pageSize?: number; withPhotos?: boolean } = {},
): Promise<ProductReviewList> =>
  call(
    commentProductList,
    { query: { spuNo, pageNo, pageSize: opts.pageSize ?? 10, withPhotos: opts.withPhotos ? '1' : '0' } },
    { silent: true },
  );

export const fetchProductReviewSummary = (spuNo: string): Promise<ProductReviewSummary> =>
  call(commentProductSummary, { query: { spuNo } }, { silent: true });
