/** The caller's agreement to the mall agreement, /api/mlife/customer (user-scoped), declared once (ADR 0063). */
import { endpoint } from '../../endpoint';
import { agreementQuerySchema, agreementSetRequestSchema, agreementStatusSchema } from '../../info-page';

const CUSTOMER = '/api/mlife/customer';

export const agreementStatus = endpoint({
  method: 'get',
  path: `${CUSTOMER}/agreement`,
  auth: 'shopper',
  query: agreementQuerySchema,
  result: agreementStatusSchema,
});

export const agreementAgree = endpoint({
  method: 'post',
  path: `${CUSTOMER}/agreement`,
  auth: 'shopper',
  body: agreementSetRequestSchema,
  result: agreementStatusSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const agreementEndpoints = { status: agreementStatus, agree: agreementAgree };
