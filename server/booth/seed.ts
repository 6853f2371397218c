import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { Db, Queryable } from '../db/db';
import { runSeedStep } from '../db/seed-steps';
import { resolveSeedTime, seedTimeSchema } from '../db/seed-time';
import { projectPath } from '../paths';
import { insertPublished } from '../repos/booth-versions';
import { createPage } from '../services/booth-operator';
import { checkLayout, withVersion } from './layout';
import { seedMerchandising } from './merchandising';

export const BOOTH_FIXTURES_DIR = projectPath('fixtures', 'booth');

/**
 * Pages published on first start, one file each: home (10), the category tabs (20-28), daily deals
 * (30), the e-CNY zone, the coupon activity page and its product-list header, the million-subsidy
 * page (link type 4 without a pageId) and the aggregate entry page. Together they use every block type (home alone does).
 */
const FIRST_PAGE_FILES = [
  'home.json',
  ...[20, 21, 22, 23, 24, 25, 26, 27, 28].map((code) => `category-${code}.json`),
  'daily-deal.json',
  'e-cny.json',
  'activity.json',
  'activity-products.json',
  'aggregate.json',
] as const;
/** Published by a later seed step, so databases seeded before it get the page on their next start. */
const ADDED_PAGE_FILES = ['million-subsidy.json'] as const;
/** The booth slots of the transactional screens (schemas/booth/slots.ts), one layout per placement code. */
const SLOT_PAGE_FILES = [31, 32, 33, 40, 41, 42, 43, 46].map((code) => `slot-${code}.json`);
export const SEED_PAGE_FILES = [...FIRST_PAGE_FILES, ...ADDED_PAGE_FILES, ...SLOT_PAGE_FILES] as const;

/** Per file, per block id: prop name to a relative time; `schedule` takes { start, end }. */
const blockTimesSchema = z.record(
  z.string(),
  z.union([seedTimeSchema, z.object({ start: seedTimeSchema.optional(), end: seedTimeSchema.optional() })]),
);
const seedSchedulesSchema = z.object({ pages: z.record(z.string(), z.record(z.string(), blockTimesSchema)) });
export type SeedSchedules = z.infer<typeof seedSchedulesSchema>['pages'];

/** fixtures/booth/seed-schedules.json: the countdowns and block schedules, relative to the seeding clock. */
export function readSeedSchedules(dir = BOOTH_FIXTURES_DIR): SeedSchedules {
  return seedSchedulesSchema.parse(JSON.parse(readFileSync(join(dir, 'seed-schedules.json'), 'utf8'))).pages;
}

/**
 * The page as published at `now`: the file's layout with the times of seed-schedules.json resolved
 * against the clock (epoch ms), so countdowns end hours or days after the first start, never in 2030.
 */
export function seedPageLayout(dir: string, file: string, now: number, schedules: SeedSchedules): unknown {
  const input = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    blocks?: { id?: unknown; props?: Record<string, unknown>; schedule?: unknown }[];
  };
  const times = schedules[file] ?? {};
  for (const [blockId, fields] of Object.entries(times)) {
    const block = input.blocks?.find((b) => b.id === blockId);
    if (block === undefined) throw new Error(`booth seed ${file}: no block ${blockId} to schedule`);
    for (const [field, spec] of Object.entries(fields)) {
      if (typeof spec === 'string') {
        block.props = { ...block.props, [field]: resolveSeedTime(spec, now) };
      } else {
        block.schedule = {
          ...(spec.start === undefined ? {} : { start: resolveSeedTime(spec.start, now) }),
          ...(spec.end === undefined ? {} : { end: resolveSeedTime(spec.end, now) }),
        };
      }
    }
  }
  return input;
}

async function publishSeedPage(
  tx: Queryable,
  dir: string,
  file: string,
  now: number,
  schedules: SeedSchedules,
): Promise<void> {
  const input = seedPageLayout(dir, file, now, schedules);
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
  const schedules = readSeedSchedules(dir);
  await runSeedStep(db, 'booth-pages-1', now, async (tx) => {
    for (const file of FIRST_PAGE_FILES) await publishSeedPage(tx, dir, file, now, schedules);
  });
  await runSeedStep(db, 'booth-pages-2', now, async (tx) => {
    for (const file of ADDED_PAGE_FILES) await publishSeedPage(tx, dir, file, now, schedules);
  });
  await runSeedStep(db, 'booth-slots-1', now, async (tx) => {
    for (const file of SLOT_PAGE_FILES) await publishSeedPage(tx, dir, file, now, schedules);
  });
}
