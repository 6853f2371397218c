import { z } from '../zod';

/** GET (or POST, spec §7's cart list) /api/shoppingcart/shopping-cart/count: the result is a bare number (spec §3), the sum of quantities. */
export const cartCountSchema = z.number().check(z.int()).check(z.nonnegative());
