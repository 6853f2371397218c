/**
 * The productCard endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  productCardsQuerySchema,
  productCardsRequestSchema,
  productCardsResultSchema,
  productPageSchema,
} from '../../productCard';
import { fullDiscountProductQuerySchema } from '../../promotion';

const CHANNEL = '/api/channel';

export const productCardBatch = endpoint({
  method: 'post',
  path: `${CHANNEL}/get-mbank-product-info-v1`,
  auth: 'public',
  body: productCardsRequestSchema,
  result: productCardsResultSchema,
});

// Spec §7 lists it among the GETs: the same rows as one JSON query parameter (POST stays for long pages).
export const productCardBatchByQuery = endpoint({
  method: 'get',
  path: `${CHANNEL}/get-mbank-product-info-v1`,
  auth: 'public',
  query: productCardsQuerySchema,
  result: productCardsResultSchema,
});

export const productCardFullDiscountProducts = endpoint({
  method: 'get',
  path: `${CHANNEL}/full-discount-product-search`,
  auth: 'public',
  query: fullDiscountProductQuerySchema,
  result: productPageSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productCardEndpoints = {
  cards: productCardBatch,
  cardsByQuery: productCardBatchByQuery,
  fullDiscountProducts: productCardFullDiscountProducts,
};
