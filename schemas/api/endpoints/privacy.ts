/**
 * Personal data rights (ADR 0049): the customer's own calls under /api/mlife/privacy and
 * the operators' list, the one declaration of each endpoint (ADR 0063). The export of my data answers a file,
 * which declarations do not say: it stays written in server/routes/mlife/privacy.ts and the registry
 * (server/openapi/operations/privacy.ts), between the two customer records so the document keeps its order.
 */

import { endpoint } from '../endpoint';
import {
  deletionRequestSchema,
  deletionStatusSchema,
  myDataSchema,
  privacyRequestListQuerySchema,
  privacyRequestListSchema,
} from '../privacy';

const MINE = '/api/mlife/privacy';

export const myDataRead = endpoint({
  method: 'get',
  path: `${MINE}/my-data`,
  auth: 'shopper',
  result: myDataSchema,
});

/** The record of the customer's data read (its export as a file is hand-written, after it in the document). */
export const myDataEndpoints = {
  read: myDataRead,
};

export const deletionStatusRead = endpoint({
  method: 'get',
  path: `${MINE}/deletion`,
  auth: 'shopper',
  result: deletionStatusSchema,
});

export const deletionRequest = endpoint({
  method: 'post',
  path: `${MINE}/deletion`,
  auth: 'shopper',
  body: deletionRequestSchema,
  result: deletionStatusSchema,
});

export const deletionCancel = endpoint({
  method: 'post',
  path: `${MINE}/deletion/cancel`,
  auth: 'shopper',
  result: deletionStatusSchema,
});

/** The account deletion request and its cooling-off, by name. */
export const deletionEndpoints = {
  status: deletionStatusRead,
  request: deletionRequest,
  cancel: deletionCancel,
};

export const privacyRequestList = endpoint({
  method: 'get',
  path: '/api/operator/privacy-requests',
  auth: 'operator',
  query: privacyRequestListQuerySchema,
  result: privacyRequestListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const privacyRequestEndpoints = {
  list: privacyRequestList,
};
