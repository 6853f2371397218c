/**
 * The comment endpoints of comments.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import {
  followUpRequestSchema,
  myReviewListRequestSchema,
  myReviewListSchema,
  myReviewSchema,
  orderStoreReviewsQuerySchema,
  orderStoreReviewsSchema,
  productReviewListQuerySchema,
  productReviewListSchema,
  productReviewSummaryQuerySchema,
  productReviewSummarySchema,
  writeReviewRequestSchema,
} from '../../comment';
import { endpoint } from '../../endpoint';

const COMMENT = '/api/comment';

export const commentWrite = endpoint({
  method: 'post',
  path: `${COMMENT}/write`,
  auth: 'shopper',
  body: writeReviewRequestSchema,
  result: myReviewSchema,
});

export const commentFollowUp = endpoint({
  method: 'post',
  path: `${COMMENT}/follow-up`,
  auth: 'shopper',
  body: followUpRequestSchema,
  result: myReviewSchema,
});

export const commentOrderStore = endpoint({
  method: 'get',
  path: `${COMMENT}/order-store`,
  auth: 'shopper',
  query: orderStoreReviewsQuerySchema,
  result: orderStoreReviewsSchema,
});

export const commentMyList = endpoint({
  method: 'post',
  path: `${COMMENT}/my-list`,
  auth: 'shopper',
  body: myReviewListRequestSchema,
  result: myReviewListSchema,
});

export const commentProductList = endpoint({
  method: 'get',
  path: `${COMMENT}/product-list`,
  auth: 'public',
  query: productReviewListQuerySchema,
  result: productReviewListSchema,
});

export const commentProductSummary = endpoint({
  method: 'get',
  path: `${COMMENT}/product-summary`,
  auth: 'public',
  query: productReviewSummaryQuerySchema,
  result: productReviewSummarySchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const commentEndpoints = {
  write: commentWrite,
  followUp: commentFollowUp,
  orderStore: commentOrderStore,
  myList: commentMyList,
  productList: commentProductList,
  productSummary: commentProductSummary,
};
