import type { Queryable } from '../db/db';
import type { FullDiscountActivity } from '../domain/full-discount';
import { type CoveredCategory, coveredCategories } from './covered-categories';
import type { CardFilter } from './product-cards';

/** Full-discount activities (migration 015) and the coupons each scene offers. */

interface ActivityRow {
  activity_no: string;
  title: string;
  scope: FullDiscountActivity['scope'];
  category_code: number | null;
  store_no: string | null;
  start_at: number | string;
  end_at: number | string;
  is_top: boolean;
  seq: number;
  tiers: { thresholdCents: number; reductionCents: number }[] | null;
  sku_nos: string[] | null;
}

const SELECT_ACTIVITIES = `
  SELECT a.activity_no, a.title, a.scope, a.category_code, a.store_no, a.start_at, a.end_at, a.is_top, a.seq,
    (SELECT json_agg(json_build_object('thresholdCents', t.threshold_cents, 'reductionCents', t.reduction_cents)
                     ORDER BY t.threshold_cents)
       FROM full_discount_tiers t WHERE t.activity_no = a.activity_no) AS tiers,
    (SELECT array_agg(s.sku_no ORDER BY s.sku_no) FROM full_discount_skus s
      WHERE s.activity_no = a.activity_no) AS sku_nos
  FROM full_discount_activities a`;

const toActivity = (r: ActivityRow): FullDiscountActivity => ({
  activityNo: r.activity_no,
  title: r.title,
  scope: r.scope,
  categoryCode: r.category_code,
  storeNo: r.store_no,
  skuNos: r.sku_nos ?? [],
  startAt: Number(r.start_at),
  endAt: Number(r.end_at),
  top: r.is_top,
  seq: r.seq,
  tiers: (r.tiers ?? []).map((t) => ({ thresholdCents: t.thresholdCents, reductionCents: t.reductionCents })),
});

/** Activities running at `now`, pinned first, then by seq. */
export async function listLiveActivities(q: Queryable, now: number): Promise<FullDiscountActivity[]> {
  const rows = await q.query<ActivityRow>(
    `${SELECT_ACTIVITIES} WHERE a.start_at <= $1 AND a.end_at > $1 ORDER BY a.is_top DESC, a.seq, a.activity_no`,
    [now],
  );
  return rows.map(toActivity);
}

/** Every activity, past and future too (the operators' list), newest start first. */
export async function listAllActivities(q: Queryable): Promise<FullDiscountActivity[]> {
  const rows = await q.query<ActivityRow>(`${SELECT_ACTIVITIES} ORDER BY a.start_at DESC, a.activity_no`);
  return rows.map(toActivity);
}

export async function findActivity(
  q: Queryable,
  activityNo: string,
): Promise<FullDiscountActivity | undefined> {
  const rows = await q.query<ActivityRow>(`${SELECT_ACTIVITIES} WHERE a.activity_no = $1`, [activityNo]);
  const row = rows[0];
  return row ? toActivity(row) : undefined;
}

/** Goods a full-discount activity covers, as a product-card filter over k, p and c. */
export const coveredByActivity =
  (activityNo: string): CardFilter =>
  (params) =>
    `EXISTS (SELECT 1 FROM full_discount_activities fa WHERE fa.activity_no = ${params.add(activityNo)}
       AND (fa.scope = 'all'
         OR (fa.scope = 'category' AND fa.category_code = p.category_code)
         OR (fa.scope = 'store' AND fa.store_no = p.store_no)
         OR (fa.scope = 'sku' AND EXISTS (SELECT 1 FROM full_discount_skus fs
                                           WHERE fs.activity_no = fa.activity_no AND fs.sku_no = k.sku_no))))`;

/** The categories of an activity's goods on shelf, with how many SKUs each has (get-full-discount-category). */
export const activityCategories = (q: Queryable, activityNo: string): Promise<CoveredCategory[]> =>
  coveredCategories(q, coveredByActivity(activityNo));

/** The coupon numbers a scene offers, in order. */
export async function sceneCouponNos(q: Queryable, scene: string): Promise<string[]> {
  const rows = await q.query<{ coupon_no: string }>(
    'SELECT coupon_no FROM scene_coupons WHERE scene = $1 ORDER BY seq, coupon_no',
    [scene],
  );
  return rows.map((r) => r.coupon_no);
}
