/**
 * The cart's count (ADR 0063), in a module of its own: the shell's badge asks for it on every page, so it
 * sits in the first route, without the cart page's other declarations and their schemas. The cart record
 * (cart.ts) lists both under `badge` and `badgeByPost`.
 */
import { cartCountSchema } from '../../cart';
import { endpoint } from '../../endpoint';

const CART = '/api/shoppingcart/shopping-cart';

export const cartBadge = endpoint({
  method: 'get',
  path: `${CART}/count`,
  auth: 'shopper',
  result: cartCountSchema,
});

// The same answer as a POST, as the spec's cart list (§7) has it.
export const cartBadgeByPost = endpoint({
  method: 'post',
  path: `${CART}/count`,
  auth: 'shopper',
  result: cartCountSchema,
});
