import * as z from 'zod';
import {
  analyticsAnswerSchema,
  analyticsQuerySchema,
  analyticsTrendAnswerSchema,
  analyticsTrendQuerySchema,
} from '../../../schemas/api/booth-figures';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
import {
  auditEntrySchema,
  consoleSessionSchema,
  consoleSignInSchema,
  layoutQuerySchema,
} from '../../../schemas/api/operator-console';
import { UPLOAD_FIELD } from '../../../schemas/api/uploads';
import type { Operation } from '../operation';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageKey = { pageKey: pageKeyParamSchema };

/** The operator console's session and its reads beside the booth operator API (issue 18). */
export const consoleOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/booth/console/session',
    summary: 'Exchange the operator token for a console session (HttpOnly cookie + CSRF token)',
    tag: 'booth operator',
    auth: 'none',
    body: consoleSignInSchema,
    result: consoleSessionSchema,
  },
  {
    method: 'get',
    path: '/api/booth/console/session',
    summary: 'The console session behind the cookie (restarts its idle clock)',
    tag: 'booth operator',
    auth: 'none',
    refuses: ['403'],
    result: consoleSessionSchema,
  },
  {
    method: 'post',
    path: '/api/booth/console/session/end',
    summary: 'End the console session',
    tag: 'booth operator',
    auth: 'none',
  },
  {
    method: 'get',
    path: `${PAGES}/layout`,
    summary: 'One layout: a published version, else the draft, else the live version',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    query: layoutQuerySchema,
  },
  {
    method: 'get',
    path: `${PAGES}/audit`,
    summary: 'Who changed the page: draft saves, publishes and rollbacks, newest first',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    result: z.object({ pageKey: z.string(), entries: z.array(auditEntrySchema) }),
  },
  {
    method: 'post',
    path: '/api/booth/operator-assets',
    summary:
      'Upload a picture for booth blocks as multipart/form-data (field `file`, at most 5 MB, JPEG or PNG by content)',
    tag: 'booth operator',
    auth: 'operator',
    multipart: {
      fields: { [UPLOAD_FIELD]: { binary: true, description: 'The picture (JPEG or PNG by its bytes)' } },
      required: [UPLOAD_FIELD],
    },
  },
  {
    method: 'get',
    path: '/api/booth/operator-assets',
    summary: 'Pictures operators uploaded for booth blocks, newest first',
    tag: 'booth operator',
    auth: 'operator',
  },
  {
    method: 'get',
    path: `${PAGES}/analytics`,
    summary:
      'Figures per version and block over a period: exposures, unique visitors, clicks (closes apart), orders attributed to the block (tracking events)',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    query: analyticsQuerySchema,
    result: analyticsAnswerSchema,
  },
  {
    method: 'get',
    path: `${PAGES}/analytics/daily`,
    summary: "The page's figures per China day over the last 14 or 30 days, every day listed",
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    query: analyticsTrendQuerySchema,
    result: analyticsTrendAnswerSchema,
  },
  {
    method: 'get',
    path: `${PAGES}/analytics/export`,
    summary: 'The figures per version and block as CSV (formula-leading cells defused)',
    tag: 'booth operator',
    auth: 'operator',
    params: pageKey,
    query: analyticsQuerySchema,
    produces: 'text/csv',
  },
];
