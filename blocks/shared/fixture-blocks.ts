import activity from '../../fixtures/booth/activity.json';
import dailyDeal from '../../fixtures/booth/daily-deal.json';
import eCny from '../../fixtures/booth/e-cny.json';
import hostile from '../../fixtures/booth/edge/hostile-text.json';
import home from '../../fixtures/booth/home.json';
import type { BlockType } from '../../schemas/booth/block-types';
import { type BlockOf, blockSchemas } from '../../schemas/booth/blocks/index';

/**
 * Stories and tests use real recorded layouts rather than hand-made props. Blocks are parsed with
 * their schema so defaults apply exactly as in the app (this file imports zod: stories and tests
 * only, never a block component).
 */
const LAYOUTS = { home, activity, dailyDeal, eCny, hostile } as const;
export type FixtureName = keyof typeof LAYOUTS;

interface RawBlock {
  id: string;
  type?: string;
}

export function fixtureBlock<T extends BlockType>(
  type: T,
  from: FixtureName = 'home',
  id?: string,
): BlockOf<T> {
  const blocks: readonly RawBlock[] = LAYOUTS[from].blocks;
  const raw = blocks.find((b) => b.type === type && (id === undefined || b.id === id));
  if (raw === undefined) throw new Error(`fixture ${from} has no ${type} block${id ? ` "${id}"` : ''}`);
  // The schema for `type` outputs BlockOf<T>; TS cannot narrow the indexed schema on a generic key.
  return blockSchemas[type].parse(raw) as BlockOf<T>;
}
