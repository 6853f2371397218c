import { z } from '../zod';
import { instalmentStageSchema, skuNoSchema } from './amounts';
import { invalidReasonSchema } from './cart-v2';
import { stagePlanSchema } from './luxury';
import { code, count } from './primitives';
import { priceLabelSchema, productStatusSchema, stockStateSchema } from './product';
import { productCardSchema } from './productCard';

/**
 * The remaining product calls of spec §7, under /api/channel/product unless noted. Each one
 * answers from the catalogue's real state at the server's clock.
 */

export const skuQuerySchema = z.object({ skuNo: skuNoSchema });

/**
 * GET base-shadow?skuNo: the light product answer the page paints first (and a link to goods that left the
 * shelf still shows): names, picture, price, store and why it cannot be bought now.
 */
export const productShadowSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  salePriceCents: z.int().check(z.nonnegative()),
  status: productStatusSchema,
  storeNo: z.string(),
  storeName: z.string(),
  /** Absent when it can be bought now. */
  unavailable: z.optional(invalidReasonSchema),
});

/** GET theme?skuNo (theme-v1 the same for the fast path): how the product page dresses for this SKU. */
export const productThemeKindSchema = z.enum([
  'default',
  'flashSale',
  'luxury',
  'ecny',
  'presale',
  'instalment',
]);
export const productThemeSchema = z.object({
  skuNo: z.string(),
  theme: productThemeKindSchema,
  primaryColor: z.string(),
  backgroundColor: z.string(),
  /** The price label the price row shows (spec §3), or null. */
  priceLabel: z.nullable(priceLabelSchema),
});
export type ProductThemeKind = z.infer<typeof productThemeKindSchema>;

/** GET card?skuNo: the share card (title, picture, price and the in-mall link from the public origin). */
export const productShareCardSchema = z.object({
  skuNo: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  salePriceCents: z.int().check(z.nonnegative()),
  marketPriceCents: z.int().check(z.nonnegative()),
  shareUrl: z.string(),
});

/** GET get-sku-sale-flag?skuNo: on sale now (1) or not (0), with the stock state and when the sale starts. */
export const skuSaleFlagSchema = z.object({
  skuNo: z.string(),
  saleFlag: z.literal([0, 1]),
  stockState: stockStateSchema,
  saleStartTime: z.nullable(z.int()),
  unavailable: z.optional(invalidReasonSchema),
});

/** GET base-sold-out?skuNo: whether the SKU is sold out and what to offer instead (its siblings first). */
export const soldOutSchema = z.object({
  skuNo: z.string(),
  soldOut: z.boolean(),
  alternatives: z.array(productCardSchema),
});

/** GET getRecommendStage?skuNo&quantity: the interest-free plans of instalment goods and the one to preselect. */
export const recommendStageQuerySchema = z.object({
  skuNo: skuNoSchema,
  quantity: z._default(z.pipe(z.coerce.number<string>(), count(1, 999)), 1),
});
export const recommendStageSchema = z.object({
  skuNo: z.string(),
  eligible: z.boolean(),
  totalCents: z.int().check(z.nonnegative()),
  recommended: z.nullable(instalmentStageSchema),
  plans: z.array(stagePlanSchema),
});

/** POST product/recommend { skuNo, pageSize }: more from the same category that can be bought now. */
export const productRecommendRequestSchema = z.object({
  skuNo: skuNoSchema,
  pageSize: z._default(count(1, 20), 6),
});
/** POST /api/channel/recommend/cmbmobile-v1 { pageSize }: for the caller's interests, else best sellers. */
export const channelRecommendRequestSchema = z.object({
  scene: z.optional(code(32)),
  pageSize: z._default(count(1, 20), 10),
});
export const productCardListSchema = z.array(productCardSchema);

/** GET get-exclusive-jump-flag?skuNo: goods for some customers only, and the in-mall page that checks them. */
export const exclusiveJumpSchema = z.object({
  skuNo: z.string(),
  exclusive: z.boolean(),
  kind: z.nullable(z.enum(['telecom', 'education'])),
  /** An in-mall route (the operator-phone page for telecom offers), or null. */
  jumpPath: z.nullable(z.string()),
});

/** POST valid-buy-products { skuNos }: which can be bought now, and why the others cannot. */
export const validBuyRequestSchema = z.object({
  skuNos: z.array(skuNoSchema).check(z.minLength(1)).check(z.maxLength(100)),
});
export const validBuySchema = z.object({
  valid: z.array(z.string()),
  invalid: z.array(
    z.object({ skuNo: z.string(), reason: z.union([invalidReasonSchema, z.literal('unknown')]) }),
  ),
});
