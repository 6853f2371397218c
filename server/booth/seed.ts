import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from '../db/db';
import { checkLayout, withVersion } from './layout';
import { seedMerchandising } from './merchandising';
import { createPage } from './pages';
import { runSeedStep } from './seed-steps';
import { insertPublished } from './versions';

export const BOOTH_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/booth', import.meta.url));

/**
 * Pages published on first start, one file each: home (10), the category tabs (20-28), daily deals
 * (30), the e-CNY zone, the coupon activity page and its product-list header, and the aggregate
 * entry page. Together they use every block type (home alone does).
 */
export const SEED_PAGE_FILES = [
  'home.json',
  ...[20, 21, 22, 23, 24, 25, 26, 27, 28].map((code) => `category-${code}.json`),
  'daily-deal.json',
  'e-cny.json',
  'activity.json',
  'activity-products.json',
  'aggregate.json',
] as const;

async function publishSeedPage(tx: Queryable, dir: string, file: string, now: number): Promise<void> {
  const input: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const id = (input as { pageId?: unknown }).pageId;
  const result = checkLayout(input, { ref: { kind: 'id', pageId: typeof id === 'string' ? id : '' } });
  if (!result.ok) {
    const first = result.issues[0];
    throw new Error(`booth seed ${file} is invalid at ${first?.path}: ${first?.message}`);
  }
  const page = await createPage(tx, result.identity, now);
  await insertPublished(tx, page.ref, {
    version: 1,
    layout: withVersion(result.layout, 1),
    now,
    publishAt: now,
    rolledBackFrom: null,
  });
}

/** Fills the merchandising columns, then publishes the seed pages; each once per database. */
export async function seedBoothIfEmpty(db: Db, now: number, dir = BOOTH_FIXTURES_DIR): Promise<void> {
  await runSeedStep(db, 'merchandising-1', now, (tx) => seedMerchandising(tx, now));
  await runSeedStep(db, 'booth-pages-1', now, async (tx) => {
    for (const file of SEED_PAGE_FILES) await publishSeedPage(tx, dir, file, now);
  });
}
