import { fileIdSchema, UPLOAD_FIELD, uploadResultSchema } from '../../../schemas/api/uploads';
import type { Operation } from '../operation';

/** The customers' own pictures (after-sales photos, review photos): upload and serve. */
export const uploadOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/file-storage/file/upload',
    summary:
      'Upload one picture as multipart/form-data (field `file`, at most 5 MB, at most 40 megapixels): JPEG or PNG judged by content, kept upright, at most 2048 px on its long side, re-encoded without metadata; answers its id, URL and thumbnail URL',
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
    produces: 'image',
  },
  {
    method: 'get',
    path: '/api/file-storage/file/upload/{fileId}/thumb',
    summary:
      'The thumbnail of an uploaded picture (at most 360 px on its long side), served like the picture',
    tag: 'files',
    auth: 'none',
    params: { fileId: fileIdSchema },
    produces: 'image',
  },
];
