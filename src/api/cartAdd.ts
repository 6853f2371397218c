import { type CartAddResult, cartAddResultSchema } from '../../schemas/api/cart-v2';
import { post } from './client';

/**
 * Adding to the cart, apart from the cart page's calls (cart.ts) because the product pages make it: on its path
 * rather than on call(), since its declaration and request schema in the shared `kit` chunk put the product
 * page over its budget (ADR 0063, Consequences).
 */
export const addToCart = (skuNo: string, quantity: number): Promise<CartAddResult> =>
  post('/api/shoppingcart/shopping-cart/add-v2', { skuNo, quantity }, { schema: cartAddResultSchema });
