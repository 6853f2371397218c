import { cartDocumented } from '../../schemas/api/endpoints/docs/cart';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { addToCart, cartBadge, cartView, clearCart } from '../services/cart';
import { cartCheckout, cartTrial } from '../services/cart-checkout';
import {
  deleteCartLines,
  moveToFavourites,
  selectLines,
  setQuantity,
  switchStage,
} from '../services/cart-edit';

/**
 * /api/shoppingcart/shopping-cart (user-scoped): the handlers of schemas/api/endpoints/cart/cart.ts. Line
 * edits refuse unknown lineIds (404, nothing changed); trial gives server-side totals and jump-query the gate
 * to order confirmation.
 */
export function cartRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/shoppingcart/shopping-cart', cartDocumented, {
    badge: ({ user }) => cartBadge(deps, user.customerId),
    badgeByPost: ({ user }) => cartBadge(deps, user.customerId),
    view: ({ user }) => cartView(deps, user.customerId),
    add: async ({ user, body }) => accepted(await addToCart(deps, user.customerId, body)),
    clear: ({ user, body }) => clearCart(deps, user.customerId, body.scope),
    setQuantity: async ({ user, body }) => accepted(await setQuantity(deps, user.customerId, body)),
    select: async ({ user, body }) => accepted(await selectLines(deps, user.customerId, body)),
    delete: async ({ user, body }) => accepted(await deleteCartLines(deps, user.customerId, body.lineIds)),
    moveToFavourites: async ({ user, body }) =>
      accepted(await moveToFavourites(deps, user.customerId, body.lineIds)),
    switchStage: async ({ user, body }) => accepted(await switchStage(deps, user.customerId, body)),
    trial: async ({ user, body }) => accepted(await cartTrial(deps, user.customerId, body.lineIds)),
    jumpQuery: async ({ user, body }) => accepted(await cartCheckout(deps, user.customerId, body.lineIds)),
  });
}
