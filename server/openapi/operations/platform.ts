import * as z from 'zod';
import {
  boothCancelScheduleRequestSchema,
  boothDraftQuerySchema,
  boothLayoutBodySchema,
  boothPreviewAnswerSchema,
  boothPublishRequestSchema,
  boothRescheduleRequestSchema,
  boothRollbackRequestSchema,
  pageKeyParamSchema,
  scheduleVersionParamSchema,
} from '../../../schemas/api/booth-operator';
import { customerInfoSchema } from '../../../schemas/api/customer';
import { healthSchema, livenessSchema, readinessSchema } from '../../../schemas/api/health';
import { unreadCountSchema } from '../../../schemas/api/message';
import { TRACKING_ENDPOINTS, uploadBodySchema } from '../../../schemas/tracking';
import type { Operation } from '../operation';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageKey = { pageKey: pageKeyParamSchema };
const uploadAnswer = z.object({
  received: z.int().nonnegative(),
  stored: z.int().nonnegative(),
  duplicates: z.int().nonnegative(),
});

/**
 * The platform's routes left hand-written, in lists so that operations/index.ts places the declared ones
 * (schemas/api/endpoints/platform/, ADR 0063) between them and the document keeps its order: health (its
 * readiness answers 503 itself), the customer's info and the unread count (their routers are shared with
 * domains converted elsewhere), the tracking uploads (a trace key, and bodies that are not only JSON) and the
 * booth operators' pages API.
 */
export const healthOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database kind',
    tag: 'health',
    auth: 'none',
    result: healthSchema,
  },
  {
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (no database asked)',
    tag: 'health',
    auth: 'none',
    result: livenessSchema,
  },
  {
    method: 'get',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers within 0.8 s; 503 busy otherwise',
    tag: 'health',
    auth: 'none',
    result: readinessSchema,
  },
];

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

export const unreadCountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/im/message/unread-count',
    summary: 'Unread messages',
    tag: 'customer',
    auth: 'user',
    result: unreadCountSchema,
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

export const boothOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/booth/operator/schema',
    summary: 'JSON Schema of a booth layout',
    tag: 'booth operator',
    auth: 'operator',
  },
  {
    method: 'get',
    path: '/api/booth/operator/pages',
    summary: 'Every booth page with its draft and versions',
    tag: 'booth operator',
    auth: 'operator',
  },
  {
    method: 'put',
    path: `${PAGES}/draft`,
    summary: 'Save a draft layout (kept even with issues, which the answer lists)',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    query: boothDraftQuerySchema,
    body: boothLayoutBodySchema,
  },
  {
    method: 'post',
    path: `${PAGES}/validate`,
    summary: 'Check a layout without saving it',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    body: boothLayoutBodySchema,
    result: z.object({ valid: z.literal(true) }),
  },
  {
    method: 'post',
    path: `${PAGES}/preview`,
    summary: "A preview link of the draft (a slot's opens on its own screen)",
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    result: boothPreviewAnswerSchema,
  },
  {
    method: 'post',
    path: `${PAGES}/publish`,
    summary: 'Publish the draft (now or at publishAt)',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    body: boothPublishRequestSchema,
  },
  {
    method: 'get',
    path: `${PAGES}/versions`,
    summary: 'Published versions of a page',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
  },
  {
    method: 'post',
    path: `${PAGES}/rollback`,
    summary: 'Serve an earlier version again',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    body: boothRollbackRequestSchema,
  },
  {
    method: 'put',
    path: `${PAGES}/schedules/{version}`,
    summary: 'Move a version waiting to go live to another time',
    tag: 'booth operator',
    auth: 'operator',
    params: { ...pageKey, version: scheduleVersionParamSchema },
    body: boothRescheduleRequestSchema,
  },
  {
    method: 'post',
    path: `${PAGES}/schedules/{version}/cancel`,
    summary: 'Cancel a version waiting to go live (it becomes the draft when there is none)',
    tag: 'booth operator',
    auth: 'operator',
    params: { ...pageKey, version: scheduleVersionParamSchema },
    body: boothCancelScheduleRequestSchema,
  },
];
