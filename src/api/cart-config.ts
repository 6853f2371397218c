import { type CartConfig, cartConfigSchema } from '../../schemas/api/cart-config';
import { get } from './client';

/** The cart's limits and its best-seller list (spec §7 shopping-cart/config); a background read. */
export function fetchCartConfig(): Promise<CartConfig> {
  return get('/api/channel/shopping-cart/config', undefined, { schema: cartConfigSchema, silent: true });
}
