import type { ChangeReceiveAddressRequest } from '../../schemas/api/address-change';
import {
  type FollowUpRequest,
  type MyReview,
  type MyReviewList,
  myReviewListSchema,
  myReviewSchema,
  type OrderStoreReviews,
  orderStoreReviewsSchema,
  type ProductReviewList,
  type ProductReviewSummary,
  productReviewListSchema,
  productReviewSummarySchema,
  type WriteReviewRequest,
} from '../../schemas/api/comment';
import { type OrderDetail, orderDetailSchema } from '../../schemas/api/order';
import { get, post } from './client';

const COMMENT = '/api/comment';

/**
 * Reviews (schemas/api/comment.ts) and the receiver change before shipment. The review calls are keyed by
 * the order item on the server (one review each), so a retried submit never writes a second one; the
 * uniqueCode lets a retry after a lost answer get the review back instead of 'already reviewed'.
 */

/** The items of one store part of the caller's order, with their reviews and whether each may get one. */
export const fetchOrderStoreReviews = (orderStoreNo: string): Promise<OrderStoreReviews> =>
  get(`${COMMENT}/order-store`, { orderStoreNo }, { schema: orderStoreReviewsSchema, silent: true });

export const writeReview = (body: WriteReviewRequest, uniqueCode: string): Promise<MyReview> =>
  post(`${COMMENT}/write`, body, { schema: myReviewSchema, uniqueCode });

export const followUpReview = (body: FollowUpRequest, uniqueCode: string): Promise<MyReview> =>
  post(`${COMMENT}/follow-up`, body, { schema: myReviewSchema, uniqueCode });

export const fetchMyReviews = (pageNo: number, pageSize = 10): Promise<MyReviewList> =>
  post(`${COMMENT}/my-list`, { pageNo, pageSize }, { schema: myReviewListSchema, silent: true });

export const fetchProductReviews = (
  spuNo: string,
  pageNo: number,
  opts: { pageSize?: number; withPhotos?: boolean } = {},
): Promise<ProductReviewList> =>
  get(
    `${COMMENT}/product-list`,
    { spuNo, pageNo, pageSize: opts.pageSize ?? 10, withPhotos: opts.withPhotos ? '1' : '0' },
    { schema: productReviewListSchema, silent: true },
  );

export const fetchProductReviewSummary = (spuNo: string): Promise<ProductReviewSummary> =>
  get(`${COMMENT}/product-summary`, { spuNo }, { schema: productReviewSummarySchema, silent: true });

/** change-receive-address: answers the order detail with its new receiver. */
export const changeReceiveAddress = (body: ChangeReceiveAddressRequest): Promise<OrderDetail> =>
  post('/api/order/change-receive-address', body, { schema: orderDetailSchema });
