import { INSTALMENT_STAGES } from '../../schemas/api/amounts';
import {
  type CartConfig,
  SALES_PERFORMANCE_LIST_CODE,
  SALES_PERFORMANCE_LIST_SIZE,
} from '../../schemas/api/cart-config';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../schemas/api/cart-v2';

/** shopping-cart/config: the limits the cart rules enforce, and where an empty cart sends the shopper. */
export function cartConfig(): CartConfig {
  return {
    maxLines: MAX_CART_LINES,
    maxLineQuantity: MAX_LINE_QUANTITY,
    stages: [...INSTALMENT_STAGES],
    bestSellers: { listCode: SALES_PERFORMANCE_LIST_CODE, size: SALES_PERFORMANCE_LIST_SIZE },
  };
}
