/**
 * The trade-in device table run by operators, /api/operator/trade-in-models (ADR 0066): the one declaration of each endpoint (ADR 0063), in a module of its own since its console page
 * loads only these. Each is also listed in server/operators/route-roles.ts; the writes that need a second
 * operator are in server/operators/approval-routes.ts, where the gate intercepts them.
 */
import { endpoint } from '../../endpoint';
import {
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
  operatorTradeInModelListSchema,
  operatorTradeInModelParamSchema,
  operatorTradeInModelSchema,
} from '../../trade-in-operator';

const BASE = '/api/operator/trade-in-models';
const ONE = `${BASE}/{modelCode}`;

export const tradeInModelOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorTradeInModelListSchema,
});

export const tradeInModelOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: operatorTradeInModelCreateSchema,
  result: operatorTradeInModelSchema,
});

export const tradeInModelOperatorEdit = endpoint({
  method: 'put',
  path: ONE,
  auth: 'operator',
  params: operatorTradeInModelParamSchema,
  body: operatorTradeInModelEditSchema,
  result: operatorTradeInModelSchema,
});

export const tradeInModelOperatorWithdraw = endpoint({
  method: 'post',
  path: `${ONE}/withdraw`,
  auth: 'operator',
  params: operatorTradeInModelParamSchema,
  result: operatorTradeInModelSchema,
});

export const tradeInModelOperatorRestore = endpoint({
  method: 'post',
  path: `${ONE}/restore`,
  auth: 'operator',
  params: operatorTradeInModelParamSchema,
  result: operatorTradeInModelSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const tradeInModelOperatorEndpoints = {
  list: tradeInModelOperatorList,
  create: tradeInModelOperatorCreate,
  edit: tradeInModelOperatorEdit,
  withdraw: tradeInModelOperatorWithdraw,
  restore: tradeInModelOperatorRestore,
};
