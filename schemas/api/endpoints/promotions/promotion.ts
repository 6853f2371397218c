/**
 * The promotion endpoints of promotions.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  promotionAddCartRequestSchema,
  promotionAddCartResultSchema,
  promotionIndexResultSchema,
  promotionMbankIndexResultSchema,
  promotionTopResultSchema,
} from '../../promotion';

const M = '/api/marketing';

export const promotionIndex = endpoint({
  method: 'get',
  path: `${M}/promotion/index`,
  auth: 'public',
  result: promotionIndexResultSchema,
});

export const promotionTop = endpoint({
  method: 'get',
  path: `${M}/promotion/top`,
  auth: 'public',
  result: promotionTopResultSchema,
});

export const promotionMbankIndex = endpoint({
  method: 'get',
  path: `${M}/promotion/mbank-index`,
  auth: 'shopper-if-signed-in',
  result: promotionMbankIndexResultSchema,
});

export const promotionAddCartSku = endpoint({
  method: 'post',
  path: `${M}/promotion/add-cart-sku`,
  auth: 'shopper',
  body: promotionAddCartRequestSchema,
  result: promotionAddCartResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const promotionEndpoints = {
  index: promotionIndex,
  top: promotionTop,
  mbankIndex: promotionMbankIndex,
  addCartSku: promotionAddCartSku,
};
