import { productSpeedChoice, productSpeedValidate } from '../../schemas/api/endpoints/product-speed';
import type {
  ProductSpeed,
  ProductValidateRequest,
  ProductValidateResult,
} from '../../schemas/api/product-speed';
import { call } from './call';
import type { ProductKey } from './product';

/**
 * Which variants this product's calls should use now ('1': a flash sale is live or about to start).
 * In the background: a busy answer leaves the page on the fast variants instead of the waiting room.
 */
export const fetchProductSpeed = (key: ProductKey): Promise<ProductSpeed> =>
  call(productSpeedChoice, { query: { ...key } }, { silent: true, background: true });

/** The buy-now check: whether this quantity can be bought now, and why not. */
export const validateBuyNow = (body: ProductValidateRequest): Promise<ProductValidateResult> =>
  call(productSpeedValidate, { body });
