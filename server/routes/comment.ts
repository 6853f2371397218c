import { Hono } from 'hono';
import {
  followUpRequestSchema,
  myReviewListRequestSchema,
  orderStoreReviewsQuerySchema,
  productReviewListQuerySchema,
  productReviewSummaryQuerySchema,
  writeReviewRequestSchema,
} from '../../schemas/api/comment';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import {
  followUpReview,
  myReviewList,
  orderStoreReviews,
  productReviewList,
  productReviewSummary,
  writeReview,
} from '../services/reviews';

/**
 * /api/comment (issue 12): the shopper writes, follows up and reads their own reviews (signed in; another
 * customer's order part or review answers 404); a product's reviews and their summary are public and
 * carry neither order numbers nor full names.
 */
export function commentRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.post('/write', user, async (c) => {
    const body = await parseBody(c, writeReviewRequestSchema);
    return sendOk(c, accepted(await writeReview(deps, currentUser(c).customerId, body)));
  });

  r.post('/follow-up', user, async (c) => {
    const body = await parseBody(c, followUpRequestSchema);
    return sendOk(c, accepted(await followUpReview(deps, currentUser(c).customerId, body)));
  });

  r.get('/order-store', user, async (c) => {
    const q = parseQuery(c, orderStoreReviewsQuerySchema);
    return sendOk(c, accepted(await orderStoreReviews(deps, currentUser(c).customerId, q.orderStoreNo)));
  });

  r.post('/my-list', user, async (c) => {
    const body = await parseBody(c, myReviewListRequestSchema);
    return sendOk(c, await myReviewList(deps, currentUser(c).customerId, body));
  });

  r.get('/product-list', async (c) => {
    const q = parseQuery(c, productReviewListQuerySchema);
    return sendOk(
      c,
      await productReviewList(deps, {
        spuNo: q.spuNo,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        withPhotos: q.withPhotos === '1',
      }),
    );
  });

  r.get('/product-summary', async (c) => {
    const q = parseQuery(c, productReviewSummaryQuerySchema);
    return sendOk(c, await productReviewSummary(deps, q.spuNo));
  });

  return r;
}
