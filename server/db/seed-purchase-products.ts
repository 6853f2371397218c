import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { Db } from './db';
import { SEED_DIR } from './seed';
import { runSeedStep } from './seed-steps';

/** The bank's purchase programmes (fixtures/seed/purchase-products.json, ADR 0017), once, after the catalogue. */
const seedSchema = z.array(
  z.object({
    spuNo: z.string().min(1),
    partnerName: z.string().min(1),
    cutoffHour: z.int().min(0).max(23),
    batchWeekdays: z.array(z.int().min(1).max(7)).min(1),
    transitDays: z.int().min(0).max(30),
    perCustomerLimit: z.int().positive(),
    excludedProvinces: z.array(z.string()),
    notes: z.string(),
  }),
);

export async function seedPurchaseProductsOnce(db: Db, now: number, dir = SEED_DIR): Promise<boolean> {
  const seed = seedSchema.parse(JSON.parse(readFileSync(join(dir, 'purchase-products.json'), 'utf8')));
  return runSeedStep(db, 'purchase-products-1', now, async (tx) => {
    for (const p of seed) {
      // A database seeded from another catalogue may lack the product; it simply has fewer programmes.
      await tx.query(
        `INSERT INTO purchase_products (spu_no, partner_name, cutoff_hour, batch_weekdays, transit_days,
           per_customer_limit, excluded_provinces, notes)
         SELECT spu_no, $2, $3, $4, $5, $6, $7, $8 FROM products WHERE spu_no = $1`,
        [
          p.spuNo,
          p.partnerName,
          p.cutoffHour,
          p.batchWeekdays,
          p.transitDays,
          p.perCustomerLimit,
          p.excludedProvinces,
          p.notes,
        ],
      );
    }
  });
}
