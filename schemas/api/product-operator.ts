/**
 * The operators' product catalogue API (ADR 0068): list products, read
 * and replace one product's gallery, 图文详情 long pictures and 规格参数 rows under /api/operator/products.
 * The gallery is the whole set the product page shows, main picture first (1–5); pictures are the mall's
 * own (seeded or uploaded through the console), never another site's.
 */
import { z } from '../zod';
import { code, text } from './primitives';
import { productStatusSchema } from './product';

/** The gallery shows 1–5 pictures (3–5 for seeded products; an operator's new one may have 1). */
export const MIN_GALLERY = 1;
export const MAX_GALLERY = 5;
/** 图文详情 pictures, top to bottom. */
export const MAX_DETAIL_IMAGES = 10;
/** 规格参数 rows. */
export const MAX_SPECS = 30;
export const MAX_SPEC_NAME = 20;
export const MAX_SPEC_VALUE = 100;

/**
 * A picture of the mall's file store: a seeded one (`/api/file-storage/file/product/SPU20001-2.jpg`) or an
 * operator's upload (`/api/file-storage/file/upload/U…`). Same origin only, so a product page never loads
 * a picture from elsewhere; no `..` or query.
 */
export const PICTURE_PATH =
  /^\/api\/file-storage\/file\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[a-z]{3,4})?$/;
export const pictureUrlSchema = z
  .string()
  .check(z.maxLength(200), z.regex(PICTURE_PATH, 'must be a picture of the mall, /api/file-storage/file/…'));

export const operatorSpecSchema = z.object({
  name: text(MAX_SPEC_NAME, { min: 1, what: 'name' }),
  value: text(MAX_SPEC_VALUE, { min: 1, what: 'value' }),
});

const noRepeats = (what: string, list: readonly string[], ctx: z.core.$RefinementCtx) => {
  if (new Set(list).size !== list.length)
    ctx.addIssue({ code: 'custom', path: [what], message: `${what} must not repeat` });
};

/** PUT /api/operator/products/{spuNo}/media: the product's pictures and specifications from now on. */
export const operatorProductMediaSchema = z
  .object({
    gallery: z.array(pictureUrlSchema).check(z.minLength(MIN_GALLERY), z.maxLength(MAX_GALLERY)),
    detailImages: z.array(pictureUrlSchema).check(z.maxLength(MAX_DETAIL_IMAGES)),
    specs: z.array(operatorSpecSchema).check(z.maxLength(MAX_SPECS)),
  })
  .check(
    z.superRefine((m, ctx) => {
      noRepeats('gallery', m.gallery, ctx);
      noRepeats('detailImages', m.detailImages, ctx);
      noRepeats(
        'specs',
        m.specs.map((s) => s.name),
        ctx,
      );
    }),
  );
export type OperatorProductMedia = z.infer<typeof operatorProductMediaSchema>;

export const operatorProductParamSchema = z.object({ spuNo: code(64) });

/** On shelf or not, as the console's list filter names it. */
export const productPhaseSchema = z.enum(['onShelf', 'offShelf']);
export type ProductPhase = z.infer<typeof productPhaseSchema>;

/** One product in the console's list. */
export const operatorProductSummarySchema = z.object({
  spuNo: z.string(),
  name: z.string(),
  brand: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  status: productStatusSchema,
  phase: productPhaseSchema,
  imageUrl: z.string(),
  pictureCount: z.int(),
  detailImageCount: z.int(),
  specCount: z.int(),
});
export type OperatorProductSummary = z.infer<typeof operatorProductSummarySchema>;

/** GET /api/operator/products: every product, by number. */
export const operatorProductListSchema = z.object({ list: z.array(operatorProductSummarySchema) });

/** GET /api/operator/products/{spuNo} (and the PUT's answer): the product with its media. */
export const operatorProductSchema = z.object({
  spuNo: z.string(),
  name: z.string(),
  gallery: z.array(z.string()),
  detailImages: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;
