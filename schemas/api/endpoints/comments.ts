/**
 * Reviews (/api/comment/*: the shopper's own, and a product's public ones) and the receiver change before
 * shipment (/api/order/change-receive-address): the one declaration of each endpoint (ADR 0063). Two
 * records because the server mounts them at two bases.
 */
import { changeReceiveAddressRequestSchema } from '../address-change';
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
} from '../comment';
import { endpoint } from '../endpoint';
import { orderDetailSchema } from '../order';

const COMMENT = '/api/comment';

export const commentEndpoints = {
  write: endpoint({
    method: 'post',
    path: `${COMMENT}/write`,
    summary: 'Review an order item once it is received (rating 1-5, text, up to 6 own photos)',
    tag: 'order',
    auth: 'shopper',
    body: writeReviewRequestSchema,
    result: myReviewSchema,
  }),
  followUp: endpoint({
    method: 'post',
    path: `${COMMENT}/follow-up`,
    summary: 'The one follow-up of one’s own review',
    tag: 'order',
    auth: 'shopper',
    body: followUpRequestSchema,
    result: myReviewSchema,
  }),
  orderStore: endpoint({
    method: 'get',
    path: `${COMMENT}/order-store`,
    summary: 'The items of one store part of the caller’s order with their reviews',
    tag: 'order',
    auth: 'shopper',
    query: orderStoreReviewsQuerySchema,
    result: orderStoreReviewsSchema,
  }),
  myList: endpoint({
    method: 'post',
    path: `${COMMENT}/my-list`,
    summary: 'The caller’s reviews, newest first',
    tag: 'order',
    auth: 'shopper',
    body: myReviewListRequestSchema,
    result: myReviewListSchema,
  }),
  productList: endpoint({
    method: 'get',
    path: `${COMMENT}/product-list`,
    summary: 'A product’s reviews, newest first, paged with the count (optionally with photos only)',
    tag: 'product',
    auth: 'public',
    query: productReviewListQuerySchema,
    result: productReviewListSchema,
  }),
  productSummary: endpoint({
    method: 'get',
    path: `${COMMENT}/product-summary`,
    summary: 'Review count, share of good ratings (4-5) and the latest review with photos',
    tag: 'product',
    auth: 'public',
    query: productReviewSummaryQuerySchema,
    result: productReviewSummarySchema,
  }),
};

export const addressChangeEndpoints = {
  changeReceiveAddress: endpoint({
    method: 'post',
    path: '/api/order/change-receive-address',
    summary: 'Change the receiver to a saved address before the order ships; answers the order detail',
    tag: 'order',
    auth: 'shopper',
    body: changeReceiveAddressRequestSchema,
    result: orderDetailSchema,
  }),
};
