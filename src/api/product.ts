import * as z from 'zod';
import {
  type ProductBase,
  type ProductBaseFast,
  type ProductPrice,
  productBaseFastSchema,
  productBaseSchema,
  productPriceSchema,
} from '../../schemas/api/product';
import { get } from './client';

/** speedFlag '1' (spec §3) picks the fast -v1 endpoints; anything else the full ones. */
export const FAST = '1';

export interface ProductKey {
  spuNo: string;
  skuNo: string;
}

/**
 * The server may add the purchase limit to the base answer; until it does the screen falls back to
 * the 409 answer of add-to-cart, which names the real limit.
 */
const limitField = { purchaseLimit: z.number().int().positive().optional() };
const baseFast = productBaseFastSchema.extend(limitField);
const baseFull = productBaseSchema.extend(limitField);

export type ProductFastInfo = ProductBaseFast & { purchaseLimit?: number };
export type ProductFullInfo = ProductBase & { purchaseLimit?: number };

/** Compact base info: the first paint (base-v1). */
export const fetchProductBaseFast = (key: ProductKey, silent = true): Promise<ProductFastInfo> =>
  get('/api/channel/product/base-v1', { ...key, speedFlag: FAST }, { schema: baseFast, silent });

/** Full base info: description, images and the SPU's SKUs. */
export const fetchProductBase = (key: ProductKey, silent = true): Promise<ProductFullInfo> =>
  get('/api/channel/product/base', { ...key }, { schema: baseFull, silent });

export const fetchProductPrice = (key: ProductKey, speedFlag?: string): Promise<ProductPrice> =>
  get(
    speedFlag === FAST ? '/api/channel/product/price-v1' : '/api/channel/product/price',
    { ...key, speedFlag },
    { schema: productPriceSchema, silent: true },
  );
