import * as z from 'zod';

/** GET /api/shoppingcart/shopping-cart/count: the result is a bare number (spec §3), the sum of quantities. */
export const cartCountSchema = z.number().int().nonnegative();
