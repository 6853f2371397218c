import { changeReceiveAddressRequestSchema } from '../../../schemas/api/address-change';
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
} from '../../../schemas/api/comment';
import { orderDetailSchema } from '../../../schemas/api/order';
import type { Operation } from '../operation';

const comment = (
  method: Operation['method'],
  name: string,
  summary: string,
  parts: Pick<Operation, 'body' | 'query' | 'result' | 'auth' | 'tag'>,
): Operation => ({ method, path: `/api/comment/${name}`, summary, ...parts });

/** Reviews (shopper and public product reads) and the receiver change before shipment (issue 12). */
export const commentOperations: Operation[] = [
  comment(
    'post',
    'write',
    'Review an order item once it is received (rating 1-5, text, up to 6 own photos)',
    {
      auth: 'user',
      tag: 'order',
      body: writeReviewRequestSchema,
      result: myReviewSchema,
    },
  ),
  comment('post', 'follow-up', 'The one follow-up of one’s own review', {
    auth: 'user',
    tag: 'order',
    body: followUpRequestSchema,
    result: myReviewSchema,
  }),
  comment('get', 'order-store', 'The items of one store part of the caller’s order with their reviews', {
    auth: 'user',
    tag: 'order',
    query: orderStoreReviewsQuerySchema,
    result: orderStoreReviewsSchema,
  }),
  comment('post', 'my-list', 'The caller’s reviews, newest first', {
    auth: 'user',
    tag: 'order',
    body: myReviewListRequestSchema,
    result: myReviewListSchema,
  }),
  comment(
    'get',
    'product-list',
    'A product’s reviews, newest first, paged with the count (optionally with photos only)',
    {
      auth: 'none',
      tag: 'product',
      query: productReviewListQuerySchema,
      result: productReviewListSchema,
    },
  ),
  comment(
    'get',
    'product-summary',
    'Review count, share of good ratings (4-5) and the latest review with photos',
    {
      auth: 'none',
      tag: 'product',
      query: productReviewSummaryQuerySchema,
      result: productReviewSummarySchema,
    },
  ),
  {
    method: 'post',
    path: '/api/order/change-receive-address',
    summary: 'Change the receiver to a saved address before the order ships; answers the order detail',
    tag: 'order',
    auth: 'user',
    body: changeReceiveAddressRequestSchema,
    result: orderDetailSchema,
  },
];
