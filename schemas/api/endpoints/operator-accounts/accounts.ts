/**
 * Operator accounts, /api/operator/accounts: administrators only, by the operator route table
 * (server/operators/route-roles.ts). The one declaration of each endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import {
  accountCreateSchema,
  accountListSchema,
  accountNameParamSchema,
  accountPasswordSchema,
  accountPatchSchema,
  accountViewSchema,
  accountWithPasswordSchema,
  totpResetSchema,
} from '../../operator-accounts';

const BASE = '/api/operator/accounts';

export const operatorAccountList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: accountListSchema,
});

export const operatorAccountCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: accountCreateSchema,
  result: accountWithPasswordSchema,
});

export const operatorAccountChange = endpoint({
  method: 'patch',
  path: `${BASE}/{name}`,
  auth: 'operator',
  params: accountNameParamSchema,
  body: accountPatchSchema,
  result: accountViewSchema,
});

export const operatorAccountPassword = endpoint({
  method: 'post',
  path: `${BASE}/{name}/password`,
  auth: 'operator',
  params: accountNameParamSchema,
  body: accountPasswordSchema,
  result: accountWithPasswordSchema,
});

export const operatorAccountTotpReset = endpoint({
  method: 'post',
  path: `${BASE}/{name}/totp/reset`,
  auth: 'operator',
  params: accountNameParamSchema,
  result: totpResetSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const operatorAccountEndpoints = {
  list: operatorAccountList,
  create: operatorAccountCreate,
  change: operatorAccountChange,
  password: operatorAccountPassword,
  totpReset: operatorAccountTotpReset,
};
