import {
  type ProductSpeed,
  type ProductValidateRequest,
  type ProductValidateResult,
  productSpeedResultSchema,
  productValidateResultSchema,
} from '../../schemas/api/product-speed';
import { get, post } from './client';
import type { ProductKey } from './product';

const M = '/api/marketing';

/**
 * Which variants this product's calls should use now ('1': a flash sale is live or about to start).
 * In the background: a busy answer leaves the page on the fast variants instead of the waiting room.
 */
export const fetchProductSpeed = (key: ProductKey): Promise<ProductSpeed> =>
  get(`${M}/product/speed`, { ...key }, { schema: productSpeedResultSchema, silent: true, background: true });

/** The buy-now check: whether this quantity can be bought now, and why not. */
export const validateBuyNow = (body: ProductValidateRequest): Promise<ProductValidateResult> =>
  post(`${M}/product-detail/validate`, body, { schema: productValidateResultSchema });
