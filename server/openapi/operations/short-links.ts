import {
  shortLinkClickRequestSchema,
  shortLinkClickSchema,
  shortLinkCreateRequestSchema,
  shortLinkListSchema,
  shortLinkRowSchema,
} from '../../../schemas/api/short-link';
import type { Operation } from '../operation';

/** Short links (issue 17): the data-trace click the /link/{bizId} page makes, and the operators' links. */
export const shortLinkOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/data-trace/click',
    summary:
      'A shopper opened /link/{bizId}: counts the click and answers the in-mall target, or unknown/expired',
    tag: 'tracking',
    auth: 'none',
    body: shortLinkClickRequestSchema,
    result: shortLinkClickSchema,
  },
  {
    method: 'get',
    path: '/api/operator/short-links',
    summary: 'Every short link with its target, expiry and click count, newest first',
    tag: 'booth operator',
    auth: 'operator',
    result: shortLinkListSchema,
  },
  {
    method: 'post',
    path: '/api/operator/short-links',
    summary: 'Create a short link to an in-mall target (spec link types 1–5 or a /mbankmall/ path)',
    tag: 'booth operator',
    auth: 'operator',
    body: shortLinkCreateRequestSchema,
    result: shortLinkRowSchema,
  },
];
