import { commentDocumented } from '../../schemas/api/endpoints/docs/comments';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import {
  followUpReview,
  myReviewList,
  orderStoreReviews,
  productReviewList,
  productReviewSummary,
  writeReview,
} from '../services/reviews';

/**
 * /api/comment, the handlers of schemas/api/endpoints/comments/: the shopper writes, follows
 * up and reads their own reviews (signed in; another customer's order part or review answers 404); a
 * product's reviews and their summary are public and carry neither order numbers nor full names.
 */
export function commentRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/comment', commentDocumented, {
    write: async ({ user, body }) => accepted(await writeReview(deps, user.customerId, body)),
    followUp: async ({ user, body }) => accepted(await followUpReview(deps, user.customerId, body)),
    orderStore: async ({ user, query }) =>
      accepted(await orderStoreReviews(deps, user.customerId, query.orderStoreNo)),
    myList: ({ user, body }) => myReviewList(deps, user.customerId, body),
    productList: ({ query }) =>
      productReviewList(deps, {
        spuNo: query.spuNo,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        withPhotos: query.withPhotos === '1',
      }),
    productSummary: ({ query }) => productReviewSummary(deps, query.spuNo),
  });
}
