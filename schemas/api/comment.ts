/**
 * Reviews of order items (/api/comment/...). The spec names only the prefix, so the calls are
 * ours: one review per order item once the order is received (or completed), plus one follow-up (追评);
 * rating 1-5, text, up to 6 photos (spec §5: .jpg/.jpeg/.png) by id from the file upload, only the
 * writer's own; an anonymous flag (shown as '匿名用户' / 'Anonymous', after the anchors' 匿名评论 box).
 * Product reads are public and never carry order numbers or a customer's identity.
 */
import { z } from '../zod';
import { code, count, countParam, text } from './primitives';
import { fileIdSchema } from './uploads';

export const MAX_REVIEW_PHOTOS = 6;
export const MAX_REVIEW_TEXT = 500;
/** A rating at or above this is a good one (the product page's share). */
export const GOOD_RATING = 4;

const orderItemNoSchema = code(80);
export const reviewNoSchema = code(40);
export const reviewPhotoIdsSchema = z._default(
  z.array(fileIdSchema).check(z.maxLength(MAX_REVIEW_PHOTOS)),
  [],
);

/** POST write: the review of one order item. Result: the review (mine). */
export const writeReviewRequestSchema = z.object({
  orderItemNo: orderItemNoSchema,
  rating: count(1, 5),
  content: z._default(text(MAX_REVIEW_TEXT, { multiline: true, what: 'content' }), ''),
  photoIds: reviewPhotoIdsSchema,
  anonymous: z._default(z.boolean(), false),
});
export type WriteReviewRequest = z.infer<typeof writeReviewRequestSchema>;

/** POST follow-up: once, on one's own review. Result: the review (mine). */
export const followUpRequestSchema = z.object({
  reviewNo: reviewNoSchema,
  content: text(MAX_REVIEW_TEXT, { multiline: true, min: 1, what: 'content' }),
  photoIds: reviewPhotoIdsSchema,
});
export type FollowUpRequest = z.infer<typeof followUpRequestSchema>;

/** A review's photo: the picture and its thumbnail (the one a list shows). */
const photoSchema = z.object({ fileId: z.string(), url: z.string(), thumbUrl: z.string() });
export type ReviewPhoto = z.infer<typeof photoSchema>;

const followUpSchema = z.object({
  content: z.string(),
  photos: z.array(photoSchema),
  createdAt: z.number().check(z.int()),
});

/** What anyone may see of a review on a product. */
export const publicReviewSchema = z.object({
  reviewNo: z.string(),
  /** Masked nick name ('李*'), or null when anonymous (the screen says 'Anonymous'). */
  author: z.nullable(z.string()),
  anonymous: z.boolean(),
  rating: z.number().check(z.int()).check(z.gte(1)).check(z.lte(5)),
  content: z.string(),
  photos: z.array(photoSchema),
  specName: z.string(),
  createdAt: z.number().check(z.int()),
  followUp: z.nullable(followUpSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The writer's own view: the order item it belongs to and whether a follow-up may still be added. */
export const myReviewSchema = z.extend(publicReviewSchema, {
  orderNo: z.string(),
  orderStoreNo: z.string(),
  orderItemNo: z.string(),
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  canFollowUp: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET order-store?orderStoreNo: the items of one store part of the caller's order and their reviews. */
export const orderStoreReviewsQuerySchema = z.object({ orderStoreNo: code(80) });
export const reviewableItemSchema = z.object({
  orderItemNo: z.string(),
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  /** True while this item may be reviewed now (order received or completed, no review yet). */
  canWrite: z.boolean(),
  review: z.nullable(myReviewSchema),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;
export const orderStoreReviewsSchema = z.object({
  orderNo: z.string(),
  orderStoreNo: z.string(),
  storeName: z.string(),
  /** Reviews open once the order is received. */
  open: z.boolean(),
  items: z.array(reviewableItemSchema),
});
export type OrderStoreReviews = z.infer<typeof orderStoreReviewsSchema>;

/** POST my-list: the caller's reviews, newest first. */
export const myReviewListRequestSchema = z.object({
  pageNo: z._default(count(1, 10_000), 1),
  pageSize: z._default(count(1, 50), 10),
});
export const myReviewListSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(myReviewSchema),
});
export type MyReviewList = z.infer<typeof myReviewListSchema>;

/** GET product-list?spuNo&pageNo&pageSize&withPhotos: a product's reviews, newest first, with the count. */
export const productReviewListQuerySchema = z.object({
  spuNo: code(64),
  pageNo: z._default(countParam(1, 10_000), 1),
  pageSize: z._default(countParam(1, 50), 10),
  /** '1': only reviews with photos. */
  withPhotos: z._default(z.enum(['0', '1']), '0'),
});
export const productReviewListSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(publicReviewSchema),
});
export type ProductReviewList = z.infer<typeof productReviewListSchema>;

/** GET product-summary?spuNo: count, share of good ratings (4-5) and the latest review with photos. */
export const productReviewSummaryQuerySchema = z.object({ spuNo: code(64) });
export const productReviewSummarySchema = z.object({
  spuNo: z.string(),
  total: z.number().check(z.int()).check(z.nonnegative()),
  goodCount: z.number().check(z.int()).check(z.nonnegative()),
  /** Whole percent of good ratings, rounded down (so 99.6 % never reads 100 %); null without reviews. */
  goodPercent: z.nullable(z.number().check(z.int()).check(z.gte(0)).check(z.lte(100))),
  withPhotosCount: z.number().check(z.int()).check(z.nonnegative()),
  latestWithPhotos: z.nullable(publicReviewSchema),
});
export type ProductReviewSummary = z.infer<typeof productReviewSummarySchema>;
