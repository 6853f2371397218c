import type * as z from 'zod';
import { cartCountSchema } from '../../../schemas/api/cart';
import { cartConfigSchema } from '../../../schemas/api/cart-config';
import {
  cartAddRequestSchema,
  cartAddResultSchema,
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
} from '../../../schemas/api/cart-v2';
import type { Operation } from '../operation';

const CART = '/api/shoppingcart/shopping-cart';

const cartPost = (
  name: string,
  summary: string,
  body: z.core.$ZodType | undefined,
  result: z.core.$ZodType,
): Operation => ({
  method: 'post',
  path: `${CART}/${name}`,
  summary,
  tag: 'cart',
  auth: 'user',
  ...(body ? { body } : {}),
  result,
});

/** The cart (user-scoped); favourites, reminders and the address book are declared in schemas/api/endpoints. */
export const shoppingOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/channel/shopping-cart/config',
    summary: 'Cart limits and instalment stages, and the list an empty cart shows',
    tag: 'cart',
    auth: 'none',
    result: cartConfigSchema,
  },
  {
    method: 'get',
    path: `${CART}/count`,
    summary: 'Cart badge: the sum of quantities',
    tag: 'cart',
    auth: 'user',
    result: cartCountSchema,
  },
  cartPost(
    'count',
    'Cart badge: the sum of quantities (POST, as the spec’s cart list has it)',
    undefined,
    cartCountSchema,
  ),
  cartPost(
    'query-v2',
    'The cart: valid lines by store, invalid lines apart',
    undefined,
    cartQueryResultSchema,
  ),
  cartPost('add-v2', 'Add a quantity of a SKU to its line', cartAddRequestSchema, cartAddResultSchema),
  cartPost(
    'clear',
    'Empty the cart (or only its invalid lines)',
    cartClearRequestSchema,
    cartCountResultSchema,
  ),
  cartPost(
    'set-sku-num',
    'Set a line’s quantity (ordered by seq)',
    cartSetNumRequestSchema,
    cartSetNumResultSchema,
  ),
  cartPost(
    'select',
    'Select or unselect lines (all when lineIds is absent)',
    cartSelectRequestSchema,
    cartQueryResultSchema,
  ),
  cartPost('delete', 'Delete lines', cartLineIdsRequestSchema, cartQueryResultSchema),
  cartPost('move-collection', 'Move lines to favourites', cartLineIdsRequestSchema, cartQueryResultSchema),
  cartPost(
    'switch-stage',
    'Choose the instalment stage of a line',
    cartSwitchStageRequestSchema,
    cartTrialLineSchema,
  ),
  cartPost(
    'trial',
    'Totals of lines with the best held coupon',
    cartTrialRequestSchema,
    cartTrialResultSchema,
  ),
  cartPost(
    'jump-query',
    'Check lines before confirmation; gives a confirmToken',
    cartJumpQueryRequestSchema,
    cartJumpQueryResultSchema,
  ),
];
