import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { Db } from './db';
import { SEED_DIR } from './seed';
import { runSeedStep } from './seed-steps';
import { resolveSeedTime, seedTimeSchema } from './seed-time';

/**
 * The coupon center's showcase (fixtures/seed/coupon-center.json): coupons of every kind migration 012
 * added (discount, SKU scope, N days from claiming, a claim window opening later, code-only) and a few
 * one-use redemption codes, so a fresh mall's center, My coupons and redemption page have something real.
 * None covers the seeded phones, so the product strip and checkout of the older journeys are unchanged.
 * Runs once per database as a seed step, also on databases seeded before it existed.
 */
const STEP = 'coupon-center-1';

/** The codes a shopper types: 12 symbols without 0/O/1/I/L, as the operator's generator draws them. */
const plainCode = z.string().regex(/^[A-HJKMNP-Z2-9]{12}$/);

const templateSeed = z.object({
  couponNo: z.string().min(1),
  name: z.string().min(1),
  couponType: z.literal([1, 2, 3]),
  thresholdCents: z.number().int().nonnegative(),
  discountCents: z.number().int().positive(),
  discountPercent: z.number().int().min(1).max(99).optional(),
  totalQuantity: z.number().int().nonnegative(),
  remainingQuantity: z.number().int().nonnegative().optional(),
  perCustomerLimit: z.number().int().positive(),
  scope: z.enum(['all', 'category', 'store', 'sku', 'ecny']),
  storeNo: z.string().optional(),
  categoryCode: z.number().int().optional(),
  skuNos: z.array(z.string().min(1)).default([]),
  /** Usable N days from claiming (end of the local day); fixed dates otherwise. */
  validDays: z.number().int().min(1).max(3650).optional(),
  claimStartOffset: seedTimeSchema.optional(),
  startOffset: seedTimeSchema,
  endOffset: seedTimeSchema,
  inCenter: z.boolean().default(true),
  codes: z.array(plainCode).default([]),
});

const fileSchema = z.object({ coupons: z.array(templateSeed) });

export function readCouponCenterSeed(dir = SEED_DIR): z.infer<typeof fileSchema> {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(join(dir, 'coupon-center.json'), 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid seed coupon-center.json at ${first?.path.join('.') ?? '?'}: ${first?.message}`);
  }
  return parsed.data;
}

export async function seedCouponCenterOnce(db: Db, now: number, dir = SEED_DIR): Promise<boolean> {
  const seed = readCouponCenterSeed(dir);
  return runSeedStep(db, STEP, now, async (tx) => {
    for (const c of seed.coupons) {
      await tx.query(
        `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, discount_percent,
           total_quantity, remaining_quantity, per_customer_limit, store_no, category_code, scope, start_at,
           end_at, validity, valid_days, claim_start_at, in_center, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          c.couponNo,
          c.name,
          c.couponType,
          c.thresholdCents,
          c.discountCents,
          c.couponType === 3 ? (c.discountPercent ?? null) : null,
          c.totalQuantity,
          c.remainingQuantity ?? c.totalQuantity,
          c.perCustomerLimit,
          c.storeNo ?? null,
          c.categoryCode ?? null,
          c.scope,
          resolveSeedTime(c.startOffset, now),
          resolveSeedTime(c.endOffset, now),
          c.validDays === undefined ? 'fixed' : 'days',
          c.validDays ?? null,
          c.claimStartOffset === undefined ? null : resolveSeedTime(c.claimStartOffset, now),
          c.inCenter,
          now,
        ],
      );
      for (const skuNo of c.skuNos) {
        await tx.query('INSERT INTO coupon_skus (coupon_no, sku_no) VALUES ($1, $2)', [c.couponNo, skuNo]);
      }
      for (const code of c.codes) {
        await tx.query('INSERT INTO coupon_codes (code, coupon_no, created_at) VALUES ($1, $2, $3)', [
          code,
          c.couponNo,
          now,
        ]);
      }
    }
  });
}
