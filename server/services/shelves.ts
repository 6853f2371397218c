import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { OperatorShelf, Shelf, ShelfSave } from '../../schemas/api/shelves';
import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import { runSeedStep } from '../db/seed-steps';
import { projectPath } from '../paths';
import { cardsBySkus } from '../repos/product-cards';
import { listShelves, type ShelfRow, saveShelf, unknownSkus } from '../repos/shelves';
import { listingState } from './listing-admin';
import { refuse, settle } from './outcome';

const SEED_FILE = projectPath('fixtures', 'seed', 'shelves.json');
const seedSchema = z.array(
  z.object({
    shelfNo: z.string(),
    title: z.string(),
    subtitle: z.string(),
    sort: z.int(),
    skuNos: z.array(z.string()),
  }),
);

/** The seeded shelves (fixtures/seed/shelves.json), once per database, after the catalogue. */
export async function seedShelvesOnce(db: Db, now: number): Promise<void> {
  const shelves = seedSchema.parse(JSON.parse(readFileSync(SEED_FILE, 'utf8')));
  await runSeedStep(db, 'shelves-1', now, async (tx) => {
    for (const s of shelves) await saveShelf(tx, { ...s, status: 1 }, now);
  });
}

async function withCards(deps: AppDeps, rows: ShelfRow[], now: number): Promise<Shelf[]> {
  const cards = new Map(
    (await cardsBySkus(deps.db, [...new Set(rows.flatMap((r) => r.skuNos))], now)).map((c) => [c.skuNo, c]),
  );
  return rows.map(({ skuNos, ...shelf }) => ({
    ...shelf,
    // Off-shelf or removed goods drop out of the row; the operator's choice stays for when they return.
    items: skuNos.flatMap((skuNo) => cards.get(skuNo) ?? []),
  }));
}

/** The shelves shoppers see: on, in order, each with the cards of its goods still on sale. */
export async function shopperShelves(deps: AppDeps): Promise<Shelf[]> {
  const shelves = await withCards(deps, await listShelves(deps.db, false), deps.config.clock());
  return shelves.filter((s) => s.items.length > 0);
}

/**
 * Every shelf, on or off, for the operators: with every SKU chosen (an edit keeps off-shelf goods) and its
 * phase, status 1 listed and 0 withdrawn (ADR 0066), with the moves that allows.
 */
export async function operatorShelves(deps: AppDeps): Promise<OperatorShelf[]> {
  const rows = await listShelves(deps.db, true);
  const shelves = await withCards(deps, rows, deps.config.clock());
  return shelves.map((shelf, i) => ({
    ...shelf,
    skuNos: rows[i]?.skuNos ?? [],
    ...listingState(shelf.status === 1 ? null : 0),
  }));
}

/** Creates or replaces a shelf; a SKU the catalogue does not have is refused (nothing changes). */
export function putShelf(deps: AppDeps, shelfNo: string, body: ShelfSave) {
  return settle(async () => {
    const skuNos = [...new Set(body.skuNos)];
    const [unknown] = await unknownSkus(deps.db, skuNos);
    if (unknown !== undefined) refuse({ refusal: 'product_not_found', skuNo: unknown });
    const now = deps.config.clock();
    await deps.db.transaction((tx) => saveShelf(tx, { shelfNo, ...body, skuNos }, now));
    const saved = (await operatorShelves(deps)).find((s) => s.shelfNo === shelfNo);
    if (!saved) throw new Error(`shelf ${shelfNo} not found after saving`);
    return saved;
  });
}
