/**
 * The product page's variant choice and its buy-now check, /api/marketing/product/speed and
 * /api/marketing/product-detail/validate (public, no customer's data): the one declaration of each (ADR 0063).
 */
import { endpoint } from '../endpoint';
import {
  productSpeedQuerySchema,
  productSpeedResultSchema,
  productValidateRequestSchema,
  productValidateResultSchema,
} from '../product-speed';

const M = '/api/marketing';

export const productSpeedEndpoints = {
  speed: endpoint({
    method: 'get',
    path: `${M}/product/speed`,
    summary:
      "speedFlag '1' while the SKU's flash sale is live or starts within 10 minutes (use the -v1 endpoints), '0' otherwise",
    tag: 'product',
    auth: 'public',
    query: productSpeedQuerySchema,
    result: productSpeedResultSchema,
    examples: { result: { speedFlag: '0' } },
  }),
  validate: endpoint({
    method: 'post',
    path: `${M}/product-detail/validate`,
    summary:
      'Whether a quantity of a SKU can be bought now, with the first reason it cannot (checkout rules) and what is left',
    tag: 'product',
    auth: 'public',
    body: productValidateRequestSchema,
    result: productValidateResultSchema,
    examples: {
      body: { spuNo: 'SPU0001', skuNo: 'SKU0001', quantity: 3 },
      result: {
        valid: false,
        reason: 'overLimit',
        message: 'At most 2 per order',
        available: 2,
        purchaseLimit: 2,
        stock: 40,
        saleStartAt: null,
      },
    },
  }),
};
