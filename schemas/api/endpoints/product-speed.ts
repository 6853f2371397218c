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

export const productSpeedChoice = endpoint({
  method: 'get',
  path: `${M}/product/speed`,
  auth: 'public',
  query: productSpeedQuerySchema,
  result: productSpeedResultSchema,
});

export const productSpeedValidate = endpoint({
  method: 'post',
  path: `${M}/product-detail/validate`,
  auth: 'public',
  body: productValidateRequestSchema,
  result: productValidateResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productSpeedEndpoints = {
  speed: productSpeedChoice,
  validate: productSpeedValidate,
};
