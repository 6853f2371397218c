import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { Db } from './db';
import { SEED_DIR } from './seed';
import { runSeedStep } from './seed-steps';

/**
 * The category tree's second level and the operators' first hot words (fixtures/seed/search.json), once
 * per database, after the catalogue (each sub-category names the products it holds).
 */
const searchSeedSchema = z.object({
  subCategories: z.array(
    z.object({
      code: z.int().min(1000).max(9999),
      parentCode: z.int().min(20).max(28),
      name: z.string().min(1),
      keywords: z.string(),
      imageUrl: z.string().startsWith('/api/file-storage/'),
      sort: z.int(),
      spuNos: z.array(z.string().min(1)),
    }),
  ),
  hotWords: z.array(z.object({ word: z.string().min(1), highlight: z.boolean() })),
});

export function readSearchSeed(dir = SEED_DIR): z.output<typeof searchSeedSchema> {
  const parsed = searchSeedSchema.safeParse(JSON.parse(readFileSync(join(dir, 'search.json'), 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid seed search.json at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}`);
  }
  return parsed.data;
}

export async function seedSearchOnce(db: Db, now: number, dir = SEED_DIR): Promise<boolean> {
  const seed = readSearchSeed(dir);
  return runSeedStep(db, 'search-1', now, async (tx) => {
    for (const s of seed.subCategories) {
      await tx.query(
        `INSERT INTO sub_categories (code, parent_code, name, keywords, image_url, sort)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [s.code, s.parentCode, s.name, s.keywords, s.imageUrl, s.sort],
      );
      for (const spuNo of s.spuNos) {
        // A database seeded from another catalogue may lack a product; the tree simply holds fewer.
        await tx.query(
          `INSERT INTO product_sub_categories (spu_no, sub_code)
           SELECT spu_no, $2 FROM products WHERE spu_no = $1`,
          [spuNo, s.code],
        );
      }
    }
    for (const [i, w] of seed.hotWords.entries()) {
      await tx.query(
        'INSERT INTO search_hot_words (position, word, highlight, updated_at) VALUES ($1, $2, $3, $4)',
        [i, w.word, w.highlight, now],
      );
    }
  });
}
