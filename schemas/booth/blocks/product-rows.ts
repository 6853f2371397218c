import * as z from 'zod';
import { SORT_KEY_VALUES } from '../codes';
import { identifier, plainText } from '../primitives';
import { defineBlock } from './define';

/**
 * Products in 1-3 columns, either a fixed list of SKUs or a catalogue query. The renderer fetches
 * product data for all product rows of a page in one batched call.
 */
export const productSkuSource = z.object({
  kind: z.literal('skus'),
  skuNos: z.array(identifier).min(1).max(50),
});
export const productQuerySource = z.object({
  kind: z.literal('query'),
  categoryCode: identifier.optional(),
  couponNo: identifier.optional(),
  sort: z.literal(SORT_KEY_VALUES).default(1),
  pageSize: z.int().min(1).max(50).default(10),
});

export const productRowsProps = z.object({
  title: plainText(30).optional(),
  columns: z.literal([1, 2, 3]).default(2),
  showPrice: z.boolean().default(true),
  source: z.discriminatedUnion('kind', [productSkuSource, productQuerySource]),
});
export const productRowsBlock = defineBlock('productRows', productRowsProps);
export type ProductRowsBlock = z.output<typeof productRowsBlock>;
