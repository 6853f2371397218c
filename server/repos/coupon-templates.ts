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
  storeNo: string | null;
  categoryCode: number | null;
  skuNos: string[];
  /** Coupons of it in customers' wallets, whatever their state. */
  issued: number;
  revision: number;
  updatedBy: string | null;
  updatedAt: number | null;
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
  c.claim_start_at AS "claimStartAt", c.in_center AS "inCenter", c.store_no AS "storeNo",
  c.category_code AS "categoryCode",
  ARRAY(SELECT cs.sku_no FROM coupon_skus cs WHERE cs.coupon_no = c.coupon_no ORDER BY cs.sku_no) AS "skuNos",
  (SELECT count(*)::int FROM customer_coupons w WHERE w.coupon_no = c.coupon_no) AS issued,
  c.revision, c.updated_by AS "updatedBy", c.updated_at AS "updatedAt"`;

const toTemplate = (r: TemplateRow): TemplateRow => ({
  ...r,
  startAt: Number(r.startAt),
  endAt: Number(r.endAt),
  claimStartAt: r.claimStartAt === null ? null : Number(r.claimStartAt),
  issued: Number(r.issued),
  updatedAt: r.updatedAt === null ? null : Number(r.updatedAt),
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

/**
 * The template, its row locked until the transaction ends: an edit's checks (its revision, whether coupons
 * are issued) then hold when it writes, since claims take stock with an UPDATE of the same row.
 */
export async function lockTemplate(tx: Queryable, couponNo: string): Promise<TemplateRow | undefined> {
  const [row] = await tx.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM coupons c WHERE c.coupon_no = $1 FOR UPDATE OF c`,
    [couponNo],
  );
  return row ? toTemplate(row) : undefined;
}

/** An edit's new rules; the stock left moves by as much as the total does. */
export type TemplateEditWrite = Omit<TemplateWrite, 'couponNo'>;

/** A template's fields in the order both the insert and the edit bind them (their SQL lists one column each). */
const templateValues = (w: TemplateEditWrite) => [
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
];

/**
 * Writes an edit made on `baseRevision` and counts it; false when the template is at another revision by
 * now (the conditional UPDATE is the last word even if a caller forgot the lock).
 */
export async function updateTemplate(
  tx: Queryable,
  couponNo: string,
  baseRevision: number,
  w: TemplateEditWrite,
  by: { name: string; now: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET name = $3, coupon_type = $4, threshold_cents = $5, discount_cents = $6,
       discount_percent = $7, remaining_quantity = remaining_quantity + ($8 - total_quantity),
       total_quantity = $8, per_customer_limit = $9, start_at = $10, end_at = $11, validity = $12,
       valid_days = $13, claim_start_at = $14, in_center = $15,
       revision = revision + 1, updated_by = $16, updated_at = $17
     WHERE coupon_no = $1 AND revision = $2 RETURNING coupon_no`,
    [couponNo, baseRevision, ...templateValues(w), by.name, by.now],
  );
  return rows.length > 0;
}

/** What a template covers: one scope and, for three of them, its store, category or SKUs. */
export interface ScopeWrite {
  scope: string;
  storeNo: string | null;
  categoryCode: number | null;
  skuNos: readonly string[];
}

/** Replaces the template's scope (its store, category and SKU list go with it). */
export async function replaceTemplateScope(tx: Queryable, couponNo: string, s: ScopeWrite): Promise<void> {
  await tx.query('UPDATE coupons SET scope = $2, store_no = $3, category_code = $4 WHERE coupon_no = $1', [
    couponNo,
    s.scope,
    s.storeNo,
    s.categoryCode,
  ]);
  await tx.query('DELETE FROM coupon_skus WHERE coupon_no = $1', [couponNo]);
  if (s.skuNos.length > 0) {
    await tx.query('INSERT INTO coupon_skus (coupon_no, sku_no) SELECT $1, unnest($2::text[])', [
      couponNo,
      [...s.skuNos],
    ]);
  }
}

/** The first of a scope's store, category or SKUs that names nothing in the catalogue, by its field. */
export async function missingScopeTarget(
  db: Queryable,
  s: ScopeWrite,
): Promise<{ field: 'storeNo' | 'categoryCode' | 'skuNos'; value: string } | undefined> {
  if (s.storeNo !== null) {
    const found = await db.query('SELECT 1 FROM stores WHERE store_no = $1', [s.storeNo]);
    if (found.length === 0) return { field: 'storeNo', value: s.storeNo };
  }
  if (s.categoryCode !== null) {
    const found = await db.query('SELECT 1 FROM categories WHERE code = $1', [s.categoryCode]);
    if (found.length === 0) return { field: 'categoryCode', value: String(s.categoryCode) };
  }
  if (s.skuNos.length > 0) {
    const rows = await db.query<{ sku_no: string }>(
      'SELECT sku_no FROM skus WHERE sku_no = ANY($1::text[])',
      [[...s.skuNos]],
    );
    const known = new Set(rows.map((r) => r.sku_no));
    const missing = s.skuNos.find((n) => !known.has(n));
    if (missing !== undefined) return { field: 'skuNos', value: missing };
  }
  return undefined;
}

/** Inserts a template with its whole stock remaining; false when the number is taken. */
export async function insertTemplate(tx: Queryable, w: TemplateWrite, now: number): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, discount_percent,
       total_quantity, remaining_quantity, per_customer_limit, scope, start_at, end_at, validity, valid_days,
       claim_start_at, in_center, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, 'all', $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (coupon_no) DO NOTHING RETURNING coupon_no`,
    [w.couponNo, ...templateValues(w), now],
  );
  return rows.length > 0;
}
