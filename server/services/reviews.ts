import {
  type FollowUpRequest,
  GOOD_RATING,
  type MyReview,
  type MyReviewList,
  type OrderStoreReviews,
  type ProductReviewList,
  type ProductReviewSummary,
  type PublicReview,
  type WriteReviewRequest,
} from '../../schemas/api/comment';
import { orderStatusSchema } from '../../schemas/api/order-status';
import { uploadThumbUrl, uploadUrl } from '../../schemas/api/uploads';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { followUpRefusal, goodPercent, maskedAuthor, reviewsOpen, writeRefusal } from '../domain/reviews';
import {
  findOwnOrderItem,
  findOwnReview,
  insertReview,
  myReviews,
  nextReviewNo,
  ownStoreItems,
  productReviewCounts,
  productReviews,
  type ReviewRow,
  reviewsOfItems,
  setFollowUp,
} from '../repos/reviews';
import { applyDueTransitions } from './orders';
import { orRefuse, refuse, settle } from './outcome';
import { firstForeignFile } from './uploads';

const photos = (ids: readonly string[] | null) =>
  (ids ?? []).map((fileId) => ({ fileId, url: uploadUrl(fileId), thumbUrl: uploadThumbUrl(fileId) }));

function toPublic(row: ReviewRow): PublicReview {
  return {
    reviewNo: row.review_no,
    author: maskedAuthor(row.nick_name, row.anonymous),
    anonymous: row.anonymous,
    rating: row.rating,
    content: row.content,
    photos: photos(row.photo_ids),
    specName: row.spec_name,
    createdAt: row.created_at,
    followUp:
      row.follow_up_at === null
        ? null
        : {
            content: row.follow_up_content ?? '',
            photos: photos(row.follow_up_photo_ids),
            createdAt: row.follow_up_at,
          },
  };
}

function toMine(row: ReviewRow): MyReview {
  return {
    ...toPublic(row),
    orderNo: row.order_no,
    orderStoreNo: row.order_store_no,
    orderItemNo: row.order_item_no,
    skuNo: row.sku_no,
    spuNo: row.spu_no,
    name: row.name,
    imageUrl: row.image_url,
    canFollowUp: row.follow_up_at === null,
  };
}

/** Photos are attached by id: only pictures this customer uploaded, as for after-sales applications. */
async function ownPhotosOnly(deps: AppDeps, customerId: number, photoIds: readonly string[]) {
  const foreign = await firstForeignFile(deps, customerId, photoIds);
  if (foreign) refuse({ refusal: 'upload_not_found', fileId: foreign });
}

const reviewOf = async (db: Queryable, customerId: number, reviewNo: string): Promise<MyReview> =>
  toMine(orRefuse(await findOwnReview(db, customerId, reviewNo), { refusal: 'review_not_found', reviewNo }));

/**
 * write: the first review of one of the caller's order items. Order timers run first, so an order the
 * completion delay finished is still reviewable and one not yet received is refused. The unique key on the
 * item is the guard: a second submit (double tap, retry, a parallel request) is refused, never a second row.
 */
export async function writeReview(deps: AppDeps, customerId: number, req: WriteReviewRequest) {
  const now = await applyDueTransitions(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx): Promise<MyReview> => {
      const item = orRefuse(await findOwnOrderItem(tx, customerId, req.orderItemNo), {
        refusal: 'order_item_not_found',
        orderItemNo: req.orderItemNo,
      });
      const status = orderStatusSchema.parse(item.status);
      const existing = await reviewsOfItems(tx, [item.order_item_no]);
      const why = writeRefusal({ orderItemNo: item.order_item_no, status }, existing.length > 0);
      if (why) refuse(why);
      await ownPhotosOnly(deps, customerId, req.photoIds);
      const reviewNo = await nextReviewNo(tx);
      const inserted = await insertReview(tx, {
        reviewNo,
        customerId,
        item,
        rating: req.rating,
        content: req.content,
        photoIds: req.photoIds,
        anonymous: req.anonymous,
        now,
      });
      if (!inserted) refuse({ refusal: 'review_exists', orderItemNo: item.order_item_no });
      return reviewOf(tx, customerId, reviewNo);
    }),
  );
}

/** follow-up: once, on the caller's own review (another's reads as not found). */
export async function followUpReview(deps: AppDeps, customerId: number, req: FollowUpRequest) {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx): Promise<MyReview> => {
      const row = orRefuse(await findOwnReview(tx, customerId, req.reviewNo), {
        refusal: 'review_not_found',
        reviewNo: req.reviewNo,
      });
      const why = followUpRefusal({ reviewNo: row.review_no, followUpAt: row.follow_up_at });
      if (why) refuse(why);
      await ownPhotosOnly(deps, customerId, req.photoIds);
      const set = await setFollowUp(tx, {
        reviewNo: row.review_no,
        customerId,
        content: req.content,
        photoIds: req.photoIds,
        now,
      });
      // A parallel follow-up got there first: the row's condition kept it to one.
      if (!set) refuse({ refusal: 'follow_up_exists', reviewNo: row.review_no });
      return reviewOf(tx, customerId, row.review_no);
    }),
  );
}

/** order-store: one store part of the caller's order, each item with its review and whether it may get one. */
export async function orderStoreReviews(deps: AppDeps, customerId: number, orderStoreNo: string) {
  await applyDueTransitions(deps, customerId);
  return settle(async (): Promise<OrderStoreReviews> => {
    const part = orRefuse(await ownStoreItems(deps.db, customerId, orderStoreNo), {
      refusal: 'order_store_not_found',
      orderStoreNo,
    });
    const reviews = await reviewsOfItems(
      deps.db,
      part.items.map((i) => i.order_item_no),
    );
    const byItem = new Map(reviews.map((r) => [r.order_item_no, r]));
    const first = part.items[0];
    const open = first ? reviewsOpen(orderStatusSchema.parse(first.status)) : false;
    return {
      orderNo: first?.order_no ?? '',
      orderStoreNo,
      storeName: part.storeName,
      open,
      items: part.items.map((i) => {
        const review = byItem.get(i.order_item_no);
        return {
          orderItemNo: i.order_item_no,
          skuNo: i.sku_no,
          spuNo: i.spu_no,
          name: i.name,
          specName: i.spec_name,
          imageUrl: i.image_url,
          canWrite: open && !review,
          review: review ? toMine(review) : null,
        };
      }),
    };
  });
}

export async function myReviewList(
  deps: AppDeps,
  customerId: number,
  page: { pageNo: number; pageSize: number },
): Promise<MyReviewList> {
  const { total, rows } = await myReviews(deps.db, customerId, page);
  return { ...page, total, hasMore: page.pageNo * page.pageSize < total, list: rows.map(toMine) };
}

export async function productReviewList(
  deps: AppDeps,
  q: { spuNo: string; pageNo: number; pageSize: number; withPhotos: boolean },
): Promise<ProductReviewList> {
  const { total, rows } = await productReviews(deps.db, q);
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    hasMore: q.pageNo * q.pageSize < total,
    list: rows.map(toPublic),
  };
}

export async function productReviewSummary(deps: AppDeps, spuNo: string): Promise<ProductReviewSummary> {
  const counts = await productReviewCounts(deps.db, spuNo, GOOD_RATING);
  const latest =
    counts.withPhotos > 0
      ? (await productReviews(deps.db, { spuNo, pageNo: 1, pageSize: 1, withPhotos: true })).rows[0]
      : undefined;
  return {
    spuNo,
    total: counts.total,
    goodCount: counts.good,
    goodPercent: goodPercent(counts.total, counts.good),
    withPhotosCount: counts.withPhotos,
    latestWithPhotos: latest ? toPublic(latest) : null,
  };
}
