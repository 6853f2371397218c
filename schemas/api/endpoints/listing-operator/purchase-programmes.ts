/**
 * The purchase programmes run by operators, /api/operator/purchase-programmes (ADR 0017 and 0066): the one declaration of each endpoint (ADR 0063), in a module of its own since its console page
 * loads only these. Each is also listed in server/operators/route-roles.ts; the writes that need a second
 * operator are in server/operators/approval-routes.ts, where the gate intercepts them.
 */
import { endpoint } from '../../endpoint';
import {
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
  operatorPurchaseListSchema,
  operatorPurchaseParamSchema,
  operatorPurchaseSchema,
} from '../../purchase-operator';

const BASE = '/api/operator/purchase-programmes';
const ONE = `${BASE}/{spuNo}`;

export const purchaseProgrammeOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorPurchaseListSchema,
});

export const purchaseProgrammeOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: operatorPurchaseCreateSchema,
  result: operatorPurchaseSchema,
});

export const purchaseProgrammeOperatorEdit = endpoint({
  method: 'put',
  path: ONE,
  auth: 'operator',
  params: operatorPurchaseParamSchema,
  body: operatorPurchaseEditSchema,
  result: operatorPurchaseSchema,
});

export const purchaseProgrammeOperatorWithdraw = endpoint({
  method: 'post',
  path: `${ONE}/withdraw`,
  auth: 'operator',
  params: operatorPurchaseParamSchema,
  result: operatorPurchaseSchema,
});

export const purchaseProgrammeOperatorRestore = endpoint({
  method: 'post',
  path: `${ONE}/restore`,
  auth: 'operator',
  params: operatorPurchaseParamSchema,
  result: operatorPurchaseSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const purchaseProgrammeOperatorEndpoints = {
  list: purchaseProgrammeOperatorList,
  create: purchaseProgrammeOperatorCreate,
  edit: purchaseProgrammeOperatorEdit,
  withdraw: purchaseProgrammeOperatorWithdraw,
  restore: purchaseProgrammeOperatorRestore,
};
