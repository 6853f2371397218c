import { fileIdSchema, UPLOAD_FIELD, uploadResultSchema } from '../../../schemas/api/uploads';
import type { Operation } from '../operation';

/** The customers' own pictures (after-sales photos, review photos): upload and serve. */
export const uploadOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/file-storage/file/upload',
    summary:
      'Upload one picture as multipart/form-data (field `file`, at most 5 MB): JPEG or PNG judged by content, metadata stripped; answers its id and URL',
    tag: 'files',
    auth: 'user',
    multipart: {
      fields: {
        [UPLOAD_FIELD]: {
          binary: true,
          description: 'The picture (JPEG or PNG by its bytes; the name and declared type are not read)',
        },
      },
      required: [UPLOAD_FIELD],
    },
    result: uploadResultSchema,
  },
  {
    method: 'get',
    path: '/api/file-storage/file/upload/{fileId}',
    summary: 'An uploaded picture (its own content type, nosniff, a sandboxing CSP)',
    tag: 'files',
    auth: 'none',
    params: { fileId: fileIdSchema },
  },
];
