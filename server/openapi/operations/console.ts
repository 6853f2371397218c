import { analyticsQuerySchema } from '../../../schemas/api/booth-figures';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
import { UPLOAD_FIELD } from '../../../schemas/api/uploads';
import type { Operation } from '../operation';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageKey = { pageKey: pageKeyParamSchema };

/**
 * The operator console's routes left hand-written, in lists so that operations/index.ts places the
 * declared reads of a page (schemas/api/endpoints/booth-operator/, ADR 0063) between them and the document
 * keeps its order: the pictures operators upload (multipart) and the figures' CSV export (a file).
 */
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
