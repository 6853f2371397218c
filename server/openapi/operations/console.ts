import { analyticsQuerySchema } from '../../../schemas/api/booth-figures';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
import { consoleSessionSchema, consoleSignInSchema } from '../../../schemas/api/operator-console';
import { UPLOAD_FIELD } from '../../../schemas/api/uploads';
import type { Operation } from '../operation';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageKey = { pageKey: pageKeyParamSchema };

/**
 * The operator console's routes left hand-written (issue 18), in lists so that operations/index.ts places the
 * declared reads of a page (schemas/api/endpoints/booth-operator/, ADR 0063) between them and the document
 * keeps its order: the session (it sets and clears its cookie, refuses with its own answers), the pictures
 * operators upload (multipart) and the figures' CSV export (a file).
 */
export const consoleSessionOperations: Operation[] = [
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
];

export const boothAssetOperations: Operation[] = [
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
];

export const figuresExportOperations: Operation[] = [
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
