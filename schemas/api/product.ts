import { z } from '../zod';
import { categoryCodeSchema } from './category';
import { code } from './primitives';

/** Product status (spec §3): 1 on shelf, 0 off shelf. */
export const ProductStatus = { offShelf: 0, onShelf: 1 } as const;
export const productStatusSchema = z.literal([0, 1]);

/** Stock state (spec §3). The server derives it from stock, activity and sale start; it is never stored. */
export const StockState = { inStock: 0, soldOut: 1, snappedUp: 2, notStarted: 3 } as const;
export const stockStateSchema = z.literal([0, 1, 2, 3]);
export type StockStateValue = z.infer<typeof stockStateSchema>;

/** Activity types 1-7 (spec §3). */
export const ActivityType = {
  flashSale: 1,
  limitedPurchase: 2,
  gift: 3,
  presale: 4,
  trial: 5,
  groupBuy: 6,
  limitedTimeInstalment: 7,
} as const;
export const activityTypeSchema = z.literal([1, 2, 3, 4, 5, 6, 7]);

/** Price label codes (spec §3). 4 and 5 are both presale price. */
export const PriceLabel = {
  flashPrice: 1,
  interestFreeInstalments: 2,
  deposit: 3,
  presalePrice: 4,
  presalePriceAlt: 5,
  digitalYuan: 8,
  telecomExclusive: 26,
  educationOffer: 101,
} as const;
export const priceLabelSchema = z.literal([1, 2, 3, 4, 5, 8, 26, 101]);

export const storeTypeSchema = z.enum(['standard', 'luxury']);

/** Amounts are integer cents everywhere (spec §3); the screens divide by 100. */
const cents = z.number().check(z.int(), z.nonnegative());

export const skuSummarySchema = z.object({
  skuNo: z.string(),
  specName: z.string(),
  salePriceCents: cents,
  marketPriceCents: cents,
  status: productStatusSchema,
  stockState: stockStateSchema,
  imageUrl: z.string(),
  /** Units on hand now, so the picker clamps every SKU without asking again. */
  stock: z.number().check(z.int(), z.nonnegative()),
  /** Most one order (or cart line) may hold; the same rule the cart and create-order enforce. */
  purchaseLimit: z.number().check(z.int(), z.positive()),
});
export type SkuSummary = z.infer<typeof skuSummarySchema>;

/** GET /api/channel/product/base-v1 (speedFlag '1'): the compact answer. */
export const productBaseFastSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  name: z.string(),
  shortName: z.string(),
  brand: z.string(),
  specName: z.string(),
  categoryCode: categoryCodeSchema,
  scCode: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  storeType: storeTypeSchema,
  status: productStatusSchema,
  stock: z.number().check(z.int(), z.nonnegative()),
  stockState: stockStateSchema,
  activityType: z.nullable(activityTypeSchema),
  priceLabel: z.nullable(priceLabelSchema),
  /** Epoch ms; set when the sale has a start time. */
  saleStartTime: z.nullable(z.number().check(z.int())),
  imageUrl: z.string(),
  /** Most one order (or cart line) may hold; the same rule the cart and create-order enforce. */
  purchaseLimit: z.number().check(z.int(), z.positive()),
});
export type ProductBaseFast = z.infer<typeof productBaseFastSchema>;

/** One 规格参数 row of a product, e.g. {name: '屏幕尺寸', value: '6.8英寸 OLED'}. */
export const productSpecSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  value: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** GET /api/channel/product/base: the compact answer plus description and the SPU's other SKUs. */
export const productBaseSchema = z.extend(productBaseFastSchema, {
  description: z.string(),
  /** The gallery: the main picture first, then the product's other pictures. */
  images: z.array(z.string()),
  /** The 图文详情 section's long pictures, top to bottom; empty when the product has none. */
  detailImages: z.array(z.string()),
  /** The 规格参数 table; empty when the product has none. */
  specs: z.array(productSpecSchema),
  skus: z.array(skuSummarySchema),
});
export type ProductBase = z.infer<typeof productBaseSchema>;

/** GET /api/channel/product/price (and price-v1). */
export const productPriceSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  salePriceCents: cents,
  marketPriceCents: cents,
  activityType: z.nullable(activityTypeSchema),
  priceLabel: z.nullable(priceLabelSchema),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** Query of the product base/price calls. speedFlag '1' is how the client picks the -v1 path. */
export const productQuerySchema = z.object({
  skuNo: code(64),
  spuNo: z.optional(code(64)),
  speedFlag: z.optional(code(4)),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
