/**
 * The cart, /api/shoppingcart/shopping-cart (user-scoped): the one declaration of each endpoint (ADR 0063).
 * Every edit answers the cart or the line it changed; unknown lineIds are refused (404), nothing changed.
 */
import {
  cartClearRequestSchema,
  cartCountResultSchema,
  cartJumpQueryRequestSchema,
  cartJumpQueryResultSchema,
  cartLineIdsRequestSchema,
  cartQueryResultSchema,
  cartSelectRequestSchema,
  cartSetNumRequestSchema,
  cartSetNumResultSchema,
  cartSwitchStageRequestSchema,
  cartTrialLineSchema,
  cartTrialRequestSchema,
  cartTrialResultSchema,
} from '../../cart-v2';
import { endpoint } from '../../endpoint';
import { cartAdd } from './cart-add';
import { cartBadge, cartBadgeByPost } from './cart-count';

const CART = '/api/shoppingcart/shopping-cart';

export const cartView = endpoint({
  method: 'post',
  path: `${CART}/query-v2`,
  auth: 'shopper',
  result: cartQueryResultSchema,
});

export const cartClear = endpoint({
  method: 'post',
  path: `${CART}/clear`,
  auth: 'shopper',
  body: cartClearRequestSchema,
  result: cartCountResultSchema,
});

export const cartSetQuantity = endpoint({
  method: 'post',
  path: `${CART}/set-sku-num`,
  auth: 'shopper',
  body: cartSetNumRequestSchema,
  result: cartSetNumResultSchema,
});

export const cartSelect = endpoint({
  method: 'post',
  path: `${CART}/select`,
  auth: 'shopper',
  body: cartSelectRequestSchema,
  result: cartQueryResultSchema,
});

export const cartDelete = endpoint({
  method: 'post',
  path: `${CART}/delete`,
  auth: 'shopper',
  body: cartLineIdsRequestSchema,
  result: cartQueryResultSchema,
});

export const cartMoveToFavourites = endpoint({
  method: 'post',
  path: `${CART}/move-collection`,
  auth: 'shopper',
  body: cartLineIdsRequestSchema,
  result: cartQueryResultSchema,
});

export const cartSwitchStage = endpoint({
  method: 'post',
  path: `${CART}/switch-stage`,
  auth: 'shopper',
  body: cartSwitchStageRequestSchema,
  result: cartTrialLineSchema,
});

export const cartTrial = endpoint({
  method: 'post',
  path: `${CART}/trial`,
  auth: 'shopper',
  body: cartTrialRequestSchema,
  result: cartTrialResultSchema,
});

export const cartJumpQuery = endpoint({
  method: 'post',
  path: `${CART}/jump-query`,
  auth: 'shopper',
  body: cartJumpQueryRequestSchema,
  result: cartJumpQueryResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const cartEndpoints = {
  badge: cartBadge,
  badgeByPost: cartBadgeByPost,
  view: cartView,
  add: cartAdd,
  clear: cartClear,
  setQuantity: cartSetQuantity,
  select: cartSelect,
  delete: cartDelete,
  moveToFavourites: cartMoveToFavourites,
  switchStage: cartSwitchStage,
  trial: cartTrial,
  jumpQuery: cartJumpQuery,
};
