/**
 * The customer's user-information authorisation, /api/channel/cust (user-scoped): whether they agreed, agree
 * or revoke, and the details. The one declaration of each endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import { authInfoSchema, authLicenseSetRequestSchema, authLicenseStatusSchema } from '../../license';

const BASE = '/api/channel/cust';

export const authLicenseStatusRead = endpoint({
  method: 'get',
  path: `${BASE}/auth-license`,
  auth: 'shopper',
  result: authLicenseStatusSchema,
});

export const authLicenseSet = endpoint({
  method: 'post',
  path: `${BASE}/auth-license`,
  auth: 'shopper',
  body: authLicenseSetRequestSchema,
  result: authLicenseStatusSchema,
});

export const authInfoRead = endpoint({
  method: 'get',
  path: `${BASE}/query-auth-info`,
  auth: 'shopper',
  result: authInfoSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const authLicenseEndpoints = {
  status: authLicenseStatusRead,
  set: authLicenseSet,
  info: authInfoRead,
};
