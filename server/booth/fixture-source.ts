import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import * as z from 'zod';
import type { PageRef } from './page-key';
import { readSeedSchedules, seedPageLayout } from './seed';

/**
 * QA replay (BOOTH_SOURCE=fixtures): layouts come straight from files, as recorded or written (the seed
 * pages with their relative times resolved, below), so the app can be tested against edge cases the store
 * would refuse to publish.
 * Files are read on every request: QA edits a fixture and reloads without restarting the server.
 */

const entrySchema = z.object({
  file: z.string().min(1),
  pageCode: z.int().nullable().optional(),
  pageId: z.string().nullable().optional(),
});
/** fixtures/booth/manifest.json (hand-written fixtures) and recorded/index.json (scripts/record-fixtures). */
const indexSchema = z.object({ fixtures: z.array(entrySchema) });
type Entry = z.infer<typeof entrySchema>;

export const RECORDED_DIR = 'recorded';
export const RECORDED_INDEX = 'index.json';

function readIndex(path: string): Entry[] {
  if (!existsSync(path)) return [];
  const parsed = indexSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(`fixture index ${path} is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data.fixtures;
}

const matches = (e: Entry, ref: PageRef) =>
  ref.kind === 'code' ? e.pageCode === ref.pageCode : e.pageId === ref.pageId;

/** Keeps a manifest from pointing outside its directory. */
function inside(dir: string, file: string): string {
  const root = resolve(dir);
  const full = resolve(root, file);
  if (!full.startsWith(root + sep)) throw new Error(`fixture path ${file} leaves ${dir}`);
  return full;
}

const SEED_SCHEDULES = 'seed-schedules.json';

/**
 * The fixture for a page, or undefined. Recorded pages win over the hand-written ones, so a QA
 * recording of the home page replays instead of fixtures/booth/home.json. A hand-written page that
 * seed-schedules.json times (the seed pages: countdowns, block schedules) gets those times resolved
 * against `seededAt`, the moment the database published the same pages, so the replay's countdowns read
 * like the live mall's instead of the files' placeholder dates; everything else is served as written.
 */
export function findFixtureLayout(dir: string, ref: PageRef, seededAt: number): unknown {
  const recordedDir = inside(dir, RECORDED_DIR);
  const recorded = readIndex(inside(recordedDir, RECORDED_INDEX)).find((e) => matches(e, ref));
  if (recorded) return JSON.parse(readFileSync(inside(recordedDir, recorded.file), 'utf8'));
  const entry = readIndex(inside(dir, 'manifest.json')).find((e) => matches(e, ref));
  if (!entry) return undefined;
  const path = inside(dir, entry.file);
  const schedules = existsSync(inside(dir, SEED_SCHEDULES)) ? readSeedSchedules(dir) : {};
  return schedules[entry.file] === undefined
    ? JSON.parse(readFileSync(path, 'utf8'))
    : seedPageLayout(dir, entry.file, seededAt, schedules);
}
