import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCodes } from '../../schemas/api/envelope';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../schemas/api/uploads';
import { textsFor } from '../i18n/request-lang';
import { uploadMessages } from '../i18n/uploads';
import { sendTooLarge } from './envelope';
import { ApiError } from './errors';

/** Room for the multipart boundaries and part headers around the largest picture. */
const FORM_OVERHEAD = 64 * 1024;

const isMultipart = (type: string | undefined) =>
  type?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * The body bound of a picture upload (customers' and operators' alike): the largest picture and its form.
 * Past it the rest of the body is never read, so the connection cannot carry another request.
 */
export const pictureBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD,
    onError: (c) => {
      c.header('connection', 'close');
      return sendTooLarge(c);
    },
  });

/** The picture of a multipart upload (field `file`); a body of another kind, or without it, is refused. */
export async function readPictureField(c: Context): Promise<Blob> {
  const t = textsFor(c, uploadMessages);
  if (!isMultipart(c.req.header('content-type'))) {
    throw new ApiError(415, ErrorCodes.unsupportedMediaType, t.notForm);
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, ErrorCodes.badRequest, t.formUnreadable);
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof Blob)) throw new ApiError(400, ErrorCodes.badRequest, t.noFile);
  return file;
}
