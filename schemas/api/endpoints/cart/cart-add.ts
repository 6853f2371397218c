/**
 * Adding to the cart (ADR 0063), in a module of its own: the product page makes it, so its module sits in the
 * `kit` chunk every first screen loads (scripts/chunk-groups.ts), without the cart page's other declarations.
 * The cart record (cart.ts) lists it under `add`.
 */
import { cartAddRequestSchema, cartAddResultSchema } from '../../cart-v2';
import { endpoint } from '../../endpoint';

export const cartAdd = endpoint({
  method: 'post',
  path: '/api/shoppingcart/shopping-cart/add-v2',
  auth: 'shopper',
  body: cartAddRequestSchema,
  result: cartAddResultSchema,
});
