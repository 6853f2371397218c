import { z } from '../zod';
import { countParam, epochMs } from './primitives';
import { productCardSchema } from './productCard';

/**
 * Rankings (/api/customer-behavior/rank/...): products ranked by what shoppers did, paid orders and
 * product-page views, recomputed by the server on a schedule. categoryCode 0 is the all-category ranking.
 */
export const RANK_ALL = 0;
/** How many places a ranking keeps. */
export const RANK_SIZE = 20;

export const rankCategorySchema = z.object({ categoryCode: z.int(), name: z.string() });
export const rankCategoriesSchema = z.array(rankCategorySchema);
export type RankCategory = z.infer<typeof rankCategorySchema>;

export const rankListQuerySchema = z.object({
  /** 0 (all) or a level-1 category code (20-28). */
  categoryCode: z._default(countParam(0, 99), RANK_ALL),
  size: z._default(countParam(1, RANK_SIZE), 10),
});

export const rankItemSchema = z.object({
  rank: z.int().check(z.positive()),
  /** Units bought in paid orders over the ranking's window (30 days). */
  soldUnits: z.int().check(z.nonnegative()),
  /** Product-page views over the ranking's window (7 days). */
  views: z.int().check(z.nonnegative()),
  card: productCardSchema,
});
export type RankItem = z.infer<typeof rankItemSchema>;

export const rankListSchema = z.object({
  categoryCode: z.int(),
  /** When the ranking was computed (server time); null before the first computation. */
  computedAt: z.nullable(epochMs),
  items: z.array(rankItemSchema),
});
export type RankList = z.infer<typeof rankListSchema>;
