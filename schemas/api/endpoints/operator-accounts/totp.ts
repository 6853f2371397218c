/**
 * Two-step sign-in of the signed-in operator's own account, /api/operator/me/totp (ADR 0067): the one
 * declaration of each endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../../endpoint';
import { totpConfirmedSchema, totpConfirmSchema, totpEnrolmentSchema } from '../../operator-accounts';

const BASE = '/api/operator/me/totp';

export const operatorTotpBegin = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  result: totpEnrolmentSchema,
});

export const operatorTotpConfirm = endpoint({
  method: 'post',
  path: `${BASE}/confirm`,
  auth: 'operator',
  body: totpConfirmSchema,
  result: totpConfirmedSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const operatorTotpEndpoints = {
  begin: operatorTotpBegin,
  confirm: operatorTotpConfirm,
};
