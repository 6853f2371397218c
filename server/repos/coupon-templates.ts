import type { Queryable } from '../db/db';
import { effectiveScope } from './coupon-row';

/** A coupon template as the operators' list reads it (BIGINT columns arrive as strings from pg). */
export interface TemplateRow {
  couponNo: string;
  name: string;
  couponType: number;
  thresholdCents: number;
  discountCents: number;
  discountPercent: number | null;
  totalQuantity: number;
  remainingQuantity: number;
  perCustomerLimit: number;
  scope: string;
  validDays: number | null;
  startAt: number;
  endAt: number;
  claimStartAt: number | null;
  inCenter: boolean;
}

export interface TemplateWrite {
  couponNo: string;
  name: string;
  couponType: number;
  thresholdCents: number;
  discountCents: number;
  discountPercent: number | null;
  totalQuantity: number;
  perCustomerLimit: number;
  validDays: number | null;
  startAt: number;
  endAt: number;
  claimStartAt: number | null;
  inCenter: boolean;
}

const COLUMNS = `c.coupon_no AS "couponNo", c.name, c.coupon_type AS "couponType",
  c.threshold_cents AS "thresholdCents", c.discount_cents AS "discountCents",
  c.discount_percent AS "discountPercent", c.total_quantity AS "totalQuantity",
  c.remaining_quantity AS "remainingQuantity", c.per_customer_limit AS "perCustomerLimit",
  ${effectiveScope('c')} AS scope, c.valid_days AS "validDays", c.start_at AS "startAt", c.end_at AS "endAt",
  c.claim_start_at AS "claimStartAt", c.in_center AS "inCenter"`;

const toTemplate = (r: TemplateRow): TemplateRow => ({
  ...r,
  startAt: Number(r.startAt),
  endAt: Number(r.endAt),
  claimStartAt: r.claimStartAt === null ? null : Number(r.claimStartAt),
});

/** Every template, the newest first. */
export async function listTemplates(db: Queryable): Promise<TemplateRow[]> {
  const rows = await db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM coupons c ORDER BY c.created_at DESC, c.coupon_no`,
  );
  return rows.map(toTemplate);
}

export async function findTemplate(db: Queryable, couponNo: string): Promise<TemplateRow | undefined> {
  const [row] = await db.query<TemplateRow>(`SELECT ${COLUMNS} FROM coupons c WHERE c.coupon_no = $1`, [
    couponNo,
  ]);
  return row ? toTemplate(row) : undefined;
}

/** Inserts a template with its whole stock remaining; false when the number is taken. */
export async function insertTemplate(tx: Queryable, w: TemplateWrite, now: number): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, discount_percent,
       total_quantity, remaining_quantity, per_customer_limit, scope, start_at, end_at, validity, valid_days,
       claim_start_at, in_center, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, 'all', $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (coupon_no) DO NOTHING RETURNING coupon_no`,
    [
      w.couponNo,
      w.name,
      w.couponType,
      w.thresholdCents,
      w.discountCents,
      w.discountPercent,
      w.totalQuantity,
      w.perCustomerLimit,
      w.startAt,
      w.endAt,
      w.validDays === null ? 'fixed' : 'days',
      w.validDays,
      w.claimStartAt,
      w.inCenter,
      now,
    ],
  );
  return rows.length > 0;
}
