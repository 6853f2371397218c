/**
 * The product endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  productBaseFastSchema,
  productBaseSchema,
  productPriceSchema,
  productQuerySchema,
} from '../../product';

const CHANNEL = '/api/channel';
const PRODUCT = `${CHANNEL}/product`;

/** One SKU's product reads: public, tagged (their answer depends on the query alone, so 304 is safe). */
export const productBase = endpoint({
  method: 'get',
  path: `${PRODUCT}/base`,
  auth: 'public',
  query: productQuerySchema,
  result: productBaseSchema,
});

export const productBaseV1 = endpoint({
  method: 'get',
  path: `${PRODUCT}/base-v1`,
  auth: 'public',
  query: productQuerySchema,
  result: productBaseFastSchema,
});

// price-v1 exists because the client picks paths by speedFlag; the answer is the same.
export const productPrice = endpoint({
  method: 'get',
  path: `${PRODUCT}/price`,
  auth: 'public',
  query: productQuerySchema,
  result: productPriceSchema,
});

export const productPriceV1 = endpoint({
  method: 'get',
  path: `${PRODUCT}/price-v1`,
  auth: 'public',
  query: productQuerySchema,
  result: productPriceSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productEndpoints = {
  base: productBase,
  baseV1: productBaseV1,
  price: productPrice,
  priceV1: productPriceV1,
};
