import type { Queryable } from '../db/db';

/** Reviews and the order items they are written for. Every SQL statement of the comment calls. */

export interface ReviewRow {
  review_no: string;
  customer_id: number;
  order_no: string;
  order_store_no: string;
  order_item_no: string;
  spu_no: string;
  sku_no: string;
  rating: number;
  content: string;
  photo_ids: string[];
  anonymous: boolean;
  created_at: number;
  follow_up_content: string | null;
  follow_up_photo_ids: string[] | null;
  follow_up_at: number | null;
  // from order_items and customers
  name: string;
  spec_name: string;
  image_url: string;
  nick_name: string;
}

const COLUMNS = `r.review_no, r.customer_id, r.order_no, r.order_store_no, r.order_item_no, r.spu_no, r.sku_no,
  r.rating, r.content, r.photo_ids, r.anonymous, r.created_at, r.follow_up_content, r.follow_up_photo_ids,
  r.follow_up_at, i.name, i.spec_name, i.image_url, c.nick_name`;
const FROM = `FROM reviews r JOIN order_items i ON i.order_item_no = r.order_item_no
  JOIN customers c ON c.id = r.customer_id`;

/** bigint columns come back as strings from some drivers. */
const normal = (row: ReviewRow): ReviewRow => ({
  ...row,
  created_at: Number(row.created_at),
  follow_up_at: row.follow_up_at === null ? null : Number(row.follow_up_at),
});

/** An order item of the caller's order with the order's status; another customer's reads as absent. */
export interface ReviewableItemRow {
  order_no: string;
  order_store_no: string;
  order_item_no: string;
  sku_no: string;
  spu_no: string;
  name: string;
  spec_name: string;
  image_url: string;
  status: string;
}

export async function findOwnOrderItem(
  db: Queryable,
  customerId: number,
  orderItemNo: string,
): Promise<ReviewableItemRow | undefined> {
  const [row] = await db.query<ReviewableItemRow>(
    `SELECT i.order_no, i.order_store_no, i.order_item_no, i.sku_no, i.spu_no, i.name, i.spec_name,
            i.image_url, o.status
       FROM order_items i JOIN orders o ON o.order_no = i.order_no
      WHERE i.order_item_no = $1 AND o.customer_id = $2`,
    [orderItemNo, customerId],
  );
  return row;
}

/** The items of one store part of the caller's order (empty when it is not theirs), in order. */
export async function ownStoreItems(
  db: Queryable,
  customerId: number,
  orderStoreNo: string,
): Promise<{ storeName: string; items: ReviewableItemRow[] } | undefined> {
  const rows = await db.query<ReviewableItemRow & { store_name: string }>(
    `SELECT i.order_no, i.order_store_no, i.order_item_no, i.sku_no, i.spu_no, i.name, i.spec_name,
            i.image_url, o.status, s.store_name
       FROM order_stores s JOIN orders o ON o.order_no = s.order_no
       JOIN order_items i ON i.order_store_no = s.order_store_no
      WHERE s.order_store_no = $1 AND o.customer_id = $2
      ORDER BY i.sort`,
    [orderStoreNo, customerId],
  );
  const first = rows[0];
  return first ? { storeName: first.store_name, items: rows } : undefined;
}

export async function nextReviewNo(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ n: string }>("SELECT nextval('review_no_seq')::text AS n");
  return `RV${row?.n ?? ''}`;
}

export interface NewReview {
  reviewNo: string;
  customerId: number;
  item: ReviewableItemRow;
  rating: number;
  content: string;
  photoIds: readonly string[];
  anonymous: boolean;
  now: number;
}

/** False when the item already has a review (the unique key decides, even between parallel submits). */
export async function insertReview(tx: Queryable, r: NewReview): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO reviews (review_no, customer_id, order_no, order_store_no, order_item_no, spu_no, sku_no,
                          rating, content, photo_ids, anonymous, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12)
     ON CONFLICT (order_item_no) DO NOTHING RETURNING review_no`,
    [
      r.reviewNo,
      r.customerId,
      r.item.order_no,
      r.item.order_store_no,
      r.item.order_item_no,
      r.item.spu_no,
      r.item.sku_no,
      r.rating,
      r.content,
      [...r.photoIds],
      r.anonymous,
      r.now,
    ],
  );
  return rows.length > 0;
}

/** Sets the follow-up only if there is none yet: false when one was already written. */
export async function setFollowUp(
  tx: Queryable,
  f: { reviewNo: string; customerId: number; content: string; photoIds: readonly string[]; now: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE reviews SET follow_up_content = $3, follow_up_photo_ids = $4::text[], follow_up_at = $5
      WHERE review_no = $1 AND customer_id = $2 AND follow_up_at IS NULL RETURNING review_no`,
    [f.reviewNo, f.customerId, f.content, [...f.photoIds], f.now],
  );
  return rows.length > 0;
}

/** The caller's review by number; another customer's reads as absent. */
export async function findOwnReview(
  db: Queryable,
  customerId: number,
  reviewNo: string,
): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.review_no = $1 AND r.customer_id = $2`,
    [reviewNo, customerId],
  );
  return row ? normal(row) : undefined;
}

export async function reviewsOfItems(db: Queryable, orderItemNos: readonly string[]): Promise<ReviewRow[]> {
  if (orderItemNos.length === 0) return [];
  const rows = await db.query<ReviewRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.order_item_no = ANY($1::text[])`,
    [[...orderItemNos]],
  );
  return rows.map(normal);
}

export async function myReviews(
  db: Queryable,
  customerId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ total: number; rows: ReviewRow[] }> {
  const [total] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reviews WHERE customer_id = $1',
    [customerId],
  );
  const rows = await db.query<ReviewRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.customer_id = $1
      ORDER BY r.created_at DESC, r.review_no DESC LIMIT $2 OFFSET $3`,
    [customerId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { total: total?.n ?? 0, rows: rows.map(normal) };
}

const PHOTOS = 'cardinality(r.photo_ids) > 0';

export async function productReviews(
  db: Queryable,
  q: { spuNo: string; pageNo: number; pageSize: number; withPhotos: boolean },
): Promise<{ total: number; rows: ReviewRow[] }> {
  const where = `r.spu_no = $1${q.withPhotos ? ` AND ${PHOTOS}` : ''}`;
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`, [
    q.spuNo,
  ]);
  const rows = await db.query<ReviewRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where}
      ORDER BY r.created_at DESC, r.review_no DESC LIMIT $2 OFFSET $3`,
    [q.spuNo, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { total: total?.n ?? 0, rows: rows.map(normal) };
}

export async function productReviewCounts(
  db: Queryable,
  spuNo: string,
  goodRating: number,
): Promise<{ total: number; good: number; withPhotos: number }> {
  const [row] = await db.query<{ total: number; good: number; photos: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE r.rating >= $2)::int AS good,
            count(*) FILTER (WHERE ${PHOTOS})::int AS photos
       FROM reviews r WHERE r.spu_no = $1`,
    [spuNo, goodRating],
  );
  return { total: row?.total ?? 0, good: row?.good ?? 0, withPhotos: row?.photos ?? 0 };
}
