import { UPLOAD_FIELD, UPLOAD_PATH, type UploadResult, uploadResultSchema } from '../../schemas/api/uploads';
import { post } from './client';

/**
 * Uploads one picture the shopper chose (after-sales and review photos). The server judges it by its
 * bytes (JPEG or PNG), strips its metadata and answers an id to attach and a URL to show.
 */
export function uploadPicture(file: Blob, name = 'photo'): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, name);
  return post(UPLOAD_PATH, form, { schema: uploadResultSchema });
}
