import {
  productSpeedQuerySchema,
  productSpeedResultSchema,
  productValidateRequestSchema,
  productValidateResultSchema,
} from '../../../schemas/api/product-speed';
import type { Operation } from '../operation';

const M = '/api/marketing';

/** The product page's variant choice and its buy-now check (issue 13). */
export const productSpeedOperations: Operation[] = [
  {
    method: 'get',
    path: `${M}/product/speed`,
    summary:
      "speedFlag '1' while the SKU's flash sale is live or starts within 10 minutes (use the -v1 endpoints), '0' otherwise",
    tag: 'product',
    auth: 'none',
    query: productSpeedQuerySchema,
    result: productSpeedResultSchema,
  },
  {
    method: 'post',
    path: `${M}/product-detail/validate`,
    summary:
      'Whether a quantity of a SKU can be bought now, with the first reason it cannot (checkout rules) and what is left',
    tag: 'product',
    auth: 'none',
    body: productValidateRequestSchema,
    result: productValidateResultSchema,
  },
];
