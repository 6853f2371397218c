import {
  productBase,
  productBaseV1,
  productPrice,
  productPriceV1,
} from '../../schemas/api/endpoints/catalogue/product';
import type { ProductBase, ProductBaseFast, ProductPrice } from '../../schemas/api/product';
import { call } from './call';
import { pageAnswerKey, servedResult } from './client';

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
  call(productBaseV1, { query: { ...key, speedFlag: FAST } }, { silent });

/** The fast base the page carries (a server-rendered first screen's), left in place for the read. */
export const servedProductBaseFast = (key: ProductKey): ProductFastInfo | undefined =>
  servedResult(pageAnswerKey(productBaseV1.path, { ...key, speedFlag: FAST }), productBaseV1.result);

/** The fast price the page carries, likewise. */
export const servedProductPrice = (key: ProductKey): ProductPrice | undefined =>
  servedResult(pageAnswerKey(productPriceV1.path, { ...key, speedFlag: FAST }), productPriceV1.result);

/** Full base info: description, images and the SPU's SKUs. */
export const fetchProductBase = (key: ProductKey, silent = true): Promise<ProductFullInfo> =>
  call(productBase, { query: { ...key } }, { silent });

export const fetchProductPrice = (key: ProductKey, speedFlag?: string): Promise<ProductPrice> =>
  call(
    speedFlag === FAST ? productPriceV1 : productPrice,
    { query: { ...key, speedFlag } },
    { silent: true },
  );
