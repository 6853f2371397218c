import * as z from 'zod';
import {
  boothLayoutBodySchema,
  boothPublishRequestSchema,
  boothRollbackRequestSchema,
  pageKeyParamSchema,
} from '../../../schemas/api/booth-operator';
import { customerInfoSchema } from '../../../schemas/api/customer';
import { errMesRequestSchema } from '../../../schemas/api/error-report';
import { healthSchema, livenessSchema, readinessSchema } from '../../../schemas/api/health';
import {
  authInfoSchema,
  authLicenseSetRequestSchema,
  authLicenseStatusSchema,
  licenseFileParamSchema,
  licenseTextSchema,
  licenseVersionSchema,
} from '../../../schemas/api/license';
import {
  approvalRequestSchema,
  approvalResultSchema,
  loginResultSchema,
  userCodeRequestSchema,
} from '../../../schemas/api/login';
import { unreadCountSchema } from '../../../schemas/api/message';
import { traceLossQuerySchema, traceRecentQuerySchema } from '../../../schemas/api/trace-operator';
import { TRACKING_ENDPOINTS, uploadBodySchema } from '../../../schemas/tracking';
import type { Operation } from '../operation';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageKey = { pageKey: pageKeyParamSchema };
const uploadAnswer = z.object({
  received: z.int().nonnegative(),
  stored: z.int().nonnegative(),
  duplicates: z.int().nonnegative(),
});

/** Health, sign-in, the customer, agreements, messages, error reports, tracking and the booth operators. */
export const platformOperations: Operation[] = [
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
  {
    method: 'post',
    path: '/api/mlife/login/approval',
    summary: 'Start the bank single sign-on; gives the approval URL',
    tag: 'login',
    auth: 'none',
    body: approvalRequestSchema,
    result: approvalResultSchema,
  },
  {
    method: 'post',
    path: '/api/mlife/login/user-code',
    summary: 'Exchange the one-time code from the sign-on redirect for a session (userCode)',
    tag: 'login',
    auth: 'none',
    body: userCodeRequestSchema,
    result: loginResultSchema,
  },
  {
    method: 'get',
    path: '/api/mlife/customer/info',
    summary: 'The signed-in customer (masked phone)',
    tag: 'customer',
    auth: 'user',
    result: customerInfoSchema,
  },
  {
    method: 'get',
    path: '/api/mlife/license/version',
    summary: 'Current user-agreement version',
    tag: 'agreement',
    auth: 'none',
    result: licenseVersionSchema,
  },
  {
    method: 'get',
    path: '/api/mlife/license/{file}',
    summary: 'User-agreement text of a version',
    tag: 'agreement',
    auth: 'none',
    params: { file: licenseFileParamSchema },
    result: licenseTextSchema,
  },
  {
    method: 'get',
    path: '/api/channel/cust/auth-license',
    summary: 'Whether the customer agreed to the user agreement',
    tag: 'agreement',
    auth: 'user',
    result: authLicenseStatusSchema,
  },
  {
    method: 'post',
    path: '/api/channel/cust/auth-license',
    summary:
      'Agree to (deleteType 0) or revoke (1) the user agreement; only published versions (400 otherwise); a revoke signs the customer out everywhere',
    tag: 'agreement',
    auth: 'user',
    body: authLicenseSetRequestSchema,
    result: authLicenseStatusSchema,
  },
  {
    method: 'get',
    path: '/api/channel/cust/query-auth-info',
    summary: 'Details of the agreement given',
    tag: 'agreement',
    auth: 'user',
    result: authInfoSchema,
  },
  {
    method: 'get',
    path: '/api/im/message/unread-count',
    summary: 'Unread messages',
    tag: 'customer',
    auth: 'user',
    result: unreadCountSchema,
  },
  {
    method: 'post',
    path: '/api/marketing/customer/err-mes/save',
    summary: 'Report a client error (recorded with the customer when signed in)',
    tag: 'customer',
    auth: 'none',
    body: errMesRequestSchema,
    result: z.literal(true),
  },
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
  {
    method: 'get',
    path: '/api/trace/operator/recent',
    summary: 'Recent tracking events',
    tag: 'tracking',
    auth: 'operator',
    query: traceRecentQuerySchema,
  },
  {
    method: 'get',
    path: '/api/trace/operator/loss',
    summary: 'Per-session event loss (sequence gaps, dropped counts)',
    tag: 'tracking',
    auth: 'operator',
    query: traceLossQuerySchema,
  },
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
    summary: 'Save a draft layout (checked block by block)',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
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
    summary: 'A preview link of the draft',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
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
];
