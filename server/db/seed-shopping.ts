import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { addressFieldsSchema } from '../../schemas/api/address';
import type { Db } from './db';
import { SEED_DIR } from './seed';

/**
 * Addresses and coupon wallets for the seeded customers (fixtures/seed/addresses.json, wallets.json).
 * Kept apart from seed.ts because it must also run once on a database seeded before migration 005; the
 * seed_marks row makes it run exactly once.
 */
const MARK = 'shopping-v1';

const addressesSeed = z.array(
  z.object({
    ...addressFieldsSchema.shape,
    customerNo: z.string().min(1),
    isDefault: z.boolean().default(false),
  }),
);
const walletsSeed = z.array(z.object({ customerNo: z.string().min(1), coupons: z.array(z.string().min(1)) }));

function read<S extends z.ZodType>(schema: S, file: string, dir: string): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid seed ${file} at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}`);
  }
  return parsed.data;
}

export async function seedShoppingOnce(db: Db, now: number, dir = SEED_DIR): Promise<boolean> {
  const addresses = read(addressesSeed, 'addresses.json', dir);
  const wallets = read(walletsSeed, 'wallets.json', dir);
  return db.transaction(async (tx) => {
    const marked = await tx.query(
      'INSERT INTO seed_marks (name, applied_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name',
      [MARK, now],
    );
    if (marked.length === 0) return false;
    for (const a of addresses) {
      await tx.query(
        `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default,
           created_at, updated_at)
         SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $9 FROM customers WHERE customer_no = $1`,
        [a.customerNo, a.name, a.phone, a.province, a.city, a.district, a.detail, a.isDefault, now],
      );
    }
    for (const w of wallets) {
      for (const couponNo of w.coupons) {
        await tx.query(
          `INSERT INTO customer_coupons (customer_id, coupon_no, claimed_at)
           SELECT c.id, $2, $3 FROM customers c WHERE c.customer_no = $1
              AND EXISTS (SELECT 1 FROM coupons WHERE coupon_no = $2)`,
          [w.customerNo, couponNo, now],
        );
      }
    }
    return true;
  });
}
