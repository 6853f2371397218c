import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { licenceKindSchema, offlineKindSchema, storePromiseSchema } from '../../schemas/api/store';
import type { Db, Queryable } from './db';
import { SEED_DIR } from './seed';
import { runSeedStep } from './seed-steps';
import { resolveSeedTime, seedTimeSchema } from './seed-time';

/**
 * Stores beyond their catalogue row: profiles and licences (fixtures/seed/store-profiles.json,
 * with the overall rating from stores.json), the brands' physical shops (offline-stores.json), and each
 * store's directory, made from its catalogue: a node per category with a child per brand. Once per
 * database, after the catalogue.
 */
const rating = z.number().min(0).max(5);
const profilesSeed = z.array(
  z.object({
    storeNo: z.string().min(1),
    goods: rating,
    service: rating,
    logistics: rating,
    companyName: z.string().min(1),
    city: z.string().min(1),
    servicePhone: z.string().min(1),
    followers: z.int().nonnegative(),
    openedOffset: seedTimeSchema,
    promises: z.array(storePromiseSchema),
    licences: z.array(
      z.object({
        kind: licenceKindSchema,
        number: z.string().min(1),
        issuer: z.string().min(1),
        validUntilOffset: seedTimeSchema.optional(),
      }),
    ),
  }),
);
const storeRatings = z.array(z.object({ storeNo: z.string(), rating: rating.optional() }));
const offlineSeed = z.array(
  z.object({
    offlineNo: z.string().min(1),
    storeNo: z.string().min(1),
    name: z.string().min(1),
    kind: offlineKindSchema,
    city: z.string().min(1),
    district: z.string().min(1),
    address: z.string().min(1),
    phone: z.string().min(1),
    opensAt: z.string().regex(/^\d{2}:\d{2}$/),
    closesAt: z.string().regex(/^\d{2}:\d{2}$/),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);

function read<S extends z.ZodType>(schema: S, file: string, dir: string): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid seed ${file} at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}`);
  }
  return parsed.data;
}

const tenths = (stars: number) => Math.round(stars * 10);

async function insertProfiles(tx: Queryable, dir: string, now: number): Promise<void> {
  const overall = new Map(read(storeRatings, 'stores.json', dir).map((s) => [s.storeNo, s.rating]));
  for (const p of read(profilesSeed, 'store-profiles.json', dir)) {
    await tx.query(
      `INSERT INTO store_profiles (store_no, rating_tenths, goods_rating_tenths, service_rating_tenths,
         logistics_rating_tenths, company_name, city, service_phone, opened_at, followers, promises)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        p.storeNo,
        tenths(overall.get(p.storeNo) ?? (p.goods + p.service + p.logistics) / 3),
        tenths(p.goods),
        tenths(p.service),
        tenths(p.logistics),
        p.companyName,
        p.city,
        p.servicePhone,
        resolveSeedTime(p.openedOffset, now),
        p.followers,
        p.promises,
      ],
    );
    for (const [i, l] of p.licences.entries()) {
      await tx.query(
        `INSERT INTO store_licences (store_no, kind, number, issuer, valid_until, sort)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          p.storeNo,
          l.kind,
          l.number,
          l.issuer,
          l.validUntilOffset ? resolveSeedTime(l.validUntilOffset, now) : null,
          i,
        ],
      );
    }
  }
}

async function insertOfflineStores(tx: Queryable, dir: string): Promise<void> {
  for (const o of read(offlineSeed, 'offline-stores.json', dir)) {
    await tx.query(
      `INSERT INTO offline_stores (offline_no, store_no, name, kind, city, district, address, phone,
         opens_at, closes_at, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        o.offlineNo,
        o.storeNo,
        o.name,
        o.kind,
        o.city,
        o.district,
        o.address,
        o.phone,
        o.opensAt,
        o.closesAt,
        o.latitude,
        o.longitude,
      ],
    );
  }
}

/** A directory per store made from its catalogue: categories (in their order), then brands under each. */
async function insertDirectories(tx: Queryable): Promise<void> {
  const rows = await tx.query<{ store_no: string; category: string; brand: string; spu_no: string }>(
    `SELECT p.store_no, c.name AS category, p.brand, p.spu_no
       FROM products p JOIN categories c ON c.code = p.category_code
      ORDER BY p.store_no, c.sort, p.brand, p.spu_no`,
  );
  const ids = new Map<string, number>();
  const node = async (store: string, parent: number | null, name: string, sort: number) => {
    const key = `${store}|${parent ?? ''}|${name}`;
    const known = ids.get(key);
    if (known !== undefined) return known;
    const [row] = await tx.query<{ directory_id: number }>(
      `INSERT INTO store_directories (store_no, parent_id, name, sort) VALUES ($1, $2, $3, $4)
       RETURNING directory_id`,
      [store, parent, name, sort],
    );
    if (!row) throw new Error(`directory ${key} was not inserted`);
    ids.set(key, row.directory_id);
    return row.directory_id;
  };
  for (const [i, r] of rows.entries()) {
    const top = await node(r.store_no, null, r.category, i);
    const leaf = await node(r.store_no, top, r.brand, i);
    await tx.query('INSERT INTO store_directory_products (directory_id, spu_no) VALUES ($1, $2)', [
      leaf,
      r.spu_no,
    ]);
  }
}

export async function seedStoresOnce(db: Db, now: number, dir = SEED_DIR): Promise<void> {
  await runSeedStep(db, 'stores-1', now, async (tx) => {
    await insertProfiles(tx, dir, now);
    await insertOfflineStores(tx, dir);
    await insertDirectories(tx);
  });
}
