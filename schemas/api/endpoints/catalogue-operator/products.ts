/**
 * The operators' products, /api/operator/products (ADR 0068): the one
 * declaration of each endpoint (ADR 0063), in a module of its own since the console's products tab loads only
 * these. Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../../endpoint';
import {
  operatorProductListSchema,
  operatorProductMediaSchema,
  operatorProductParamSchema,
  operatorProductSchema,
} from '../../product-operator';

const BASE = '/api/operator/products';

export const productOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorProductListSchema,
});

export const productOperatorDetail = endpoint({
  method: 'get',
  path: `${BASE}/{spuNo}`,
  auth: 'operator',
  params: operatorProductParamSchema,
  result: operatorProductSchema,
});

export const productOperatorMedia = endpoint({
  method: 'put',
  path: `${BASE}/{spuNo}/media`,
  auth: 'operator',
  params: operatorProductParamSchema,
  body: operatorProductMediaSchema,
  result: operatorProductSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productOperatorEndpoints = {
  list: productOperatorList,
  detail: productOperatorDetail,
  media: productOperatorMedia,
};
