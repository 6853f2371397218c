/**
 * The cart's configuration, /api/channel/shopping-cart (spec §7, public): the one declaration (ADR 0063), in a
 * module of its own since only the cart page reads it.
 */
import { cartConfigSchema } from '../../cart-config';
import { endpoint } from '../../endpoint';

export const cartConfig = endpoint({
  method: 'get',
  path: '/api/channel/shopping-cart/config',
  auth: 'public',
  result: cartConfigSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const cartConfigEndpoints = { config: cartConfig };
