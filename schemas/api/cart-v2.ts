/**
 * Cart contracts (/api/shoppingcart/shopping-cart/*, all POST, user-scoped). Quantities are absolute; lines
 * are addressed by lineId (only the owner's lines exist for a caller: others answer 404). Failures use the
 * envelope: 400 bad input, 404 unknown line/SKU, 409 a rule refused it (result says why, e.g. maxQuantity).
 */
import { z } from '../zod';
import {
  amountsSchema,
  centsSchema,
  instalmentStageSchema,
  lineIdSchema,
  lineIdsSchema,
  skuNoSchema,
  stageOptionSchema,
} from './amounts';
import { stockStateSchema } from './product';
import { promotionGroupSchema } from './promotion-group';

/** Why a line cannot be bought now. */
export const invalidReasonSchema = z.enum(['offShelf', 'soldOut', 'notStarted', 'storeClosed']);
export type InvalidReason = z.infer<typeof invalidReasonSchema>;

export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_LINES = 100;

/** POST add-v2: adds quantity to the SKU's line (creating it). */
export const cartAddRequestSchema = z.object({
  skuNo: skuNoSchema,
  quantity: z._default(z.number().check(z.int()).check(z.gte(1)).check(z.lte(MAX_LINE_QUANTITY)), 1),
});
export const cartAddResultSchema = z.object({
  lineId: lineIdSchema,
  quantity: z.number().check(z.int()).check(z.positive()),
  /** The new badge count (sum of quantities). */
  count: z.number().check(z.int()).check(z.nonnegative()),
});
export type CartAddResult = z.infer<typeof cartAddResultSchema>;

export const cartLineSchema = z.object({
  lineId: lineIdSchema,
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  priceCents: centsSchema,
  quantity: z.number().check(z.int()).check(z.positive()),
  selected: z.boolean(),
  stockState: stockStateSchema,
  /** 1 on shelf, 0 off shelf (SKU, SPU and store all on shelf). */
  status: z.literal([0, 1]),
  /** Largest quantity allowed now: min(stock, purchase limit). 0 for invalid lines. */
  maxQuantity: z.number().check(z.int()).check(z.nonnegative()),
  purchaseLimit: z.number().check(z.int()).check(z.positive()),
  /** Last applied set-sku-num seq (0 before any). */
  seq: z.number().check(z.int()).check(z.nonnegative()),
  /** Price label (2 = interest-free instalments, the only one that takes a stage). */
  priceLabel: z.nullable(z.number().check(z.int())),
  stage: z.nullable(instalmentStageSchema),
  invalidReason: z.optional(invalidReasonSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartStoreGroupSchema = z.object({
  storeNo: z.string(),
  storeName: z.string(),
  lines: z.array(cartLineSchema),
});

export const cartSummarySchema = z.object({
  /** Valid lines only. */
  lineCount: z.number().check(z.int()).check(z.nonnegative()),
  selectedLineCount: z.number().check(z.int()).check(z.nonnegative()),
  /** Sum of quantities over selected valid lines. */
  selectedQuantity: z.number().check(z.int()).check(z.nonnegative()),
  /** Sum of all quantities (the badge). */
  count: z.number().check(z.int()).check(z.nonnegative()),
  allSelected: z.boolean(),
  /** Goods of the selected valid lines; trial adds discounts and freight. */
  selectedGoodsCents: centsSchema,
});

/** POST query-v2 (empty body): valid lines by store, invalid lines apart. */
export const cartQueryResultSchema = z.object({
  stores: z.array(cartStoreGroupSchema),
  invalidLines: z.array(cartLineSchema),
  summary: cartSummarySchema,
});
export type CartQueryResult = z.infer<typeof cartQueryResultSchema>;

/**
 * POST set-sku-num: absolute quantity. seq orders writes to one line: a write is applied only when its seq
 * is greater than the stored one, so a late, older write is ignored (applied: false, current state back).
 * Over stock or purchase limit: 409 with result cartQuantityRefusedSchema and nothing changed.
 */
export const cartSetNumRequestSchema = z.object({
  lineId: lineIdSchema,
  quantity: z.number().check(z.int()).check(z.gte(1)).check(z.lte(MAX_LINE_QUANTITY)),
  seq: z.optional(z.number().check(z.int()).check(z.positive()).check(z.lte(Number.MAX_SAFE_INTEGER))),
});
export const cartSetNumResultSchema = z.object({
  applied: z.boolean(),
  lineId: lineIdSchema,
  quantity: z.number().check(z.int()).check(z.positive()),
  seq: z.number().check(z.int()).check(z.nonnegative()),
  maxQuantity: z.number().check(z.int()).check(z.nonnegative()),
  count: z.number().check(z.int()).check(z.nonnegative()),
});
export type CartSetNumResult = z.infer<typeof cartSetNumResultSchema>;

/** result of a 409 from add-v2 / set-sku-num. */
export const cartQuantityRefusedSchema = z.object({
  maxQuantity: z.number().check(z.int()).check(z.nonnegative()),
  stock: z.number().check(z.int()).check(z.nonnegative()),
  purchaseLimit: z.number().check(z.int()).check(z.positive()),
});

/** POST select: lineIds absent means every line of the cart (select all / none). Result: query-v2. */
export const cartSelectRequestSchema = z.object({
  lineIds: z.optional(lineIdsSchema),
  selected: z.boolean(),
});

/** POST delete and POST move-collection (to favourites, then deleted). Result: query-v2. */
export const cartLineIdsRequestSchema = z.object({ lineIds: lineIdsSchema });

/** POST clear: 'all' (default) or only the invalid lines. Result: { count }. */
export const cartClearRequestSchema = z.object({ scope: z._default(z.enum(['all', 'invalid']), 'all') });
export const cartCountResultSchema = z.object({ count: z.number().check(z.int()).check(z.nonnegative()) });

/** POST trial: totals of lineIds (default: the selected valid lines), best held coupon applied. */
export const cartTrialRequestSchema = z.object({ lineIds: z.optional(lineIdsSchema) });
export const cartTrialLineSchema = z.object({
  lineId: lineIdSchema,
  goodsCents: centsSchema,
  stage: z.nullable(instalmentStageSchema),
  /** Present for price-label-2 lines. */
  stageOptions: z.optional(z.array(stageOptionSchema)),
});
export const cartTrialResultSchema = z.extend(amountsSchema, {
  lineIds: z.array(lineIdSchema),
  /** Coupon the discount comes from (the best applicable one held), or null. */
  couponNo: z.nullable(z.string()),
  lines: z.array(cartTrialLineSchema),
  /** The full-discount part of discountCents (the rest is the coupon's). */
  promotionCents: z._default(centsSchema, 0),
  /** Per full-discount activity the chosen lines take part in: "再买¥X 可减¥Y" / "已减¥Y". */
  promotions: z._default(z.array(promotionGroupSchema), []),
});
export type CartTrialResult = z.infer<typeof cartTrialResultSchema>;

/** POST switch-stage: stage null clears it. Only lines with price label 2. Result: the trial line. */
export const cartSwitchStageRequestSchema = z.object({
  lineId: lineIdSchema,
  stage: z.nullable(instalmentStageSchema),
});

/**
 * POST jump-query: checks what confirm needs (lineIds default: selected lines). Success gives a
 * confirmToken for /api/order/confirmation-info. Failure: 409 with result cartJumpRefusedSchema
 * (stale or invalid lines, quantity over stock), or 400 when nothing is selected.
 */
export const cartJumpQueryRequestSchema = z.object({ lineIds: z.optional(lineIdsSchema) });
export const cartJumpQueryResultSchema = z.object({
  confirmToken: z.string(),
  lineIds: z.array(lineIdSchema),
  expiresAt: z.number().check(z.int()),
});
export const cartProblemLineSchema = z.object({
  lineId: lineIdSchema,
  skuNo: z.string(),
  reason: z.enum(['offShelf', 'soldOut', 'notStarted', 'storeClosed', 'overStock', 'overLimit', 'stale']),
  maxQuantity: z.number().check(z.int()).check(z.nonnegative()),
});
export const cartJumpRefusedSchema = z.object({ problems: z.array(cartProblemLineSchema) });
export type CartProblemLine = z.infer<typeof cartProblemLineSchema>;
