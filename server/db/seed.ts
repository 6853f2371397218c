import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { categorySchema } from '../../schemas/api/category';
import {
  activityTypeSchema,
  priceLabelSchema,
  productSpecSchema,
  productStatusSchema,
  storeTypeSchema,
} from '../../schemas/api/product';
import { PROVINCE_CODES } from '../../schemas/api/regions';
import { placeholderUrl } from '../files/placeholder';
import { projectPath } from '../paths';
import type { Db, Queryable } from './db';
import { resolveSeedTime, seedTimeSchema } from './seed-time';

export const SEED_DIR = projectPath('fixtures', 'seed');

const storeSeed = z.object({
  storeNo: z.string().min(1),
  name: z.string().min(1),
  storeType: storeTypeSchema,
  /** A generated picture (fixtures/images); the labelled placeholder when absent. */
  logoUrl: z.string().startsWith('/api/file-storage/').optional(),
  description: z.string().default(''),
  /** Shop rating out of 5, as shoppers rated it (data only: no column or API carries it yet). */
  rating: z.number().min(0).max(5).optional(),
  status: z._default(productStatusSchema, 1),
});

const skuSeed = z.object({
  skuNo: z.string().min(1),
  specName: z.string().min(1),
  salePriceCents: z.number().int().nonnegative(),
  marketPriceCents: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  status: z._default(productStatusSchema, 1),
  activityType: z.optional(activityTypeSchema),
  priceLabel: z.optional(priceLabelSchema),
  /** On sale from then (relative to the seeding clock, seed-time.ts); a future start is "not yet on sale". */
  saleStartOffset: seedTimeSchema.optional(),
  /** A flash sale (activity type 1) ends then; a past end puts it under the daily deals' "view past". */
  saleEndOffset: seedTimeSchema.optional(),
});

const productSeed = z.object({
  spuNo: z.string().min(1),
  name: z.string().min(1),
  shortName: z.string().min(1),
  brand: z.string().min(1),
  categoryCode: z.number().int(),
  storeNo: z.string().min(1),
  /** A generated picture (fixtures/images), used by every SKU; the labelled placeholder when absent. */
  imageUrl: z.string().startsWith('/api/file-storage/').optional(),
  status: productStatusSchema,
  description: z.string().default(''),
  /** The gallery's pictures after the main one (3–5 pictures in all). */
  galleryUrls: z.array(z.string().startsWith('/api/file-storage/')).max(4).default([]),
  /** The 图文详情 long pictures. */
  detailImageUrls: z.array(z.string().startsWith('/api/file-storage/')).max(6).default([]),
  /** The 规格参数 rows. */
  specs: z.array(productSpecSchema).max(30).default([]),
  skus: z.array(skuSeed).min(1).max(3),
});

const couponSeed = z.object({
  couponNo: z.string().min(1),
  name: z.string().min(1),
  couponType: z.literal([1, 2]),
  thresholdCents: z.number().int().nonnegative(),
  discountCents: z.number().int().positive(),
  totalQuantity: z.number().int().nonnegative(),
  remainingQuantity: z.number().int().nonnegative().optional(),
  perCustomerLimit: z.number().int().positive(),
  storeNo: z.string().optional(),
  categoryCode: z.number().int().optional(),
  /** Claimable and usable from startOffset until endOffset, both relative to the seeding clock. */
  startOffset: seedTimeSchema,
  endOffset: seedTimeSchema,
});

const customerSeed = z.object({
  customerNo: z.string().min(1),
  userId: z.string().min(1),
  nickName: z.string().min(1),
  mobile: z.string().regex(/^\d{11}$/),
  ssoUser: z.boolean(),
  /** The province of the customer's bank branch, as the bank's sign-on names it (ADR 0071). */
  branchProvince: z.enum(PROVINCE_CODES).optional(),
  cart: z.array(z.object({ skuNo: z.string(), quantity: z.number().int().positive() })).default([]),
  messages: z
    .array(
      z.object({
        title: z.string(),
        content: z.string(),
        unread: z.boolean(),
        kind: z.enum(['order', 'logistics', 'activity', 'system']).default('system'),
      }),
    )
    .default([]),
});

const noticeSeed = z.object({
  noticeNo: z.string().min(1),
  title: z.string().min(1),
  content: z.string(),
  linkUrl: z.string().nullable().default(null),
  sort: z.number().int().default(0),
  startOffset: seedTimeSchema,
  endOffset: seedTimeSchema.optional(),
});

export const seedSchema = z.object({
  categories: z.array(categorySchema),
  stores: z.array(storeSeed),
  products: z.array(productSeed),
  coupons: z.array(couponSeed),
  customers: z.array(customerSeed),
  notices: z.array(noticeSeed),
});
export type Seed = z.infer<typeof seedSchema>;

/** Reads and validates fixtures/seed/*.json; a bad fixture fails the start with the file and field path. */
export function readSeed(dir = SEED_DIR): Seed {
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(seedSchema.shape)) {
    raw[name] = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  }
  const parsed = seedSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid seed data at ${first?.path.join('.') ?? '?'}: ${first?.message ?? 'unknown'}`);
  }
  return parsed.data;
}

const at = (spec: string | undefined, now: number): number | null =>
  spec === undefined ? null : resolveSeedTime(spec, now);

async function insertCatalogue(tx: Queryable, seed: Seed, now: number): Promise<void> {
  for (const c of seed.categories) {
    await tx.query('INSERT INTO categories (code, sc_code, name, sort) VALUES ($1, $2, $3, $4)', [
      c.code,
      c.scCode,
      c.name,
      c.sort,
    ]);
  }
  for (const s of seed.stores) {
    await tx.query(
      `INSERT INTO stores (store_no, name, store_type, logo_url, description, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [s.storeNo, s.name, s.storeType, s.logoUrl ?? placeholderUrl(s.name), s.description, s.status, now],
    );
  }
  for (const p of seed.products) {
    await tx.query(
      `INSERT INTO products (spu_no, name, short_name, brand, category_code, store_no, description, status,
         gallery_urls, detail_image_urls, specs, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12, $12)`,
      [
        p.spuNo,
        p.name,
        p.shortName,
        p.brand,
        p.categoryCode,
        p.storeNo,
        p.description,
        p.status,
        JSON.stringify(p.galleryUrls),
        JSON.stringify(p.detailImageUrls),
        JSON.stringify(p.specs),
        now,
      ],
    );
    for (const [i, k] of p.skus.entries()) {
      await tx.query(
        `INSERT INTO skus (sku_no, spu_no, spec_name, sale_price_cents, market_price_cents, stock, status,
           activity_type, price_label, sale_start_at, sale_end_at, image_url, sort, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          k.skuNo,
          p.spuNo,
          k.specName,
          k.salePriceCents,
          k.marketPriceCents,
          k.stock,
          k.status,
          k.activityType ?? null,
          k.priceLabel ?? null,
          at(k.saleStartOffset, now),
          at(k.saleEndOffset, now),
          p.imageUrl ?? placeholderUrl(p.shortName),
          i,
          now,
        ],
      );
    }
  }
  for (const c of seed.coupons) {
    await tx.query(
      `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, total_quantity,
         remaining_quantity, per_customer_limit, store_no, category_code, start_at, end_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        c.couponNo,
        c.name,
        c.couponType,
        c.thresholdCents,
        c.discountCents,
        c.totalQuantity,
        c.remainingQuantity ?? c.totalQuantity,
        c.perCustomerLimit,
        c.storeNo ?? null,
        c.categoryCode ?? null,
        resolveSeedTime(c.startOffset, now),
        resolveSeedTime(c.endOffset, now),
        now,
      ],
    );
  }
}

async function insertPeople(tx: Queryable, seed: Seed, now: number): Promise<void> {
  for (const c of seed.customers) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO customers (customer_no, user_id, nick_name, mobile, sso_user, created_at, branch_province)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [c.customerNo, c.userId, c.nickName, c.mobile, c.ssoUser, now, c.branchProvince ?? null],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`customer ${c.customerNo} was not inserted`);
    for (const line of c.cart) {
      await tx.query(
        `INSERT INTO cart_lines (customer_id, sku_no, quantity, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)`,
        [id, line.skuNo, line.quantity, now],
      );
    }
    for (const [i, m] of c.messages.entries()) {
      // Older messages first so the newest seeded one sorts on top.
      await tx.query(
        'INSERT INTO messages (customer_id, title, content, unread, created_at, kind) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, m.title, m.content, m.unread, now - (c.messages.length - i) * 60_000, m.kind],
      );
    }
  }
  for (const n of seed.notices) {
    await tx.query(
      `INSERT INTO notices (notice_no, title, content, link_url, sort, start_at, end_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [n.noticeNo, n.title, n.content, n.linkUrl, n.sort, at(n.startOffset, now), at(n.endOffset, now)],
    );
  }
}

/** Loads the seed once, into an empty database, in one transaction. Returns whether it ran. */
export async function seedIfEmpty(db: Db, now: number, dir = SEED_DIR): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  if ((row?.n ?? 0) > 0) return false;
  const seed = readSeed(dir);
  await db.transaction(async (tx) => {
    // Another server on the same PostgreSQL may be seeding too; the table lock makes one of them wait.
    await tx.query('LOCK TABLE categories IN EXCLUSIVE MODE');
    const [again] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    if ((again?.n ?? 0) > 0) return;
    await insertCatalogue(tx, seed, now);
    await insertPeople(tx, seed, now);
  });
  return true;
}
