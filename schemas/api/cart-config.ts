/**
 * GET /api/channel/shopping-cart/config (spec §7, public): how the shopping cart behaves, so the screen
 * takes its limits from the server instead of hard-coding them.
 */
import { z } from '../zod';
import { instalmentStageSchema } from './amounts';

/**
 * Spec §9's sales-performance list constants (ADR 0011): the list code 99 names the mall-wide
 * best-seller list — it ranks products of every category by sales volume (sort key 1), where the
 * category lists use their tab codes (10, 20–28), so 99 can never collide with one — and 160 is how
 * many products that list ranks at most.
 */
export const SALES_PERFORMANCE_LIST_CODE = 99;
export const SALES_PERFORMANCE_LIST_SIZE = 160;

export const cartConfigSchema = z.object({
  /** Most distinct items the cart holds. */
  maxLines: z.int().check(z.positive()),
  /** Most pieces of one item per line. */
  maxLineQuantity: z.int().check(z.positive()),
  /** Interest-free instalment stages a line may switch to. */
  stages: z.array(instalmentStageSchema),
  /** Where the cart sends a shopper looking for something to buy: the mall-wide best-seller list. */
  bestSellers: z.object({
    listCode: z.literal(SALES_PERFORMANCE_LIST_CODE),
    size: z.literal(SALES_PERFORMANCE_LIST_SIZE),
  }),
});
export type CartConfig = z.infer<typeof cartConfigSchema>;
