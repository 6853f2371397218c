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

/** Both carry the purchase limit and stock (per SKU in the full answer) the server enforces. */
export type ProductFastInfo = ProductBaseFast;
export type ProductFullInfo = ProductBase;

/** Compact base info: the first paint (base-v1). */
export const fetchProductBaseFast = (key: ProductKey, silent = true): Promise<ProductFastInfo> =>
  get('/api/channel/product/base-v1', { ...key, speedFlag: FAST }, { schema: productBaseFastSchema, silent });

/** Full base info: description, images and the SPU's SKUs. */
export const fetchProductBase = (key: ProductKey, silent = true): Promise<ProductFullInfo> =>
  get('/api/channel/product/base', { ...key }, { schema: productBaseSchema, silent });

export const fetchProductPrice = (key: ProductKey, speedFlag?: string): Promise<ProductPrice> =>
  get(
    speedFlag === FAST ? '/api/channel/product/price-v1' : '/api/channel/product/price',
    { ...key, speedFlag },
    { schema: productPriceSchema, silent: true },
  );
