import { UPLOAD_FIELD, UPLOAD_PATH, type UploadResult, uploadResultSchema } from '../../schemas/api/uploads';
import { post } from './client';
import type { OnProgress } from './xhrSend';

/**
 * Uploads one picture the shopper chose (after-sales and review photos), shrunk on the phone first by the
 * caller (src/lib/shrinkPicture.ts). The server judges it by its bytes (JPEG or PNG), keeps it upright and
 * without metadata, and answers an id to attach, a URL to show and a thumbnail URL for tiles.
 * `onProgress` hears the share of the picture sent so far.
 */
export function uploadPicture(
  file: Blob,
  name = 'photo',
  opts: { onProgress?: OnProgress; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, name);
  return post(UPLOAD_PATH, form, {
    schema: uploadResultSchema,
    // A photo upload has its own progress on its tile; the page-wide spinner would hide it.
    silent: opts.onProgress !== undefined,
    ...(opts.onProgress ? { onUploadProgress: opts.onProgress } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}
