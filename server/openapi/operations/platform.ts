import * as z from 'zod';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
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
 * order: the tracking uploads (a trace key, and bodies that are not only JSON). The customer's info and
 * the unread count are declared since (schemas/api/endpoints/platform/customer-info.ts, unread-count.ts).
 */
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
