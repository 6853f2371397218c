import {
  type ProductBase,
  type ProductBaseFast,
  type ProductPrice,
  productBaseFastSchema,
  productBaseSchema,
  productPriceSchema,
} from '../../schemas/api/product';
import { get, pageAnswerKey, servedResult } from './client';

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

/** The fast base the page carries (a server-rendered first screen's), left in place for the read. */
export const servedProductBaseFast = (key: ProductKey): ProductFastInfo | undefined =>
  servedResult(
    pageAnswerKey('/api/channel/product/base-v1', { ...key, speedFlag: FAST }),
    productBaseFastSchema,
  );

/** The fast price the page carries, likewise. */
export const servedProductPrice = (key: ProductKey): ProductPrice | undefined =>
  servedResult(
    pageAnswerKey('/api/channel/product/price-v1', { ...key, speedFlag: FAST }),
    productPriceSchema,
  );

/** Full base info: description, images and the SPU's SKUs. */
export const fetchProductBase = (key: ProductKey, silent = true): Promise<ProductFullInfo> =>
  get('/api/channel/product/base', { ...key }, { schema: productBaseSchema, silent });

export const fetchProductPrice = (key: ProductKey, speedFlag?: string): Promise<ProductPrice> =>
  get(
    speedFlag === FAST ? '/api/channel/product/price-v1' : '/api/channel/product/price',
    { ...key, speedFlag },
    { schema: productPriceSchema, silent: true },
  );
