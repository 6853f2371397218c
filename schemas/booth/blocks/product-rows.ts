import { z } from '../../zod';
import { SORT_KEY_VALUES } from '../codes';
import { identifier, plainText } from '../primitives';
import { defineBlock } from './define';

/**
 * Products in 1-3 columns, either a fixed list of SKUs or a catalogue query. The renderer fetches
 * product data for all product rows of a page in one batched call.
 */
export const productSkuSource = z.object({
  kind: z.literal('skus'),
  skuNos: z.array(identifier).check(z.minLength(1), z.maxLength(50)),
});
export const productQuerySource = z.object({
  kind: z.literal('query'),
  categoryCode: z.optional(identifier),
  couponNo: z.optional(identifier),
  sort: z._default(z.literal(SORT_KEY_VALUES), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
});

export const productRowsProps = z.object({
  title: z.optional(plainText(30)),
  columns: z._default(z.literal([1, 2, 3]), 2),
  showPrice: z._default(z.boolean(), true),
  source: z.discriminatedUnion('kind', [productSkuSource, productQuerySource]),
});
export const productRowsBlock = defineBlock('productRows', productRowsProps);
export type ProductRowsBlock = z.output<typeof productRowsBlock>;
