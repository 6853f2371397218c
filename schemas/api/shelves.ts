import { z } from '../zod';
import { listingStateFields } from './listing-operator';
import { code, count, text } from './primitives';
import { productCardSchema } from './productCard';

/** Operator-curated shelves (/shelf/list): a titled row of chosen products, in the operators' order. */
export const SHELF_MAX_ITEMS = 20;

export const shelfSchema = z.object({
  shelfNo: z.string(),
  title: z.string(),
  subtitle: z.string(),
  sort: z.int(),
  /** 1 shown to shoppers, 0 kept for later. */
  status: z.literal([0, 1]),
  items: z.array(productCardSchema),
});
export type Shelf = z.infer<typeof shelfSchema>;
export const shelfListSchema = z.array(shelfSchema);

/** PUT /api/operator/shelves/{shelfNo}: the whole shelf as it should be (creates or replaces it). */
export const shelfSaveSchema = z.object({
  title: text(20, { min: 1, what: 'title' }),
  subtitle: z._default(text(40), ''),
  sort: z._default(count(0, 999), 0),
  status: z._default(z.literal([0, 1]), 1),
  skuNos: z.array(code(64)).check(z.minLength(1)).check(z.maxLength(SHELF_MAX_ITEMS)),
});
export type ShelfSave = z.infer<typeof shelfSaveSchema>;

export const shelfNoParamSchema = z.object({ shelfNo: code(32) });

/**
 * A shelf as operators see it: the cards of its goods on sale, every SKU chosen (off-shelf
 * goods included, so an edit keeps them), and its phase (status 1 listed, 0 withdrawn) with the allowed moves.
 */
export const operatorShelfSchema = z.object({
  ...shelfSchema.shape,
  skuNos: z.array(z.string()),
  ...listingStateFields,
});
export type OperatorShelf = z.infer<typeof operatorShelfSchema>;
export const operatorShelfListSchema = z.array(operatorShelfSchema);
