import { z } from '../zod';
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
  salePriceCents: z.number().check(z.int(), z.nonnegative()),
  marketPriceCents: z.number().check(z.int(), z.nonnegative()),
  stockState: stockStateSchema,
  activityType: z.nullable(activityTypeSchema),
  priceLabel: z.nullable(priceLabelSchema),
  /**
   * In the bank's purchase programme (集采, ADR 0017: a listed purchase_products row): the card opens
   * /xhProduct/detail, where its batches and per-customer limit show, instead of /product/detail.
   */
  purchase: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** One product-row source per block: a fixed SKU list or a catalogue query (see schemas/booth/blocks/product-rows). */
export const productCardsRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        key: code(64),
        skuNos: z.optional(z.array(code(64)).check(z.maxLength(50))),
        query: z.optional(
          z.object({
            categoryCode: z.optional(code(16)),
            couponNo: z.optional(code(64)),
            sort: z._default(z.literal([1, 2, 3]), 1),
            pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
            pageNo: z._default(z.int().check(z.gte(1), z.lte(1000)), 1),
          }),
        ),
      }),
    )
    .check(z.maxLength(300)),
});
export type ProductCardsRequest = z.input<typeof productCardsRequestSchema>;

/** A query-string value holding JSON (a query string has no nested lists); unreadable JSON is an issue. */
const jsonParam = z.pipe(
  z.string().check(z.maxLength(16_384)),
  z.transform((text: string, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'expected JSON', input: text });
      return z.NEVER;
    }
  }),
);

/**
 * GET get-mbank-product-info-v1?rows=[…] (spec §7: "GET unless noted"): the POST body's rows as one JSON
 * parameter, checked by the same row schema. The booth renderer keeps POST: a page with many rows would
 * not fit a URL.
 */
export const productCardsQuerySchema = z.object({
  rows: z.pipe(jsonParam, productCardsRequestSchema.shape.rows),
});

export const productCardsResultSchema = z.record(z.string(), z.array(productCardSchema));
export type ProductCardsResult = z.infer<typeof productCardsResultSchema>;

/** A page of a product list (daily deals, activity products, e-CNY zone), sorted by a spec sort key. */
export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  pageNo: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  total: z.int().check(z.gte(0)),
  hasMore: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productPageQuerySchema = z.object({
  sort: z._default(z.pipe(z.coerce.number(), z.literal([1, 2, 3])), 1),
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
