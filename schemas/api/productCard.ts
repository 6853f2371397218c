import * as z from 'zod';
import { code, countParam } from './primitives';
import { activityTypeSchema, priceLabelSchema, stockStateSchema } from './product';

/**
 * What a product row shows for one SKU. The booth renderer fetches these for every product row of
 * a page in ONE call (POST /api/channel/get-mbank-product-info-v1), keyed by block id.
 */
export const productCardSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  salePriceCents: z.number().int().nonnegative(),
  marketPriceCents: z.number().int().nonnegative(),
  stockState: stockStateSchema,
  activityType: activityTypeSchema.nullable(),
  priceLabel: priceLabelSchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** One product-row source per block: a fixed SKU list or a catalogue query (see schemas/booth/blocks/product-rows). */
export const productCardsRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        key: code(64),
        skuNos: z.array(code(64)).max(50).optional(),
        query: z
          .object({
            categoryCode: code(16).optional(),
            couponNo: code(64).optional(),
            sort: z.literal([1, 2, 3]).default(1),
            pageSize: z.int().min(1).max(50).default(10),
            pageNo: z.int().min(1).max(1000).default(1),
          })
          .optional(),
      }),
    )
    .max(300),
});
export type ProductCardsRequest = z.input<typeof productCardsRequestSchema>;

export const productCardsResultSchema = z.record(z.string(), z.array(productCardSchema));
export type ProductCardsResult = z.infer<typeof productCardsResultSchema>;

/** A page of a product list (daily deals, activity products, e-CNY zone), sorted by a spec sort key. */
export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  pageNo: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  hasMore: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productPageQuerySchema = z.object({
  sort: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3]))
    .default(1),
  pageNo: countParam(1, 1000).default(1),
  pageSize: countParam(1, 50).default(10),
});
