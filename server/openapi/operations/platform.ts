import * as z from 'zod';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
import { customerInfoSchema } from '../../../schemas/api/customer';
import { TRACKING_ENDPOINTS, uploadBodySchema } from '../../../schemas/tracking';
import type { Operation } from '../operation';

const _PAGES = '/api/booth/operator/pages/{pageKey}';
const _pageKey = { pageKey: pageKeyParamSchema };
const uploadAnswer = z.object({
  received: z.int().nonnegative(),
  stored: z.int().nonnegative(),
  duplicates: z.int().nonnegative(),
});

/**
 * The platform's routes left hand-written, in lists so that operations/index.ts places the declared ones
 * (schemas/api/endpoints/platform/ and booth-operator/, ADR 0063) between them and the document keeps its
 * order: the customer's info (its router is shared with the agreement, declared in share-info) and the
 * tracking uploads (a trace key, and bodies that are not only JSON). The unread count is declared since
 * (schemas/api/endpoints/unread-count.ts).
 */
export const customerInfoOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/mlife/customer/info',
    summary: 'The signed-in customer (masked phone)',
    tag: 'customer',
    auth: 'user',
    result: customerInfoSchema,
  },
];

export const trackingUploadOperations: Operation[] = [
  ...([TRACKING_ENDPOINTS.normal, TRACKING_ENDPOINTS.trace] as const).map(
    (path): Operation => ({
      method: 'post',
      path,
      summary: `Tracking upload (${path === TRACKING_ENDPOINTS.normal ? 'normal' : 'chain-trace'} channel): one event, an array or { events, dropped }; also base64 and gzip+base64 as text/plain and application/zip`,
      tag: 'tracking',
      auth: 'traceKey',
      body: uploadBodySchema,
      result: uploadAnswer,
    }),
  ),
];
