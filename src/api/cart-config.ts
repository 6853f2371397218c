import type { CartConfig } from '../../schemas/api/cart-config';
import { cartConfig } from '../../schemas/api/endpoints/cart/cart-config';
import { call } from './call';

/** The cart's limits and its best-seller list (spec §7 shopping-cart/config); a background read. */
export function fetchCartConfig(): Promise<CartConfig> {
  return call(cartConfig, {}, { silent: true });
}
