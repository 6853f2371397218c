/**
 * The operators' short links, /api/operator/short-links: the console's LinksPage. The one
 * declaration of each endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import {
  shortLinkClickRequestSchema,
  shortLinkCreateRequestSchema,
  shortLinkListSchema,
  shortLinkRowSchema,
} from '../../short-link';

const BASE = '/api/operator/short-links';

export const shortLinkOperatorExpire = endpoint({
  method: 'post',
  path: `${BASE}/expire`,
  auth: 'operator',
  body: shortLinkClickRequestSchema,
  result: shortLinkRowSchema,
});

export const shortLinkOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: shortLinkListSchema,
});

export const shortLinkOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: shortLinkCreateRequestSchema,
  result: shortLinkRowSchema,
});

/** The record of these declarations by name, in the document's order. */
export const shortLinkOperatorEndpoints = {
  expire: shortLinkOperatorExpire,
  list: shortLinkOperatorList,
  create: shortLinkOperatorCreate,
};
