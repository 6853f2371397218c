import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { Db } from './db';
import { SEED_DIR } from './seed';
import { runSeedStep } from './seed-steps';
import { resolveSeedTime, seedTimeSchema } from './seed-time';

/** fixtures/seed/promotions.json: the full-discount activities and the coupons each scene offers. */
const promotionsSeed = z.object({
  activities: z.array(
    z.object({
      activityNo: z.string().min(1),
      title: z.string().min(1),
      scope: z.enum(['all', 'category', 'store', 'sku']),
      categoryCode: z.int().optional(),
      storeNo: z.string().optional(),
      skuNos: z.array(z.string()).optional(),
      start: seedTimeSchema,
      end: seedTimeSchema,
      top: z.boolean(),
      seq: z.int(),
      tiers: z
        .array(z.object({ thresholdCents: z.int().positive(), reductionCents: z.int().positive() }))
        .min(1),
    }),
  ),
  sceneCoupons: z.array(z.object({ scene: z.string(), couponNos: z.array(z.string()) })),
});

/** Seeds the promotions once per database, after the catalogue and the coupons they name. */
export async function seedPromotionsOnce(db: Db, now: number, dir = SEED_DIR): Promise<void> {
  const seed = promotionsSeed.parse(JSON.parse(readFileSync(join(dir, 'promotions.json'), 'utf8')));
  await runSeedStep(db, 'promotions-1', now, async (tx) => {
    for (const a of seed.activities) {
      await tx.query(
        `INSERT INTO full_discount_activities
           (activity_no, title, scope, category_code, store_no, start_at, end_at, is_top, seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          a.activityNo,
          a.title,
          a.scope,
          a.categoryCode ?? null,
          a.storeNo ?? null,
          resolveSeedTime(a.start, now),
          resolveSeedTime(a.end, now),
          a.top,
          a.seq,
        ],
      );
      for (const t of a.tiers) {
        await tx.query(
          'INSERT INTO full_discount_tiers (activity_no, threshold_cents, reduction_cents) VALUES ($1, $2, $3)',
          [a.activityNo, t.thresholdCents, t.reductionCents],
        );
      }
      for (const skuNo of a.skuNos ?? []) {
        await tx.query('INSERT INTO full_discount_skus (activity_no, sku_no) VALUES ($1, $2)', [
          a.activityNo,
          skuNo,
        ]);
      }
    }
    for (const s of seed.sceneCoupons) {
      for (const [seq, couponNo] of s.couponNos.entries()) {
        await tx.query('INSERT INTO scene_coupons (scene, coupon_no, seq) VALUES ($1, $2, $3)', [
          s.scene,
          couponNo,
          seq,
        ]);
      }
    }
  });
}
