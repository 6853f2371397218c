import type { CartAddResult } from '../../schemas/api/cart-v2';
import { cartAdd } from '../../schemas/api/endpoints/cart/cart-add';
import { call } from './call';

/**
 * Adding to the cart, apart from the cart page's calls (cart.ts) because the product pages make it; its
 * declaration has a module of its own for the same reason (endpoints/cart/cart-add.ts, in FIRST_SCREEN_API).
 */
export const addToCart = (skuNo: string, quantity: number): Promise<CartAddResult> =>
  call(cartAdd, { body: { skuNo, quantity } });
